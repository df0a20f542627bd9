package corpus.extra.poolcap;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * A pool's creation cap as commons-pool2 keeps it: {@code maxTotal} is set from a config's
 * default (8) in the constructor, then by a setter; {@code create} counts on an
 * {@code AtomicLong} and refuses past the cap, and a refused borrower waits for an object
 * nobody returns. The cap here is 1 with two borrowers: the second is refused and waits
 * forever, a deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a setter's constant cap is tracked; 1 is too small for two borrowers")

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
        pool.setMaxTotal(1);
        Thread a = new Thread(() -> borrow(pool), "user-1");
        Thread b = new Thread(() -> borrow(pool), "user-2");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
