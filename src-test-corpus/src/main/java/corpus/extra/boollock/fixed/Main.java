package corpus.extra.boollock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.boollock: {@code main} takes the registry before the boxed switch, in the
 * worker's order, whichever box the switch gives.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object REGISTRY = new Object();

    @SuppressWarnings("synchronization")
    public static void main(String[] args) throws InterruptedException {
        boolean enabled = args.length == 0;
        Thread worker = new Thread(() -> {
            synchronized (REGISTRY) {
                synchronized (Boolean.valueOf(enabled)) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (REGISTRY) {
            synchronized (Boolean.TRUE) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
