package corpus.extra.recordbranch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A record component decides the lock order in the record's own method: the worker's plan is
 * {@code new Plan(false)} (first then second), main's {@code new Plan(true)} (second then
 * first): a lock-order deadlock. The fixed twin gives main {@code new Plan(false)} too.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
        Plan mine = new Plan(true);
        Plan theirs = new Plan(false);
        Thread worker = new Thread(theirs::run);
        worker.start();
        mine.run();
        worker.join();
    }
}
