package corpus.extra.exitwaiter;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A listener thread waits for a shutdown signal that main never gives: main returns after its
 * work, and the listener, a non-daemon thread, keeps the JVM alive for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: a non-daemon thread waits for a signal nobody gives")
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
        System.out.println("work done"); // bug: neither shutdown.countDown() nor System.exit
    }
}
