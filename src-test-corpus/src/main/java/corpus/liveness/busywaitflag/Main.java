package corpus.liveness.busywaitflag;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Terminates only under fairness: main busy-waits until a worker sets a volatile flag. An unfair
 * scheduler may run main's loop forever; a fair one lets the worker set the flag.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "without fairness the spin loop (a nondeterministic loop in the abstraction) can run forever")
public class Main {
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> ready = true);
        worker.start();
        while (!ready) {
            Thread.onSpinWait();
        }
        worker.join();
    }
}
