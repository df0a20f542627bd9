package corpus.extra.queueaddfull;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A producer holds a {@code ReentrantLock} while it {@code add}s two jobs to an {@code
 * ArrayBlockingQueue} of capacity one: the second {@code add} finds the queue full and throws
 * {@code IllegalStateException}, which ends the producer before its {@code unlock}. The lock is
 * never given back, and {@code main}, which takes it after the producer has ended, waits for
 * ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: add on a full bounded queue throws and the thread dies holding a lock")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(1);
        Thread producer = new Thread(() -> {
            lock.lock();
            jobs.add("first");
            jobs.add("second");
            lock.unlock();
        });
        producer.start();
        producer.join();
        lock.lock();
        lock.unlock();
    }
}
