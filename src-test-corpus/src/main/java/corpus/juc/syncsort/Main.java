package corpus.juc.syncsort;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * {@code Collections.synchronizedList(...).sort(comparator)} runs the comparator while it holds
 * the list's mutex; the comparator locks {@code prefs}, which the editor holds while it adds to
 * the list: a lock-order deadlock through a function argument of a synchronized collection.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object prefs = new Object();
    static final List<String> names = Collections.synchronizedList(new ArrayList<>(List.of("b", "a")));

    static int compare(String x, String y) {
        synchronized (prefs) { // bug: the comparator runs under the list's mutex
            return x.compareTo(y);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread sorter = new Thread(() -> names.sort(Main::compare));
        Thread editor = new Thread(() -> {
            synchronized (prefs) {
                names.add("c");
            }
        });
        sorter.start();
        editor.start();
        sorter.join();
        editor.join();
    }
}
