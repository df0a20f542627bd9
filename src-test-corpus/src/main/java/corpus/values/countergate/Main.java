package corpus.values.countergate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A hand-written gate: each worker increments an int counter under the monitor and the one
 * that reaches {@code PARTIES} wakes the waiters, who wait while the counter is smaller. The
 * gate is built for three parties but only two workers are started, so main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: three parties expected, two arrive")
public class Main {
    static final int PARTIES = 3;
    private int arrived;

    synchronized void arrive() {
        arrived++;
        if (arrived == PARTIES) {
            notifyAll();
        }
    }

    synchronized void awaitAll() throws InterruptedException {
        while (arrived < PARTIES) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main gate = new Main();
        Thread w1 = new Thread(gate::arrive);
        Thread w2 = new Thread(gate::arrive);
        w1.start();
        w2.start();
        gate.awaitAll();
    }
}
