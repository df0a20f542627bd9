package corpus.liveness.busywaitnoone;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A busy-wait on a flag that no thread ever sets: main spins forever while a worker finishes,
 * however fairly the threads are scheduled.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "the real verdicts: the volatile flag is tracked, so the loop condition is exact and"
        + " main spins forever under fairness too (before value tracking the condition was a"
        + " nondeterministic choice and the fair verdicts were HOLDS)")
public class Main {
    static volatile boolean ready;
    static int work;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> work++);
        worker.start();
        while (!ready) {
            Thread.onSpinWait();
        }
    }
}
