package corpus.values.intpill;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A summing worker takes counts from a bounded queue and stops at the sentinel {@code -1}; the
 * producer ends with {@code 0} instead (the sentinel of an older protocol): the worker waits in
 * {@code take()} forever, and main's join of it never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the producer's end marker is not the worker's sentinel")
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
        counts.put(0); // bug: not the sentinel
        worker.join();
    }
}
