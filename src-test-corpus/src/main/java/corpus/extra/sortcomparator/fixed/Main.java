package corpus.extra.sortcomparator.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.sortcomparator: {@code main} sorts a copy of the ranking after it releases the
 * table's lock, so the comparator's lock on the scores is never taken under the table's.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: the sort, and so the comparator, runs outside TABLE; the JDK may"
            + " call the comparator any number of times (a loop left by choice)")
public class Main {
    static final Object TABLE = new Object();
    static final Object SCORES = new Object();

    static int score(String name) {
        synchronized (SCORES) {
            return name.length();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread updater = new Thread(() -> {
            synchronized (SCORES) {
                pause();
                synchronized (TABLE) {
                    System.out.println("updated");
                }
            }
        }, "updater");
        updater.start();
        String[] ranking = {"carol", "bob", "alice"};
        String[] copy;
        synchronized (TABLE) {
            pause();
            copy = ranking.clone();
        }
        Arrays.sort(copy, (a, b) -> score(a) - score(b));
        System.out.println(Arrays.toString(copy));
        updater.join();
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
