package corpus.extra.viewdelegate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A read-only view ({@code Collections.unmodifiableList}) over a journal whose {@code size()}
 * is synchronized on the journal; a reporter asks the view's size holding the report lock, and
 * the writer holds the journal's monitor and then takes the report lock: a lock-order cycle
 * through the method the view forwards to.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the view's size() calls the journal's synchronized size()")
public class Main {
    static final class Journal extends AbstractList<String> {
        private int n;

        @Override
        public synchronized String get(int i) {
            return "entry";
        }

        @Override
        public synchronized int size() {
            return n;
        }

        synchronized void append() {
            n++;
            pause();
            synchronized (REPORT) {
                n++;
            }
        }
    }

    static final Object REPORT = new Object();

    public static void main(String[] args) throws InterruptedException {
        Journal journal = new Journal();
        List<String> view = Collections.unmodifiableList(journal);
        Thread reporter = new Thread(() -> {
            synchronized (REPORT) {
                pause();
                view.size();
            }
        });
        reporter.start();
        journal.append();
        reporter.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
