package corpus.extra.unheldcatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The worker notifies a monitor it does not hold; the IllegalMonitorStateException is caught,
 * and the handler takes {@code b} then {@code a}, while main takes {@code a} then {@code b}: a
 * lock-order deadlock reached only through the handler. The fixed twin holds the monitor, so
 * the handler never runs.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the deadlock is reached through the handler of the IllegalMonitorStateException")
public class Main {
    static final Object monitor = new Object();
    static final Object a = new Object();
    static final Object b = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                monitor.notify(); // bug: not holding monitor
            } catch (IllegalMonitorStateException e) {
                synchronized (b) {
                    synchronized (a) {
                        count++;
                    }
                }
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
