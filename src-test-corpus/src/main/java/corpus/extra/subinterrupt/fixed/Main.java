package corpus.extra.subinterrupt.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.subinterrupt: the interrupted worker waits for {@code DONE} before it takes
 * the lock, so main can always count it down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; the interrupted worker waits without the lock")
public class Main {
    static final Object LOCK = new Object();
    static final CountDownLatch DONE = new CountDownLatch(1);
    static int seen;

    static final class Worker extends Thread {
        private final CountDownLatch gate;

        Worker(CountDownLatch gate) {
            this.gate = gate;
        }

        @Override
        public void run() {
            try {
                gate.await();
            } catch (InterruptedException e) {
                try {
                    DONE.await();
                } catch (InterruptedException again) {
                    return;
                }
                synchronized (LOCK) {
                    seen++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch gate = new CountDownLatch(1);
        Worker w = new Worker(gate);
        w.start();
        w.interrupt();
        synchronized (LOCK) {
            DONE.countDown();
        }
        gate.countDown();
        w.join();
    }
}
