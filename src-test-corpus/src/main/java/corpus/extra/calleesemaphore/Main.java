package corpus.extra.calleesemaphore;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/**
 * The worker's store() takes the only permit and writes a slot past the end of the array; the
 * ArrayIndexOutOfBoundsException skips the release and is caught by the worker's catch
 * (Exception), so main blocks in acquire() for a permit that is never returned.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Semaphore permit = new Semaphore(1);
    static final int[] slots = new int[2];
    static int next = 2;

    static void store(int value) {
        permit.acquireUninterruptibly();
        slots[next] = value;
        permit.release();
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
