package corpus.values.counterbound.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.counterbound with six arrivals instead of twelve: the counter stays within
 * the default value bound (0 to 7), so every test of it is exact and the gate verifies.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "twin within the value bound: exact, no caveat value-bound")
public class Main {
    static final int ARRIVALS = 6;
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
