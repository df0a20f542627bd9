package corpus.juc.syncsort.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of juc.syncsort: the editor adds to the list after it let go of {@code prefs}. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: no list call under prefs")
public class Main {
    static final Object prefs = new Object();
    static final List<String> names = Collections.synchronizedList(new ArrayList<>(List.of("b", "a")));

    static int compare(String x, String y) {
        synchronized (prefs) {
            return x.compareTo(y);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread sorter = new Thread(() -> names.sort(Main::compare));
        Thread editor = new Thread(() -> {
            String name;
            synchronized (prefs) {
                name = "c";
            }
            names.add(name);
        });
        sorter.start();
        editor.start();
        sorter.join();
        editor.join();
    }
}
