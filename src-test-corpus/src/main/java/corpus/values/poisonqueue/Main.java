package corpus.values.poisonqueue;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Two consumers of a blocking queue stop at the poison pill, but the producer sends one pill
 * only: the consumer that does not take it waits in {@code take()} forever, and main's join
 * of it never returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: one pill for two consumers")
public class Main {
    static final Object POISON = new Object();

    static void consume(BlockingQueue<Object> queue) {
        try {
            while (true) {
                Object item = queue.take();
                if (item == POISON) {
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
        queue.put(POISON); // bug: one pill, two consumers
        first.join();
        second.join();
    }
}
