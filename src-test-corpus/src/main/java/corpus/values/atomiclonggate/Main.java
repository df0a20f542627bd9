package corpus.values.atomiclonggate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicLong;

import org.petrify.corpus.Expect;

/**
 * An AtomicLong counts finished workers; the one that brings it to {@code PARTIES} wakes the
 * main thread, which waits while the count is below. The gate expects three parties but two
 * workers are started, so main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: three parties expected, two arrive")
public class Main {
    static final long PARTIES = 3L;
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
