package corpus.extra.namedupdater.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.namedupdater: the helper sets {@code done} before it notifies, under the lock
 * main waits on. HOLDS only if {@code done} is tracked: the field updater of {@code hits}
 * writes that field alone, so it no longer makes every field of the program untracked.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final AtomicIntegerFieldUpdater<Main> HITS =
            AtomicIntegerFieldUpdater.newUpdater(Main.class, "hits");
    static final Object LOCK = new Object();

    volatile int hits;
    boolean done;

    public static void main(String[] args) throws InterruptedException {
        final Main m = new Main();
        Thread helper = new Thread(() -> {
            HITS.incrementAndGet(m);
            synchronized (LOCK) {
                m.done = true;
                LOCK.notifyAll();
            }
        });
        helper.start();
        synchronized (LOCK) {
            while (!m.done) {
                LOCK.wait();
            }
        }
        helper.join();
    }
}
