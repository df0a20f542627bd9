package corpus.extra.threadexit;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A thread's end takes its own monitor (to notify its joiners): the helper holds the worker's
 * monitor and waits for GATE, main holds GATE and waits on the worker's monitor while the
 * worker is alive: the worker cannot end.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object GATE = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println("work"));
        Thread helper = new Thread(() -> {
            synchronized (worker) {
                synchronized (GATE) {
                    System.out.println("help");
                }
            }
        });
        synchronized (GATE) {
            worker.start();
            helper.start();
            synchronized (worker) {
                while (worker.isAlive()) {
                    worker.wait();
                }
            }
        }
        helper.join();
    }
}
