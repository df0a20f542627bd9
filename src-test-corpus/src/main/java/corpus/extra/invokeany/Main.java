package corpus.extra.invokeany;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * {@code invokeAny} returns as soon as the quick task has a result; the slow one runs on
 * (a busy wait ignores the cancellation's interrupt), holding {@code b} and wanting {@code a},
 * while main, after the call, holds {@code a} and wants {@code b}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a loser of invokeAny still runs after the call: lock-order deadlock with main;"
            + " the busy waits are data-dependent loops (livelock without fairness)")
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
        synchronized (a) {
            spin(100);
            synchronized (b) {
                System.out.println("done");
            }
        }
        pool.shutdown();
    }
}
