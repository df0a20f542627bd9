package corpus.extra.cowrecheck;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CopyOnWriteArrayList;
import org.petrify.corpus.Expect;

/**
 * {@code CopyOnWriteArrayList.addIfAbsent} searches a snapshot without the list's lock, then
 * takes the lock and, when the array changed meanwhile, runs {@code equals} again on the new
 * elements while it holds it. A registry's entries compare under the audit lock when the
 * other entry is a "audited" one; the auditor adds such an entry and then a second one, both
 * under the audit lock. If the registration's snapshot misses the first audited entry, its
 * re-check under the list's lock waits for the audit lock, and the auditor's second add waits
 * for the list's lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang (timing-dependent): the re-check runs equals under the list's lock")
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
            registry.add(new Entry(3, true));
            pause(200);
            registry.add(new Entry(4, true));
        }
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
