package corpus.extra.sortedcomparator;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.TreeMap;
import org.petrify.corpus.Expect;

/**
 * An index kept in a {@code TreeMap} made with a comparator that reads a collation table under
 * the table's monitor. A writer puts into the index under the index's lock, so the JDK runs
 * the comparator (and takes the table's monitor) inside that lock; the main thread holds the
 * table's monitor and wants the index's lock: a lock-order cycle through the comparator the
 * map keeps, not through any argument of {@code put}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: TreeMap.put runs the stored comparator in the caller")
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
            synchronized (INDEX_LOCK) {
                index.size();
            }
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
