package corpus.extra.invokeany.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.invokeany: main takes {@code b} before {@code a}, the order of the slow task
 * that may still run after {@code invokeAny} returned.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: one lock order; the busy waits are data-dependent loops, left"
            + " under fairness")
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();

    static void spin(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Callable<Integer> quick = () -> {
            spin(20);
            return 1;
        };
        Callable<Integer> slow = () -> {
            synchronized (b) {
                spin(200);
                synchronized (a) {
                    return 2;
                }
            }
        };
        System.out.println(pool.invokeAny(List.of(quick, slow)));
        synchronized (b) {
            spin(100);
            synchronized (a) {
                System.out.println("done");
            }
        }
        pool.shutdown();
    }
}
