package corpus.extra.lockrefs.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.lockrefs: the list is {@code List.of(first, second)}, so main takes the locks
 * in the worker's order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: forEach(Lock::lock) over List.of(first, second) takes the locks"
            + " in the worker's order, exactly once each")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Lock first = new ReentrantLock();
        Lock second = new ReentrantLock();
        CountDownLatch holding = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            first.lock();
            holding.countDown();
            pause();
            second.lock();
            second.unlock();
            first.unlock();
        }, "worker");
        worker.start();
        holding.await();
        List<Lock> locks = List.of(first, second);
        locks.forEach(Lock::lock);
        locks.forEach(Lock::unlock);
        worker.join();
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
