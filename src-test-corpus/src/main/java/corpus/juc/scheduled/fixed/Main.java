package corpus.juc.scheduled.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/** Twin of juc.scheduled: main awaits the latch without holding {@code state}. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: await outside the lock")
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
        started.await();
        synchronized (state) {
            System.out.println("started");
        }
        timer.shutdown();
    }
}
