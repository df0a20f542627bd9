package corpus.extra.queuefnlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ArrayBlockingQueue;
import org.petrify.corpus.Expect;

/** Twin of extra.queuefnlock: the scheduler puts the job after it releases its lock. */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; the filter's runs are a nondeterministic loop, left under"
            + " fairness")
public class Main {
    static final Object SCHEDULER = new Object();

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static boolean expired(String job) {
        pause(200);
        synchronized (SCHEDULER) {
            return job.startsWith("old");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(8);
        jobs.put("old-1");
        Thread janitor = new Thread(() -> jobs.removeIf(Main::expired));
        janitor.start();
        Thread.sleep(100);
        synchronized (SCHEDULER) {
            System.out.println("scheduling new-1");
        }
        jobs.put("new-1");
        janitor.join();
    }
}
