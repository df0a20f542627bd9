package corpus.extra.waitzero;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A result slot whose {@code get(timeoutMillis)} waits at most that long, where zero, as in
 * {@code Object.wait(0)}, means no limit. The worker publishes the result holding the slot's
 * monitor but notifies another object, so main, asking with no limit, waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: wait(0) has no timeout, and the notification goes to another monitor")
public class Main {
    static final class Slot {
        private final Object other = new Object();
        private String value;

        synchronized String get(long timeoutMillis) throws InterruptedException {
            while (value == null) {
                wait(timeoutMillis);
            }
            return value;
        }

        void set(String v) {
            synchronized (this) {
                value = v;
            }
            synchronized (other) {
                other.notifyAll(); // bug: nobody waits on this monitor
            }
        }
    }

    static final long NO_LIMIT = 0;

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Slot slot = new Slot();
        Thread worker = new Thread(() -> {
            pause(); // main is waiting by now
            slot.set("done");
        });
        worker.start();
        System.out.println(slot.get(NO_LIMIT));
        worker.join();
    }
}
