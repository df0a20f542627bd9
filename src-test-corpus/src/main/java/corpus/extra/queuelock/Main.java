package corpus.extra.queuelock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.PriorityBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A {@code PriorityBlockingQueue} of jobs whose {@code compareTo} reads a shared priority table
 * under its monitor. {@code put} sifts the new job up with {@code compareTo} while it holds the
 * queue's internal lock; the main thread holds the table's monitor and asks the queue's size,
 * which takes that internal lock: a cycle through a lock the program never names.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: compareTo runs under the queue's internal lock")
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
            queue.size();
        }
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
