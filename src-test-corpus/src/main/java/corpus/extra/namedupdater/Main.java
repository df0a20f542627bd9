package corpus.extra.namedupdater;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.petrify.corpus.Expect;

/**
 * Lost wake-up next to a field updater: the helper counts through an updater of field
 * {@code hits} and notifies without setting {@code done}, so main, which waits while
 * {@code done} is false, may wait after the only notification and never wake. The updater
 * names {@code hits} only, so {@code done} is still a tracked value.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
