package corpus.extra.statsring.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the ring's slots are fresh {@code AtomicLong}s, so no slot is the gate's
 * counter, which reaches 2 and wakes main. Before atomics never handed on were told apart from
 * the unknown receivers of array slots, the slot's {@code set} untracked every
 * {@code AtomicLong} and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback", "uncaught-exception"},
        acceptReason = "Arrays.setAll calls back only the slot factory, which allocates a fresh"
            + " AtomicLong and touches nothing else; the slot read the uncaught-exception caveat"
            + " names is inside record's catch of RuntimeException and skips only the"
            + " statistic's set",
        note = "an atomic never handed on is not an array slot; the gate's counter is tracked")

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
            Arrays.setAll(ring, i -> new AtomicLong(-1L));
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
