package corpus.juc.callerruns;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Functions handed to the library run in the caller: the reporter streams the items holding
 * {@code stats} and its filter takes {@code index}; the indexer merges a count holding
 * {@code index} and its merge function takes {@code stats}. Lock-order inversion across two
 * library call-backs: deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "the stream filter and the merge function run in their callers' threads, holding their locks")
public class Main {
    static final Object stats = new Object();
    static final Object index = new Object();
    static final List<String> items = List.of("a", "b", "c");
    static final Map<String, Integer> counts = new HashMap<>();

    static boolean indexed(String item) {
        synchronized (index) {
            return !item.isEmpty();
        }
    }

    static int add(int x, int y) {
        synchronized (stats) {
            return x + y;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reporter = new Thread(() -> {
            synchronized (stats) {
                long n = items.stream().filter(Main::indexed).map(String::toUpperCase).count();
                System.out.println(n);
            }
        });
        Thread indexer = new Thread(() -> {
            synchronized (index) {
                counts.merge("a", 1, Main::add);
            }
        });
        reporter.start();
        indexer.start();
        reporter.join();
        indexer.join();
    }
}
