package corpus.values.updaterlatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.petrify.corpus.Expect;

/**
 * A count-down latch on a volatile int changed through an AtomicIntegerFieldUpdater: the count
 * starts at three but only two workers count down, so the waiter waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: one count-down too few; exact with the updater tracked")
public class Main {
    static final AtomicIntegerFieldUpdater<Main> COUNT =
        AtomicIntegerFieldUpdater.newUpdater(Main.class, "count");

    volatile int count;

    Main() {
        count = 3;
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
