package corpus.extra.lockrefs;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Main takes its locks with {@code locks.forEach(Lock::lock)} over {@code List.of(second,
 * first)}, a worker takes {@code first} then {@code second}: a lock-order deadlock through a
 * method reference the library runs on each element.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "forEach(Lock::lock) over List.of(second, first) takes second then first; the"
            + " worker takes first then second")
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
        List<Lock> locks = List.of(second, first);
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
