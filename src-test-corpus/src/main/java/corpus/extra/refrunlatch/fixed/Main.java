package corpus.extra.refrunlatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.refrunlatch: the latch has count 2, one for the thread and one for the task,
 * whose run targets ({@code latch::countDown}) run the latch's model.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: count 2 for two latch::countDown run targets")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(2);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Thread t = new Thread(ready::countDown);
        t.start();
        pool.submit(ready::countDown);
        ready.await();
        pool.shutdown();
        t.join();
    }
}
