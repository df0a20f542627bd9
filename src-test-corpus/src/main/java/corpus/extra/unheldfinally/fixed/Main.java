package corpus.extra.unheldfinally.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/** Fixed twin of {@code corpus.extra.unheldfinally}: the worker unlocks only what it locked. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch done = new CountDownLatch(1);
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            boolean locked = lock.tryLock();
            try {
                count++;
            } finally {
                if (locked) {
                    lock.unlock();
                }
            }
            done.countDown();
        });
        lock.lock();
        try {
            worker.start();
            count++;
        } finally {
            lock.unlock();
        }
        done.await();
    }
}
