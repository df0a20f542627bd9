package corpus.extra.queuefnlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ArrayBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A janitor drops expired jobs with {@code ArrayBlockingQueue.removeIf}, whose filter asks the
 * scheduler (takes its lock); the scheduler, holding its lock, puts a new job. {@code removeIf}
 * holds the queue's internal lock while the filter runs, and {@code put} waits for that lock:
 * a cycle through the queue's internal lock (the pauses make the JVM run hang every time).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real hang: put waits for the queue's lock, which removeIf holds while its"
            + " filter waits for the scheduler; the filter's runs are a nondeterministic loop"
            + " (livelock without fairness)")
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
            jobs.put("new-1");
        }
        janitor.join();
    }
}
