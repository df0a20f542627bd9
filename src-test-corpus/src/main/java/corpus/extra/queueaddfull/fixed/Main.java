package corpus.extra.queueaddfull.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The producer of {@code extra.queueaddfull} with a queue of capacity two: both {@code add}s
 * succeed, the producer gives the lock back and {@code main} takes it.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the queue has room for both jobs")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        ArrayBlockingQueue<String> jobs = new ArrayBlockingQueue<>(2);
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
