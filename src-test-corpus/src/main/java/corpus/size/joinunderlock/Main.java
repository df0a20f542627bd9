package corpus.size.joinunderlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Main joins a worker while holding the lock the worker needs. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size JoinUnderLock")
public class Main {
    static final Object LOCK = new Object();
    static int state;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                state++;
            }
        });
        synchronized (LOCK) {
            worker.start();
            worker.join();
        }
    }
}
