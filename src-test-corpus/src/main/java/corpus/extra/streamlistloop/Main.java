package corpus.extra.streamlistloop;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Main sums a list collected from a stream under a lock the worker also takes, then joins the
 * worker, and only then opens the latch the worker waits for: both wait for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real hang; without fairness the loop over the collected list may spin for ever"
                + " before main reaches the join (a livelock of the model that fairness removes)")
public class Main {
    static final Object LOCK = new Object();
    static int sum;

    public static void main(String[] args) throws InterruptedException {
        List<Integer> xs = IntStream.range(0, 3).boxed().toList();
        CountDownLatch go = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                go.await();
            } catch (InterruptedException e) {
                return;
            }
            synchronized (LOCK) {
                sum++;
            }
        });
        worker.start();
        for (Integer x : xs) {
            synchronized (LOCK) {
                sum += x;
            }
        }
        worker.join(); // bug: the worker waits for the latch opened below
        go.countDown();
    }
}
