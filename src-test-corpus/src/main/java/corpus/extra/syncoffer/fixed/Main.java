package corpus.extra.syncoffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.syncoffer: a refused offer (no taker waiting yet) falls back to {@code put},
 * which waits for the consumer; an offer with no taker never blocks (the logger thread's queue
 * is offered to with nobody taking).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: offer, else put; a lone offer returns false at once")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        SynchronousQueue<String> handoff = new SynchronousQueue<>();
        SynchronousQueue<String> unused = new SynchronousQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println(handoff.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        if (!handoff.offer("event")) {
            handoff.put("event");
        }
        boolean dropped = !unused.offer("log");
        consumer.join();
        System.out.println(dropped);
    }
}
