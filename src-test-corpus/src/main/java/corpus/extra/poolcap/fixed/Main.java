package corpus.extra.poolcap.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the cap is 2, one per borrower, so {@code create} never refuses and nobody
 * waits. Before the cap (a field written from a setter's parameter) and the counter compared
 * with it were tracked, the refusal was a choice and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a setter's constant cap is tracked; 2 covers both borrowers")

public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);

    static final class Config {
        private int maxTotal = 8;

        int getMaxTotal() {
            return maxTotal;
        }
    }

    static final class Pool {
        private volatile int maxTotal = 8;
        private final AtomicLong createCount = new AtomicLong();
        private final Object makeLock = new Object();

        Pool(Config config) {
            setMaxTotal(config.getMaxTotal());
        }

        void setMaxTotal(int maxTotal) {
            this.maxTotal = maxTotal;
        }

        int getMaxTotal() {
            return maxTotal;
        }

        /** Counts a creation; false (and the count undone) past the cap. */
        boolean create() {
            int localMaxTotal = getMaxTotal();
            if (localMaxTotal < 0) {
                localMaxTotal = Integer.MAX_VALUE;
            }
            synchronized (makeLock) {
                long newCreateCount = createCount.incrementAndGet();
                if (newCreateCount > localMaxTotal) {
                    createCount.decrementAndGet();
                    return false;
                }
            }
            return true;
        }
    }

    static void borrow(Pool pool) {
        try {
            if (!pool.create()) {
                NEVER.await(); // wait for an object nobody returns
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Pool pool = new Pool(new Config());
        pool.setMaxTotal(2);
        Thread a = new Thread(() -> borrow(pool), "user-1");
        Thread b = new Thread(() -> borrow(pool), "user-2");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
