package corpus.extra.sbrender.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.sbrender: the logging thread renders the value before it appends the text. The
 * value's {@code toString} is the buffer's own (its monitor around JDK code only) or the
 * entry's (the registry's lock, with no buffer held), and its {@code equals} is the entry's
 * or {@code Object}'s, which takes no monitor of the buffer: no cycle is left.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
                String text = last.toString();
                LOG.append(text);
            }
        });
        logger.start();
        synchronized (REGISTRY) {
            LOG.append('x');
        }
        logger.join();
    }
}
