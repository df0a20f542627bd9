package corpus.extra.viewdelegate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.AbstractList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.viewdelegate: the writer updates the report after leaving the journal's
 * monitor, so the journal's monitor is only ever taken inside the report lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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

        void append() {
            synchronized (this) {
                n++;
            }
            synchronized (REPORT) {
                REPORT.hashCode();
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
