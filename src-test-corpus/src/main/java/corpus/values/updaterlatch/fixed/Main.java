package corpus.values.updaterlatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * Twin of values.updaterlatch: the count starts at two, one per worker, so the last
 * decrementAndGet reaches zero and wakes the waiter (decrements atomic under the model lock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only with the updater's decrements tracked on the field")
public class Main {
    static final AtomicIntegerFieldUpdater<Main> COUNT =
        AtomicIntegerFieldUpdater.newUpdater(Main.class, "count");

    volatile int count;

    Main() {
        count = 2;
    }

    void countDown() {
        if (COUNT.decrementAndGet(this) == 0) {
            synchronized (this) {
                notifyAll();
            }
        }
    }

    void await() throws InterruptedException {
        synchronized (this) {
            while (count != 0) {
                wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main latch = new Main();
        Thread a = new Thread(latch::countDown);
        Thread b = new Thread(latch::countDown);
        a.start();
        b.start();
        latch.await();
        a.join();
        b.join();
    }
}
