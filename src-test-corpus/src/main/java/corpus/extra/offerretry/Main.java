package corpus.extra.offerretry;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * The producer retries {@code offer} a few times, then falls back to {@code put} without
 * looking whether an offer was taken: when one was, the consumer (which takes once) is gone and
 * the {@code put} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "retried offer, then an unconditional put: the item is sent twice")
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
        System.out.println(sent);
        handoff.put("event");
        consumer.join();
    }
}
