package corpus.extra.trypermit;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;

import org.petrify.corpus.Expect;

/**
 * A bulkhead whose permits come from a configuration object (a builder's field, not a
 * constant): the worker only tries the gate, and counts the latch down only when it got in.
 * Configured with no permits, its try is refused and main waits for the latch for ever.
 * Before, permits that are not a constant were taken as 1 (INCONCLUSIVE, an UNSOUND
 * {@code semaphore} caveat over a model that holds); now a semaphore no thread blocks on has
 * nondeterministic tries.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the latch is counted down only on the granted path; zero permits configured")
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
            if (gate.tryAcquire()) {
                try {
                    done.countDown(); // bug: a refused worker never counts down
                } finally {
                    gate.release();
                }
            }
        }, "worker");
        worker.start();
        done.await();
        worker.join();
    }
}
