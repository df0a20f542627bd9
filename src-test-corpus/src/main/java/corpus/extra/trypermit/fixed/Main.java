package corpus.extra.trypermit.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.trypermit: the worker counts the latch down whether its try was granted or
 * refused. INCONCLUSIVE before (permits that are not a constant were taken as 1, UNSOUND).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; the latch is counted down on both paths")
public class Main {
    static final class Limits {
        final int permits;

        private Limits(Builder b) {
            this.permits = b.permits;
        }

        static final class Builder {
            int permits = 25;

            Builder permits(int p) {
                this.permits = p;
                return this;
            }

            Limits build() {
                return new Limits(this);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Limits limits = new Limits.Builder().permits(0).build();
        Semaphore gate = new Semaphore(limits.permits);
        CountDownLatch done = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                if (gate.tryAcquire()) {
                    gate.release();
                }
            } finally {
                done.countDown();
            }
        }, "worker");
        worker.start();
        done.await();
        worker.join();
    }
}
