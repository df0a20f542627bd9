package corpus.extra.syncpoll;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * The consumer takes from a {@code SynchronousQueue} without a time limit, and main only
 * offers, which fails while the consumer is not waiting yet: the consumer may wait for ever,
 * and main's join with it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "take with an offer that may come too early")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        SynchronousQueue<String> handoff = new SynchronousQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                String first = handoff.take();
                System.out.println(first);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        handoff.offer("event");
        consumer.join();
    }
}
