package corpus.extra.streamlistloop.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.streamlistloop: the latch is opened before the join. The for-each over the
 * list the stream collected makes finitely many trips (its source is a finite range, and no
 * code collects into a container of its own choice), so a fair run leaves it; before, the
 * loop could turn for ever and termination was VIOLATED.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: the loop's exit is a"
        + " fair choice, so only unfair runs may turn in it for ever")
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
        go.countDown();
        worker.join();
    }
}
