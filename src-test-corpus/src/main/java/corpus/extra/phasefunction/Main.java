package corpus.extra.phasefunction;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An int stage advanced by a static function, {@code phase = advance(phase)}, twice by a worker
 * under a lock, while main waits for stage 3. Here {@code advance} goes 0, 1, 2: stage 3
 * never comes and main waits after the last notification.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: advance() never reaches 3, main waits forever")
public class Main {
    static int phase;
    static final Object LOCK = new Object();

    static int advance(int p) {
        switch (p) {
            case 0:
                return 1;
            case 1:
                return 2;
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
