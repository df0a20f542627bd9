package corpus.extra.subinterrupt;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker thread class interrupted through its own static type: javac names {@code Worker},
 * not {@code Thread}, in the call of {@code w.interrupt()}. The interrupt ends the worker's
 * wait for the gate; its handler then holds the lock while it waits for {@code DONE}, which
 * main counts down only under that lock. Before, such an interrupt was not seen as one and the
 * wait never ended early: a wrong HOLDS.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a deadlock reached only through an interrupt sent via a Thread subclass")
public class Main {
    static final Object LOCK = new Object();
    static final CountDownLatch DONE = new CountDownLatch(1);

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
                synchronized (LOCK) {
                    try {
                        DONE.await(); // bug: waits holding LOCK
                    } catch (InterruptedException again) {
                        return;
                    }
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
