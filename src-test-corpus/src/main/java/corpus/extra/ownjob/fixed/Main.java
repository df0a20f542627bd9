package corpus.extra.ownjob.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.ownjob: a worker waits on the latch only when its own job is not done, which
 * never happens: each thread reads the field of the job it made itself (a per-thread variable of
 * the summary), so neither waits.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a worker waits only when its own job is not done")
public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            Job job = Job.make();
            job.run();
            if (!job.done) {
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
