package corpus.extra.parallelstream;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Main holds {@code totals} while a parallel stream adds up the orders, and the function takes
 * {@code totals} too: main runs its share of the elements (re-entering the monitor), a
 * common-pool worker blocks on the monitor main holds, and main waits for that worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a worker of the common pool waits for the caller's monitor; the stream's loops"
            + " are nondeterministic loops (livelock without fairness)")
public class Main {
    static final Object totals = new Object();
    static long sum;

    public static void main(String[] args) {
        List<Integer> orders = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            orders.add(i);
        }
        synchronized (totals) {
            orders.parallelStream().forEach(o -> {
                synchronized (totals) {
                    sum += o;
                }
            });
        }
        System.out.println(sum);
    }
}
