package corpus.extra.summaryphase.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The twin of {@code extra.summaryphase} without the cancellation: every job allocated on
 * the loop (one summary object) only ever holds {@code NEW}, {@code RUNNING} or {@code DONE},
 * so {@code phase == CANCELLED} is false and the worker, like {@code main}, takes {@code A}
 * before {@code B}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a private int field of a summary object is never written CANCELLED")

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
