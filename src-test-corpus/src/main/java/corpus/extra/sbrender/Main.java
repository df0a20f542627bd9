package corpus.extra.sbrender;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A logging thread appends the last value to a shared {@code StringBuffer}; the value may be
 * the buffer itself or an entry whose {@code toString} takes the registry's lock. {@code
 * StringBuffer.append(Object)} renders its argument under the buffer's monitor, and the main
 * thread appends to the buffer while it holds the registry's lock: a cycle through the buffer.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: append(Object) calls the entry's toString under the buffer's lock")
public class Main {
    static final Object REGISTRY = new Object();
    static final StringBuffer LOG = new StringBuffer();

    static final class Entry {
        @Override
        public String toString() {
            synchronized (REGISTRY) {
                return "entry";
            }
        }

        @Override
        public boolean equals(Object other) {
            synchronized (REGISTRY) {
                return other == this;
            }
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Entry entry = new Entry();
        Object last = args.length > 0 ? LOG : entry;
        Thread logger = new Thread(() -> {
            if (last.equals(entry)) {
                LOG.append(last);
            }
        });
        logger.start();
        synchronized (REGISTRY) {
            LOG.append('x');
        }
        logger.join();
    }
}
