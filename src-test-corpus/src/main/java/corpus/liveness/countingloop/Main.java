package corpus.liveness.countingloop;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * A counting loop that really terminates, next to a worker that takes the same lock. The bound
 * is a field written only with the constant 10, so its value is tracked and the loop condition
 * is exact: every run terminates.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the real verdicts: the bound field is tracked (before value tracking the loop"
        + " condition was nondeterministic and terminated only under fairness)")
public class Main {
    static final Object LOCK = new Object();
    static int total;
    static int rounds = 10;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                total = -total;
            }
        });
        worker.start();
        for (int i = 0; i < rounds; i++) {
            synchronized (LOCK) {
                total += i;
            }
        }
        worker.join();
    }
}
