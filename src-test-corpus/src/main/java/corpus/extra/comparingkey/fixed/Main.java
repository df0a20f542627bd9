package corpus.extra.comparingkey.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.comparingkey: the worker requeues the job after leaving its monitor, so a
 * job's monitor is only ever taken inside the queue's lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final class Job {
        private int priority;

        Job(int priority) {
            this.priority = priority;
        }

        synchronized Integer priority() {
            return priority;
        }
    }

    static final List<Job> QUEUE = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Job job = new Job(2);
        QUEUE.add(new Job(1));
        QUEUE.add(job);
        Thread scheduler = new Thread(() -> {
            synchronized (QUEUE) {
                pause();
                QUEUE.sort(Comparator.comparing(Job::priority));
            }
        });
        scheduler.start();
        synchronized (job) {
            job.priority = 3;
        }
        synchronized (QUEUE) {
            QUEUE.add(job);
        }
        scheduler.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
