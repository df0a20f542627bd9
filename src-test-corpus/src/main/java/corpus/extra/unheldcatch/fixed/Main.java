package corpus.extra.unheldcatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** Fixed twin of {@code corpus.extra.unheldcatch}: the worker notifies holding the monitor. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object monitor = new Object();
    static final Object a = new Object();
    static final Object b = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (monitor) {
                monitor.notify();
            }
        });
        worker.start();
        synchronized (a) {
            synchronized (b) {
                count++;
            }
        }
        worker.join();
    }
}
