package corpus.extra.sortedcomparator.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.TreeMap;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.sortedcomparator: the main thread leaves the table's monitor before it takes
 * the index's lock, so the table's monitor is only ever taken inside the index's lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final Object TABLE = new Object();
    static final Object INDEX_LOCK = new Object();

    static int collate(String a, String b) {
        synchronized (TABLE) {
            return a.compareTo(b);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        TreeMap<String, Integer> index = new TreeMap<>(Main::collate);
        index.put("a", 1);
        Thread writer = new Thread(() -> {
            synchronized (INDEX_LOCK) {
                pause();
                index.put("b", 2);
            }
        });
        writer.start();
        synchronized (TABLE) {
            pause();
        }
        synchronized (INDEX_LOCK) {
            index.size();
        }
        writer.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
