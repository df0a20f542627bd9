package corpus.extra.recordbranch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.recordbranch}: both plans are {@code new Plan(false)}, so
 * both threads take {@code first} then {@code second}. The component {@code reversed} is a
 * final field set from a constant at each allocation site; the record's method reads it
 * directly, and the branch is decided for both plans.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object first = new Object();
    static final Object second = new Object();
    static int done;

    record Plan(boolean reversed) {
        void run() {
            if (reversed) {
                synchronized (second) {
                    synchronized (first) {
                        done++;
                    }
                }
            } else {
                synchronized (first) {
                    synchronized (second) {
                        done++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Plan mine = new Plan(false);
        Plan theirs = new Plan(false);
        Thread worker = new Thread(theirs::run);
        worker.start();
        mine.run();
        worker.join();
    }
}
