package corpus.extra.statsquiet;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Two workers count on an {@code AtomicLong} gate that main waits on, and record a statistic
 * in a ring of {@code AtomicLong} slots filled by {@code Arrays.setAll}. Main first gets a
 * value with {@code Objects.requireNonNullElseGet} and a supplier the library runs when the
 * value is null, unseen by the analysis; here the supplier puts the gate's counter into the
 * ring, the workers' records reset it to -5, it never reaches 2, and main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "Arrays.setAll calls back only the slot factory, and"
            + " requireNonNullElseGet only the supplier, which stores the counter into a slot"
            + " and touches nothing else",
        note = "a supplier the library runs reads the counter into the ring: not confined")

public class Main {
    static final int PARTIES = 2;
    final AtomicLong done = new AtomicLong();
    final AtomicLong[] slots = new AtomicLong[4];
    private final Object lock = new Object();

    Main() {
        Arrays.setAll(slots, i -> new AtomicLong(-1L));
    }

    Object check(Object value) {
        return Objects.requireNonNullElseGet(value, () -> slots[1] = done);
    }

    void finish() {
        slots[1].set(-5L);
        if (done.incrementAndGet() == PARTIES) {
            synchronized (lock) {
                lock.notifyAll();
            }
        }
    }

    void await() throws InterruptedException {
        synchronized (lock) {
            while (done.get() < PARTIES) {
                lock.wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        m.check(null);
        Thread a = new Thread(m::finish, "worker-1");
        Thread b = new Thread(m::finish, "worker-2");
        a.start();
        b.start();
        m.await();
        a.join();
        b.join();
    }
}
