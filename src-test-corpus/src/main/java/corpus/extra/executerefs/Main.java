package corpus.extra.executerefs;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Two tasks handed to a pool by {@code tasks.forEach(pool::execute)} each count a latch down;
 * main waits for a count of three, which two tasks never reach.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "forEach(pool::execute) over List.of(two tasks) runs two countDowns of a latch"
            + " of three: main waits forever")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch done = new CountDownLatch(3);
        List<Runnable> tasks = List.of(() -> done.countDown(), () -> done.countDown());
        tasks.forEach(pool::execute);
        done.await();
        pool.shutdown();
    }
}
