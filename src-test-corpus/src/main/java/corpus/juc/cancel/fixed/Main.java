package corpus.juc.cancel.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.cancel: {@code cancel(true)} interrupts the running task, whose {@code await}
 * throws {@code InterruptedException} out of the task (the pool catches it); a task cancelled
 * before it starts never runs.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: cancel(true) interrupts")
public class Main {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch never = new CountDownLatch(1);
        Future<?> task = pool.submit(() -> {
            never.await();
            return null;
        });
        task.cancel(true);
        pool.shutdown();
    }
}
