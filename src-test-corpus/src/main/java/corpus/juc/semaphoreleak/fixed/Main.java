package corpus.juc.semaphoreleak.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/** Twin of juc.semaphoreleak: the permit is released in {@code finally}, on every path. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: release in finally")
public class Main {
    static final Semaphore permits = new Semaphore(1);
    static int done;

    static void process(String job) throws InterruptedException {
        permits.acquire();
        try {
            if (job.isEmpty()) {
                return;
            }
            done++;
        } finally {
            permits.release();
        }
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
