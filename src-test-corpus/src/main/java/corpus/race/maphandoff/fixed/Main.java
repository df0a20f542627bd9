package corpus.race.maphandoff.fixed;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.petrify.corpus.ExpectRaces;

/**
 * Twin of race.maphandoff: the loader finishes each record before putting it into its map, so
 * its writes happen before the reader's reads (a read of a concurrent map that finds a key
 * follows the insertion of it).
 */
@ExpectRaces(value = {}, source = "hand-off through concurrent maps (corrected)")
public class Main {
    static final Map<String, Item> CONFIG = new ConcurrentHashMap<>();
    static final ConcurrentSkipListMap<Integer, Item> SLOTS = new ConcurrentSkipListMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            Item config = new Item();
            config.value = 42;
            CONFIG.put("config", config);
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
