package corpus.extra.polledtermination;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Main shuts the pool down and polls {@code awaitTermination} until it returns true; the
 * second task waits for a latch nobody counts down, so the pool never terminates and the poll
 * times out for ever. No deadlock: main keeps polling.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real hang: a task waits for a latch nobody opens, so awaitTermination never"
            + " returns true")
public class Main {
    static int polls;

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch never = new CountDownLatch(1);
        pool.execute(() -> System.out.println("first"));
        pool.execute(() -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        pool.shutdown();
        while (!pool.awaitTermination(5, TimeUnit.MILLISECONDS)) {
            polls++;
        }
    }
}
