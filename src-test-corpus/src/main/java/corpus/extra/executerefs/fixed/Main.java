package corpus.extra.executerefs.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.executerefs: the latch counts two, and {@code tasks.forEach(pool::execute)}
 * hands exactly the two tasks over.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: forEach(pool::execute) over List.of(two tasks) hands both tasks"
            + " to the pool, whose countDowns open the latch of two")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch done = new CountDownLatch(2);
        List<Runnable> tasks = List.of(() -> done.countDown(), () -> done.countDown());
        tasks.forEach(pool::execute);
        done.await();
        pool.shutdown();
    }
}
