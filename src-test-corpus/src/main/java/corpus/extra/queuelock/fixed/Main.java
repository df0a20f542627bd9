package corpus.extra.queuelock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.PriorityBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.queuelock: the main thread asks the queue's size after it leaves the table's
 * monitor, so the table's monitor is only ever taken inside the queue's internal lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final Object TABLE = new Object();

    static final class Job implements Comparable<Job> {
        final int rank;

        Job(int rank) {
            this.rank = rank;
        }

        @Override
        public int compareTo(Job other) {
            pause();
            synchronized (TABLE) {
                return Integer.compare(rank, other.rank);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        PriorityBlockingQueue<Job> queue = new PriorityBlockingQueue<>();
        queue.put(new Job(1));
        Thread producer = new Thread(() -> queue.put(new Job(2)));
        producer.start();
        synchronized (TABLE) {
            pause();
        }
        queue.size();
        producer.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
