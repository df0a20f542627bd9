package corpus.extra.phaseradvance.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.phaseradvance: the coordinator publishes before it arrives, so {@code
 * onAdvance}, run by the last party, finds the latch open; it returns true, which terminates
 * the phaser, and a later arrival returns at once.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch PUBLISHED = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Phaser round = new Phaser(2) {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                try {
                    PUBLISHED.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return true;
            }
        };
        Thread worker = new Thread(round::arriveAndAwaitAdvance);
        worker.start();
        PUBLISHED.countDown();
        round.arriveAndAwaitAdvance();
        round.arriveAndAwaitAdvance();
        worker.join();
    }
}
