package corpus.juc.callerruns.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.callerruns: the indexer takes {@code stats} before {@code index}, the order the
 * reporter's filter takes them in; the reporter also visits the counts with
 * {@code Map.forEach} and {@code Optional.ifPresent}, both in its own thread.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: one lock order; the library's loops over the functions are"
            + " nondeterministic loops, left under fairness")
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
        synchronized (index) {
            return x + y;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reporter = new Thread(() -> {
            synchronized (stats) {
                long n = items.stream().filter(Main::indexed).map(String::toUpperCase).count();
                counts.forEach((k, v) -> indexed(k));
                items.stream().findFirst().ifPresent(Main::indexed);
                System.out.println(n);
            }
        });
        Thread indexer = new Thread(() -> {
            synchronized (stats) {
                counts.merge("a", 1, Main::add);
            }
        });
        reporter.start();
        indexer.start();
        reporter.join();
        indexer.join();
    }
}
