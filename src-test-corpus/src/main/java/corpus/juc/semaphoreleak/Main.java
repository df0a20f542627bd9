package corpus.juc.semaphoreleak;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/**
 * A permit leak: a worker that finds nothing to do returns between {@code acquire} and
 * {@code release}, so its permit is never given back and the other worker blocks forever in
 * {@code acquire} (main then waits forever in {@code join}).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Semaphore permits = new Semaphore(1);
    static int done;

    static void process(String job) throws InterruptedException {
        permits.acquire();
        if (job.isEmpty()) {
            return; // bug: returns with the permit
        }
        done++;
        permits.release();
    }

    static Thread worker(String job) {
        return new Thread(() -> {
            try {
                process(job);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = worker("");
        Thread b = worker("report");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
