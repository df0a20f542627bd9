package corpus.extra.cowrecheck.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CopyOnWriteArrayList;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.cowrecheck: the auditor adds its entries after it leaves the audit lock, so
 * it never waits for the list's lock while it holds the audit lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final Object AUDIT = new Object();

    static final class Entry {
        final int id;
        final boolean audited;

        Entry(int id, boolean audited) {
            this.id = id;
            this.audited = audited;
        }

        @Override
        public boolean equals(Object o) {
            Entry other = (Entry) o;
            if (other.id == 1) {
                pause(100);
            }
            if (other.audited) {
                synchronized (AUDIT) {
                    return other.id == id;
                }
            }
            return other.id == id;
        }

        @Override
        public int hashCode() {
            return id;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CopyOnWriteArrayList<Entry> registry = new CopyOnWriteArrayList<>();
        registry.add(new Entry(1, false));
        Thread registration = new Thread(() -> registry.addIfAbsent(new Entry(2, false)));
        registration.start();
        pause(50);
        synchronized (AUDIT) {
            pause(200);
        }
        registry.add(new Entry(3, true));
        registry.add(new Entry(4, true));
        registration.join();
    }

    static void pause(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
