package corpus.extra.exitwaiter.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.exitwaiter: main ends the JVM with {@code System.exit} after its work, so the
 * listener still waiting does not keep it alive.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because System.exit ends the JVM in the model (a"
            + " state after it is no deadlock, a run that reaches it has terminated)")
public class Main {
    public static void main(String[] args) {
        CountDownLatch shutdown = new CountDownLatch(1);
        Thread listener = new Thread(() -> {
            try {
                shutdown.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "listener");
        listener.start();
        System.out.println("work done");
        System.exit(0);
    }
}
