package corpus.extra.castpill;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * The consumer casts every item to String and stops on the empty string; the producer ends
 * with an Integer marker instead. The cast of the marker throws a ClassCastException into the
 * consumer's handler, which goes on taking: the consumer waits forever and main joins it
 * forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
    static int handled;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            while (true) {
                try {
                    String item = (String) queue.take();
                    if (item.isEmpty()) {
                        return;
                    }
                    handled++;
                } catch (InterruptedException e) {
                    return;
                } catch (RuntimeException e) {
                    System.out.println("bad item " + e);
                }
            }
        });
        consumer.start();
        queue.put("job");
        queue.put(0);
        consumer.join();
    }
}
