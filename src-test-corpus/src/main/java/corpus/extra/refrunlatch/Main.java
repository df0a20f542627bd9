package corpus.extra.refrunlatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * A thread and a pool task whose run targets are method references to a JDK method the model
 * knows ({@code latch::countDown}): each counts the latch down once, but the latch was made
 * with count 3, so main's {@code await} never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "run targets latch::countDown (a thread and a task); count 3, two count-downs")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(3);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Thread t = new Thread(ready::countDown);
        t.start();
        pool.submit(ready::countDown);
        ready.await();
        pool.shutdown();
        t.join();
    }
}
