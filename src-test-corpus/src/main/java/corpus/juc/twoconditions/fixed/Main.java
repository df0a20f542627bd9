package corpus.juc.twoconditions.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.twoconditions: {@code put} signals {@code notEmpty}. Each wait is guarded by the
 * tracked flag {@code full}, so a signal sent before the other side waits is harmless.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: guarded awaits with the right conditions")
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
            notEmpty.signal();
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
