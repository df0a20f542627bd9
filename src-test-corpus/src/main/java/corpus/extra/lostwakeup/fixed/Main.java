package corpus.extra.lostwakeup.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.lostwakeup: main starts the worker while holding the monitor, so the worker can
 * only notify after main's wait has released it; the notification cannot be lost.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: start under the monitor")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Object signal = new Object();
        Thread worker = new Thread(() -> {
            synchronized (signal) {
                signal.notify();
            }
        });
        synchronized (signal) {
            worker.start();
            signal.wait();
        }
    }
}
