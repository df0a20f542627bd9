package corpus.extra.parallelstream.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.parallelstream: main takes {@code totals} only after the parallel stream has
 * ended, so the workers' function gets the monitor; a parallel {@code IntStream} reduces with
 * a function that takes no lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: the caller holds nothing while the workers run; the stream's"
            + " loops are nondeterministic loops, left under fairness")
public class Main {
    static final Object totals = new Object();
    static long sum;

    public static void main(String[] args) {
        List<Integer> orders = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            orders.add(i);
        }
        orders.parallelStream().forEach(o -> {
            synchronized (totals) {
                sum += o;
            }
        });
        int squares = IntStream.range(0, 100).parallel().map(i -> i * i).sum();
        synchronized (totals) {
            System.out.println(sum + squares);
        }
    }
}
