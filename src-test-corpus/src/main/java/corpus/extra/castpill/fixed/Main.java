package corpus.extra.castpill.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.castpill: the queue holds only strings, so the cast javac writes after the
 * erased take() cannot fail (SafeCasts) and no ClassCastException route eats the end marker;
 * the consumer stops on the empty string.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    static int handled;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            while (true) {
                try {
                    String item = queue.take();
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
        queue.put("");
        consumer.join();
    }
}
