package corpus.juc.scheduled;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * {@code ScheduledExecutorService.schedule}: main holds {@code state} while it awaits a latch
 * that the delayed task counts down inside {@code synchronized (state)}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object state = new Object();

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        ScheduledExecutorService timer = Executors.newScheduledThreadPool(1);
        timer.schedule(() -> {
            synchronized (state) {
                started.countDown();
            }
        }, 10, TimeUnit.MILLISECONDS);
        synchronized (state) {
            started.await(); // bug: waits while holding what the task needs
        }
        timer.shutdown();
    }
}
