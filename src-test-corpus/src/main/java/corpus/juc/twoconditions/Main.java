package corpus.juc.twoconditions;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A one-slot buffer with a lock and two conditions, as in the {@code Condition} Javadoc, but
 * {@code put} signals {@code notFull} instead of {@code notEmpty}: a consumer that found the
 * slot empty is never woken, and the producer then waits for the slot to be emptied.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the wrong condition is signalled")
public class Main {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notFull = lock.newCondition();
    private final Condition notEmpty = lock.newCondition();
    private boolean full;
    private String item;

    void put(String x) throws InterruptedException {
        lock.lock();
        try {
            while (full) {
                notFull.await();
            }
            item = x;
            full = true;
            notFull.signal(); // bug: should be notEmpty
        } finally {
            lock.unlock();
        }
    }

    String take() throws InterruptedException {
        lock.lock();
        try {
            while (!full) {
                notEmpty.await();
            }
            full = false;
            notFull.signal();
            return item;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main slot = new Main();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println(slot.take() + slot.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "consumer");
        consumer.start();
        slot.put("a");
        slot.put("b");
        consumer.join();
    }
}
