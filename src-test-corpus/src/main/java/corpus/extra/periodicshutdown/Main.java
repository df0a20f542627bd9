package corpus.extra.periodicshutdown;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A heartbeat scheduled at a fixed rate counts down the latch main waits for, but main shuts
 * the scheduler down first: a periodic task whose first run has not started by then is
 * cancelled and never runs, so main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "shutdown before the periodic task's first run cancels it")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        CountDownLatch beats = new CountDownLatch(2);
        scheduler.scheduleAtFixedRate(beats::countDown, 0, 10, TimeUnit.MILLISECONDS);
        scheduler.shutdown();
        beats.await();
    }
}
