package corpus.extra.offerretry.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.offerretry: {@code put} only if no offer was taken. The loop's test and the
 * test after the loop read the same local, which keeps the outcome of the last {@code offer}:
 * the model must give both tests that outcome (a free second test would {@code put} after a
 * taken offer: a false deadlock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: retried offer, then put only if no offer was taken")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        SynchronousQueue<String> handoff = new SynchronousQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println(handoff.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        boolean sent = false;
        for (int attempt = 0; attempt < 3 && !sent; attempt++) {
            sent = handoff.offer("event");
            Thread.onSpinWait();
        }
        if (!sent) {
            handoff.put("event");
        }
        consumer.join();
    }
}
