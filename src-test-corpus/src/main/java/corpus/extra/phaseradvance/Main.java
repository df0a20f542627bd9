package corpus.extra.phaseradvance;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/**
 * A {@code Phaser} subclass whose {@code onAdvance} waits until the coordinator says the round's
 * results are published. The last party to arrive runs {@code onAdvance} in its own thread
 * before the phase advances, so whichever of the two arrives last waits in it for the
 * coordinator, and the coordinator publishes only after its own arrival has returned: the
 * phase never advances.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: onAdvance runs in the last arriving thread before the advance")
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
        round.arriveAndAwaitAdvance();
        PUBLISHED.countDown();
        worker.join();
    }
}
