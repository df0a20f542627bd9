package corpus.extra.boxloop;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Main locks the box of each slot number in a counted loop ({@code Integer.valueOf(slot)}, a
 * value known per iteration) before it opens the latch; the worker holds the box of slot 1,
 * the same cached object, while it waits for that latch.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the box of a loop index is the JDK's cached box, shared with the worker's")
@SuppressWarnings("synchronization")
public class Main {
    static final CountDownLatch GO = new CountDownLatch(1);
    static int visits;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (Integer.valueOf(1)) {
                try {
                    GO.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        worker.start();
        Thread.sleep(100);
        for (int slot = 0; slot < 3; slot++) {
            synchronized (Integer.valueOf(slot)) {
                visits++;
            }
        }
        GO.countDown();
        worker.join();
    }
}
