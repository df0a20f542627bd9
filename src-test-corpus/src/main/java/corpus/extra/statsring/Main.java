package corpus.extra.statsring;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Two workers count on an {@code AtomicLong} gate that main waits on, and record a statistic
 * in a ring of {@code AtomicLong} slots filled by {@code Arrays.setAll} (the analysis does not
 * see those stores, so a slot's {@code set} has an unknown receiver). Here every slot is the
 * gate's own counter: the workers' records reset it to -5, it never reaches 2, and main waits
 * forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback", "uncaught-exception"},
        acceptReason = "Arrays.setAll calls back only the slot factory, which returns the"
            + " counter and touches nothing else; the slot read the uncaught-exception caveat"
            + " names is inside record's catch of RuntimeException and skips only the"
            + " statistic's set",
        note = "the counter is handed to the ring's factory, so a slot may be the counter")

public class Main {
    static final int PARTIES = 2;
    final AtomicLong done = new AtomicLong();
    final AtomicLong[] slots = new AtomicLong[4];
    private final Object lock = new Object();

    Main() {
        fill(slots);
    }

    void fill(AtomicLong[] ring) {
        try {
            Arrays.setAll(ring, i -> done);
        } catch (RuntimeException e) {
            // statistics are best effort
        }
    }

    void record(int slot, long value) {
        try {
            slots[slot].set(value);
        } catch (RuntimeException e) {
            // statistics are best effort
        }
    }

    void finish() {
        record(1, -5L);
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
        Thread a = new Thread(m::finish, "worker-1");
        Thread b = new Thread(m::finish, "worker-2");
        a.start();
        b.start();
        m.await();
        a.join();
        b.join();
    }
}
