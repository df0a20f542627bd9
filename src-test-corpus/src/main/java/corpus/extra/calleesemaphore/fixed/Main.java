package corpus.extra.calleesemaphore.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.calleesemaphore: store() returns the permit in a finally block, so main
 * gets it whether or not the store fails.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Semaphore permit = new Semaphore(1);
    static final int[] slots = new int[2];
    static int next = 2;

    static void store(int value) {
        permit.acquireUninterruptibly();
        try {
            slots[next] = value;
        } finally {
            permit.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                store(7);
            } catch (Exception e) {
                System.out.println("store failed");
            }
        });
        worker.start();
        worker.join();
        permit.acquireUninterruptibly();
    }
}
