package corpus.jada.maynothappeninparallel;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Correct: the two opposite nestings run in threads whose lifetimes do not overlap, because main
 * joins the first thread before it starts the second.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA MayNotHappenInParallel")
public class Main {
    static int n;

    public static void main(String[] args) throws InterruptedException {
        Object a = new Object();
        Object b = new Object();
        Thread first = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    n++;
                }
            }
        });
        Thread second = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    n--;
                }
            }
        });
        first.start();
        first.join();
        second.start();
    }
}
