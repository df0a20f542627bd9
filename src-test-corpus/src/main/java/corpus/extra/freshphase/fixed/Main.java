package corpus.extra.freshphase.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The twin of {@code extra.freshphase} that tests each job's phase before it publishes the
 * job: only the constructor has written it then ({@code NEW}), whatever the canceller does to
 * published jobs, so the worker, like the canceller, takes {@code A} before {@code B}.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a job is tested before it is published, when only its constructor wrote it;"
            + " the loop's exit is a free choice, so it may spin unless choices are fair")

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
            if (j.phase == Phase.CANCELLED) {
                synchronized (B) {
                    synchronized (A) {
                        shared = j;
                    }
                }
            } else {
                synchronized (A) {
                    synchronized (B) {
                        shared = j;
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
