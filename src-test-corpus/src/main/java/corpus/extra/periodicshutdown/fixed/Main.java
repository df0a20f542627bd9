package corpus.extra.periodicshutdown.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.periodicshutdown: main waits for two beats, then shuts the scheduler down,
 * which stops the periodic task after its current run. The model must repeat the task (two
 * beats from one schedule) and stop it at the shutdown; without fairness over choices the task
 * may run forever before main moves.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: shut down after the beats; unfair runs may spin in the task")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        CountDownLatch beats = new CountDownLatch(2);
        scheduler.scheduleAtFixedRate(() -> beats.countDown(), 0, 10, TimeUnit.MILLISECONDS);
        beats.await();
        scheduler.shutdown();
    }
}
