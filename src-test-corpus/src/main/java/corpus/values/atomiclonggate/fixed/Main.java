package corpus.values.atomiclonggate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicLong;

import org.petrify.corpus.Expect;

/**
 * Twin of values.atomiclonggate: the gate expects two parties and two workers arrive, the
 * last one wakes main. Verifies only because the AtomicLong is tracked and its {@code lcmp}
 * comparisons are evaluated: as nondeterministic choices main could wait after the last
 * notification.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: as many workers as parties; exact with the tracked AtomicLong")
public class Main {
    static final long PARTIES = 2L;
    private final AtomicLong done = new AtomicLong();
    private final Object lock = new Object();

    void finish() {
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
        Main gate = new Main();
        Thread a = new Thread(gate::finish);
        Thread b = new Thread(gate::finish);
        a.start();
        b.start();
        gate.await();
        a.join();
        b.join();
    }
}
