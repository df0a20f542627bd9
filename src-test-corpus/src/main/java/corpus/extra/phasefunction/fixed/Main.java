package corpus.extra.phasefunction.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.phasefunction: {@code advance} goes 0, 1, 3, a function of its argument that
 * the analysis evaluates, so the stage stays tracked and main's wait is decided.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static int phase;
    static final Object LOCK = new Object();

    static int advance(int p) {
        switch (p) {
            case 0:
                return 1;
            case 1:
                return 3;
            default:
                return p;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                synchronized (LOCK) {
                    phase = advance(phase);
                    LOCK.notifyAll();
                }
            }
        });
        worker.start();
        synchronized (LOCK) {
            while (phase != 3) {
                LOCK.wait();
            }
        }
        worker.join();
    }
}
