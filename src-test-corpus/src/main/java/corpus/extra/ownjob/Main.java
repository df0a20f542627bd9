package corpus.extra.ownjob;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Two workers run one lambda; each makes its own {@code Job} in a shared helper (one abstract
 * object for both jobs, a summary that each thread allocates once and never shares), runs it and
 * then waits on a latch nobody counts down when its job is done: both wait forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            Job job = Job.make();
            job.run();
            if (job.done) {
                await();
            }
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
    }

    static void await() {
        try {
            NEVER.await();
        } catch (InterruptedException e) {
            // not interrupted
        }
    }
}

final class Job {
    boolean done;

    static Job make() {
        return new Job();
    }

    void run() {
        done = true;
    }
}
