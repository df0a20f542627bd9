package corpus.values.counterbound;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A correct gate whose int counter goes beyond the default value bound: a worker arrives
 * twelve times and main waits until all twelve arrivals are in. The counter is tracked exactly
 * from 0 to 7 (the default bound of 8 values); from the eighth arrival on it is "some int",
 * so main's test may fail after the last notification and the model reports a deadlock that
 * the program cannot reach, with the IMPRECISE caveat value-bound. With the bound raised to 16
 * (--value-bound 16, Analysis.valueBound(16)) it verifies.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "spurious: the counter exceeds the default value bound (IMPRECISE value-bound); the real program terminates")
public class Main {
    static final int ARRIVALS = 12;
    private int arrived;

    synchronized void arrive() {
        arrived++;
        notifyAll();
    }

    synchronized void awaitAll() throws InterruptedException {
        while (arrived < ARRIVALS) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main gate = new Main();
        Thread worker = new Thread(() -> {
            for (int i = 0; i < ARRIVALS; i++) {
                gate.arrive();
            }
        });
        worker.start();
        gate.awaitAll();
        worker.join();
    }
}
