package corpus.values.intpill.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of values.intpill: the producer ends with the sentinel {@code -1} (boxed into the
 * {@code Integer} queue, unboxed by the worker), so the worker ends and main's join returns.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the queue counts the boxed literal -1 apart"
            + " from its other items (PillLiterals), so n == END is decided for a taken item")
public class Main {
    static final int END = -1;

    static void sum(BlockingQueue<Integer> counts) {
        try {
            int total = 0;
            while (true) {
                int n = counts.take();
                if (n == END) {
                    break;
                }
                total += n;
            }
            System.out.println(total);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> counts = new ArrayBlockingQueue<>(2);
        Thread worker = new Thread(() -> sum(counts));
        worker.start();
        for (int i = 1; i <= 4; i++) {
            counts.put(i);
        }
        counts.put(END);
        worker.join();
    }
}
