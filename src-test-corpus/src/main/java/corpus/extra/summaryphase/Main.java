package corpus.extra.summaryphase;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker runs twenty jobs, allocated on a loop (one summary object); its fourth job is
 * cancelled, and a cancelled job is finished under {@code B} then {@code A}. {@code main}
 * takes {@code A} then {@code B}: the worker may hold {@code B} for the cancelled job while
 * {@code main} holds {@code A}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a cancelled job takes the locks in the other order")

public class Main {
    static final int NEW = 1;
    static final int RUNNING = 2;
    static final int DONE = 3;
    static final int CANCELLED = 4;

    static final class Job {
        private int phase = NEW;

        synchronized void start() {
            if (phase == NEW) {
                phase = RUNNING;
            }
        }

        synchronized void cancel() {
            phase = CANCELLED;
        }

        synchronized void finish() {
            phase = DONE;
        }
    }

    static final Object A = new Object();
    static final Object B = new Object();

    static void work() {
        for (int i = 0; i < 20; i++) {
            Job j = new Job();
            j.start();
            if (i == 3) {
                j.cancel();
            }
            if (j.phase == CANCELLED) {
                synchronized (B) {
                    synchronized (A) {
                        j.finish();
                    }
                }
            } else {
                synchronized (A) {
                    synchronized (B) {
                        j.finish();
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::work);
        t.start();
        synchronized (A) {
            synchronized (B) {
                System.out.println("main");
            }
        }
        t.join();
    }
}
