package corpus.extra.waitzero.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.waitzero: the worker notifies the slot's own monitor, so main's unlimited
 * {@code wait(0)} ends once the result is there.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final class Slot {
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
                notifyAll();
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
