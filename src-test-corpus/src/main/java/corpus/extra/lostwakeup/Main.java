package corpus.extra.lostwakeup;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A lost wake-up: the worker may notify before main waits; the notification is lost and main
 * waits forever (wait/notify without a condition).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "assumes wait is modelled without spurious wake-ups, as its specification allows but rarely happens")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Object signal = new Object();
        Thread worker = new Thread(() -> {
            synchronized (signal) {
                signal.notify();
            }
        });
        worker.start();
        synchronized (signal) {
            signal.wait();
        }
    }
}
