package corpus.values.countergate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.countergate: three workers arrive at the three-party gate, the last one
 * wakes main. Verifies only because the int counter is tracked (it is only compared with
 * constants): with the comparisons as nondeterministic choices main could wait after the
 * notification.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: as many workers as parties; exact with the tracked counter")
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
        Thread w3 = new Thread(gate::arrive);
        w1.start();
        w2.start();
        w3.start();
        gate.awaitAll();
    }
}
