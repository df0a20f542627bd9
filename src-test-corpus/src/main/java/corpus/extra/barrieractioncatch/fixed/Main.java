package corpus.extra.barrieractioncatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.barrieractioncatch: the party leaves the lock before it waits at the barrier.
 * Its {@code catch (Exception)} cannot be reached: nothing interrupts or resets the barrier, and
 * the action cannot throw.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object LOG = new Object();

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2, () -> {
            synchronized (LOG) {
                System.out.println("phase done");
            }
        });
        Thread party = new Thread(() -> {
            synchronized (LOG) {
                System.out.println("party ready");
            }
            try {
                barrier.await();
            } catch (Exception e) {
                System.out.println("broken");
            }
        });
        party.start();
        barrier.await();
        party.join();
    }
}
