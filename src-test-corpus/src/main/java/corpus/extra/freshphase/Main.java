package corpus.extra.freshphase;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker makes twenty jobs on a loop (one summary object) and publishes each one before it
 * tests its phase; a canceller may cancel the published job in between, and a cancelled job
 * is finished under {@code B} then {@code A}, while the canceller takes {@code A} then
 * {@code B}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "the job is tested after it is published, so it may be cancelled")

public class Main {
    enum Phase { NEW, RUNNING, DONE, CANCELLED }

    static final class Job {
        private Phase phase = Phase.NEW;

        synchronized void cancel() {
            phase = Phase.CANCELLED;
        }
    }

    static final Object A = new Object();
    static final Object B = new Object();
    static volatile Job shared;

    static void work() {
        for (int i = 0; i < 20; i++) {
            Job j = new Job();
            shared = j;
            if (j.phase == Phase.CANCELLED) {
                synchronized (B) {
                    synchronized (A) {
                        System.out.println("cancelled");
                    }
                }
            } else {
                synchronized (A) {
                    synchronized (B) {
                        System.out.println("done");
                    }
                }
            }
        }
    }

    static void cancelLast() {
        Job k = shared;
        if (k != null) {
            k.cancel();
        }
        synchronized (A) {
            synchronized (B) {
                System.out.println("cancelled one");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::work);
        Thread u = new Thread(Main::cancelLast);
        t.start();
        u.start();
        t.join();
        u.join();
    }
}
