package corpus.extra.leafbuffer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Two threads share a {@code StringBuffer} log and a lazily initialised class, whose monitors
 * are leaf locks (their critical sections never block), and take two locks in opposite
 * orders, the latches making both take their first lock before either takes its second: the
 * cycle must still be found when the leaf locks are dropped from the deadlock skeleton.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each thread holds one lock and waits for the other's")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final StringBuffer LOG = new StringBuffer();
    static final CountDownLatch FIRST_A = new CountDownLatch(1);
    static final CountDownLatch FIRST_B = new CountDownLatch(1);

    static final class Names {
        static final String WORKER = "worker";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                LOG.append(Names.WORKER).append(" has A");
                FIRST_A.countDown();
                await(FIRST_B);
                synchronized (B) {
                    LOG.append(" and B");
                }
            }
        });
        worker.start();
        synchronized (B) {
            LOG.append("main has B");
            FIRST_B.countDown();
            await(FIRST_A);
            synchronized (A) {
                LOG.append(Names.WORKER.length());
            }
        }
        worker.join();
        System.out.println(LOG);
    }

    static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
