package corpus.extra.thrownresult.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The gate of {@code thrownresult} left open: {@code tryPass} returns {@code false} (no permit)
 * and never throws, main opens the latch and both threads end. The false return leaves the
 * model's result variant of {@code tryPass} by its exceptional exit, as a throw would; the
 * caller tells them apart by the method's thrown flag, so the handler that skips
 * {@code countDown} is not taken (it was, before the flag: a wrong deadlock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "tryPass returns false without throwing: the false return is not taken for a throw")
public class Main {
    static final CountDownLatch open = new CountDownLatch(1);
    static final Gate gate = new Gate();

    static final class Gate {
        private boolean closed;
        private boolean free;

        void close() {
            closed = true;
        }

        boolean tryPass() {
            if (closed) {
                throw new IllegalStateException("closed");
            }
            return free;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                open.await();
            } catch (InterruptedException e) {
                return;
            }
        }, "worker");
        worker.start();
        try {
            if (!gate.tryPass()) {
                System.out.println("no permit");
            }
            open.countDown();
        } catch (IllegalStateException e) {
            System.out.println("closed");
        }
        worker.join();
    }
}
