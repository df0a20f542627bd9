package corpus.values.poisonqueue.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of values.poisonqueue: a consumer that takes the pill puts it back for the next one
 * before it ends, so every consumer sees it; main's joins return.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because the queue counts the named singleton POISON"
            + " apart from its other items, so item == POISON is decided for a taken item and"
            + " the pill put back is the pill")
public class Main {
    static final Object POISON = new Object();

    static void consume(BlockingQueue<Object> queue) {
        try {
            while (true) {
                Object item = queue.take();
                if (item == POISON) {
                    queue.put(item); // the pill goes on to the next consumer
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
        Thread first = new Thread(() -> consume(queue));
        Thread second = new Thread(() -> consume(queue));
        first.start();
        second.start();
        queue.put("a");
        queue.put("b");
        queue.put(POISON);
        first.join();
        second.join();
    }
}
