package corpus.race.maphandoff;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.petrify.corpus.ExpectRaces;

/**
 * A loader hands two records over through concurrent maps under constant keys, and a reader
 * spins until each key is present. The loader finishes the first record after putting it (its
 * write is not ordered before the reader's read) and the second one before (ordered: a read
 * that finds the key follows the insertion, which follows the write).
 */
@ExpectRaces(value = {"Main.Item.value: write@Main.java:24 / read@Main.java:34"},
        source = "hand-off through a ConcurrentHashMap, written after the put")
public class Main {
    static final Map<String, Item> CONFIG = new ConcurrentHashMap<>();
    static final ConcurrentSkipListMap<Integer, Item> SLOTS = new ConcurrentSkipListMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            Item config = new Item();
            CONFIG.put("config", config);
            config.value = 42;
            Item slot = new Item();
            slot.value = 7;
            SLOTS.put(3, slot);
        });
        loader.start();
        Item config;
        while ((config = CONFIG.get("config")) == null) {
            Thread.onSpinWait();
        }
        System.out.println(config.value);
        while (!SLOTS.containsKey(3)) {
            Thread.onSpinWait();
        }
        System.out.println(SLOTS.get(3).value);
        loader.join();
    }

    static final class Item {
        int value;
    }
}
