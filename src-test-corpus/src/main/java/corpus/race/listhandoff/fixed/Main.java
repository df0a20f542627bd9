package corpus.race.listhandoff.fixed;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.ExpectRaces;

/**
 * Twin of race.listhandoff: the record is handed over through a BlockingQueue. Putting it in
 * happens-before taking it out, so the producer's write of the field is ordered before the
 * consumer's accesses, and the queue synchronises its own state.
 */
@ExpectRaces(value = {}, source = "hand-off through a BlockingQueue (corrected)")
public class Main {
    static final BlockingQueue<Item> SHARED = new LinkedBlockingQueue<>();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Item item = new Item();
            item.value = 42;
            SHARED.add(item);
        });
        Thread consumer = new Thread(() -> {
            try {
                Item item = SHARED.take();
                item.value = item.value + 1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }

    static final class Item {
        int value;
    }
}
