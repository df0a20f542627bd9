package corpus.extra.thrownresult;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A gate's {@code tryPass} returns whether a permit is free and throws once the gate is closed.
 * Main opens the worker's latch after {@code tryPass} returns, and gives up in its handler when
 * it throws. Main closes the gate first: {@code tryPass} throws, the latch stays closed, the
 * worker waits forever and main waits for the worker (hangs on the JVM too).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "tryPass throws, so the handler that skips countDown runs")
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
        gate.close();
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
