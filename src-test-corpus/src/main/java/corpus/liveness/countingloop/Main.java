package corpus.liveness.countingloop;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A counting loop that really terminates, next to a worker that takes the same lock: in the
 * abstraction the loop condition is nondeterministic, so the loop terminates only under fairness.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "path-insensitive loop: terminates in reality, in the abstraction only under fairness")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                total = -total;
            }
        });
        worker.start();
        for (int i = 0; i < 10; i++) {
            synchronized (LOCK) {
                total += i;
            }
        }
        worker.join();
    }
}
