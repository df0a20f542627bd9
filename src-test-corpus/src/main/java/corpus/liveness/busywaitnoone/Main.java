package corpus.liveness.busywaitnoone;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A busy-wait on a flag that no thread ever sets: main spins forever while a worker finishes.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "ABSTRACTION GAP (deliberate): the loop condition becomes a nondeterministic choice, so"
        + " under fairness the abstraction eventually leaves the loop and terminationFair/livelockFair"
        + " are HOLDS although the real program spins forever; without fairness they match")
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
