package corpus.race.listhandoff;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.ExpectRaces;

/**
 * A producer fills in a record and hands it over through a plain ArrayList, without
 * synchronisation; the consumer takes it out and updates it. Nothing orders the producer's
 * write of the field before the consumer's accesses, and the list itself is read and changed
 * by both threads (its size and array are plain fields).
 */
@ExpectRaces(value = {
        "ArrayList.$state: write@Main.java:33 / read@Main.java:36",
        "ArrayList.$state: write@Main.java:33 / read@Main.java:37",
        "Main.Item.value: write@Main.java:32 / read@Main.java:38",
        "Main.Item.value: write@Main.java:32 / write@Main.java:38"},
        notInRuns = {
            "ArrayList.$state: write@Main.java:33 / read@Main.java:36",
            "ArrayList.$state: write@Main.java:33 / read@Main.java:37",
            "Main.Item.value: write@Main.java:32 / read@Main.java:38",
            "Main.Item.value: write@Main.java:32 / write@Main.java:38"},
        source = "hand-off through an unsynchronised collection (buffered writer)",
        note = "the list's state is accessed inside the JDK (unseen by the agent), and the"
                + " consumer usually runs before the producer added anything")
public class Main {
    static final List<Item> SHARED = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Item item = new Item();
            item.value = 42;
            SHARED.add(item);
        });
        Thread consumer = new Thread(() -> {
            if (!SHARED.isEmpty()) {
                Item item = SHARED.get(0);
                item.value = item.value + 1;
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
