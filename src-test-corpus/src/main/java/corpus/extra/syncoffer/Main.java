package corpus.extra.syncoffer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.SynchronousQueue;
import org.petrify.corpus.Expect;

/**
 * An offer on a {@code SynchronousQueue} succeeds only while a taker waits: made before the
 * consumer reaches {@code take}, it returns false and the item is dropped, so the consumer waits
 * forever and main's join with it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "SynchronousQueue.offer result ignored: dropped when no taker waits yet")
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
        handoff.offer("event");
        consumer.join();
    }
}
