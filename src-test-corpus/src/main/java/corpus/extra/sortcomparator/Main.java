package corpus.extra.sortcomparator;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * A ranking sorted with {@code Arrays.sort(T[], Comparator)} while {@code main} holds the
 * table's lock; the comparator reads the scores under the scores' lock. The updater takes the
 * scores' lock and then the table's: a lock-order deadlock through a comparator that the JDK
 * runs in the caller (before, the static sort registered no call-back and the verdict was a
 * silent HOLDS).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "main holds TABLE while the comparator takes SCORES; the updater takes SCORES, then"
            + " TABLE; the JDK may call the comparator any number of times (a loop left by choice)")
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
        synchronized (TABLE) {
            pause();
            Arrays.sort(ranking, (a, b) -> score(a) - score(b));
        }
        System.out.println(Arrays.toString(ranking));
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
