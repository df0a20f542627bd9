package corpus.extra.barrieractioncatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * The barrier's action logs under a lock that one party holds while it waits at the barrier:
 * if the other party trips the barrier, it runs the action and waits for that lock, while the
 * holder waits for the barrier to open.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the barrier action needs a lock a waiting party holds")
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
                try {
                    barrier.await();
                } catch (Exception e) {
                    System.out.println("broken");
                }
            }
        });
        party.start();
        barrier.await();
        party.join();
    }
}
