package corpus.extra.packedcounts;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Two counts packed into one {@code AtomicLong} subclass (started in the high half, done in
 * the low half). The worker counts itself started instead of done, so main, waiting until the
 * done count is 1, waits for ever: a real deadlock, found through the packed halves.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object LOCK = new Object();
    static final Counts COUNTS = new Counts(0, 0);

    /** Two ints in one long: {@code hi} in the upper 32 bits, {@code lo} in the lower. */
    static final class Counts extends AtomicLong {
        Counts(int hi, int lo) {
            super(encode(hi, lo));
        }

        static long encode(int hi, int lo) {
            return ((long) hi << 32) | (lo & 0xFFFF_FFFFL);
        }

        static int hi(long encoded) {
            return (int) (encoded >>> 32);
        }

        static int lo(long encoded) {
            return (int) encoded;
        }

        void add(int deltaHi, int deltaLo) {
            while (true) {
                long e = get();
                if (compareAndSet(e, encode(hi(e) + deltaHi, lo(e) + deltaLo))) {
                    return;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            COUNTS.add(1, 0);
            synchronized (LOCK) {
                LOCK.notifyAll();
            }
        });
        worker.start();
        synchronized (LOCK) {
            while (Counts.lo(COUNTS.get()) < 1) {
                LOCK.wait();
            }
        }
        worker.join();
    }
}
