package corpus.values.storebuffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.storebuffer: the flags are volatile, so their accesses are sequentially
 * consistent and at most one thread finds the other's flag down and takes its locks. Verifies
 * only because the volatile flags are tracked.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: volatile flags (Dekker-style entry); exact with tracked flags")
public class Main {
    static final Object first = new Object();
    static final Object second = new Object();
    static volatile boolean leftUp;
    static volatile boolean rightUp;

    static void left() {
        leftUp = true;
        if (!rightUp) {
            synchronized (first) {
                synchronized (second) {
                    leftUp = false;
                }
            }
        }
    }

    static void right() {
        rightUp = true;
        if (!leftUp) {
            synchronized (second) {
                synchronized (first) {
                    rightUp = false;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread l = new Thread(Main::left);
        Thread r = new Thread(Main::right);
        l.start();
        r.start();
        l.join();
        r.join();
    }
}
