package corpus.extra.boxloop.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.boxloop: the worker holds the box of 5, which no iteration of main's loop
 * (slots 0 to 2) locks. Each iteration's {@code Integer.valueOf(slot)} is the cached box of its
 * known value, one lock per value (it was the unknown lock: INCONCLUSIVE).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the worker's box is one no iteration locks")
@SuppressWarnings("synchronization")
public class Main {
    static final CountDownLatch GO = new CountDownLatch(1);
    static int visits;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (Integer.valueOf(5)) {
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
