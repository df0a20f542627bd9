package corpus.values.storebuffer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two threads each raise their own flag and, if the other's flag is still down, take the two
 * locks in their own order. Were every write seen at once by the other thread, at most one of
 * them could see the other's flag down; but the flags are plain fields and the Java memory
 * model lets both threads read the other's flag before their own write is visible (store
 * buffering), so both may enter and the two lock orders deadlock. The flags race, so Petrify
 * does not track them (INFO value-race) and reports the deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock under the Java memory model (plain, racing flags)")
public class Main {
    static final Object first = new Object();
    static final Object second = new Object();
    static boolean leftUp;
    static boolean rightUp;

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
