package corpus.extra.threadexit.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.threadexit: the helper releases the worker's monitor before it takes GATE;
 * the worker's end notifies main. (A false VIOLATED before: the end notified no one.)
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object GATE = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println("work"));
        Thread helper = new Thread(() -> {
            synchronized (worker) {
                System.out.println("help");
            }
            synchronized (GATE) {
                System.out.println("done");
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
