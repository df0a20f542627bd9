package corpus.extra.comparingkey;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A scheduler sorts its jobs by priority under the queue's lock with {@code
 * Comparator.comparing(Job::priority)}; {@code priority()} reads the job under the job's
 * monitor. A worker holds a job's monitor and requeues it under the queue's lock: a lock-order
 * cycle through the key extractor the JDK's comparator calls.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: the comparator made by comparing runs priority() under the queue lock")
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
            pause();
            synchronized (QUEUE) {
                QUEUE.add(job);
            }
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
