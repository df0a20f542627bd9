package corpus.race.mapcompute.fixed;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.ExpectRaces;

/**
 * Twin of race.mapcompute: the setting is complete when the mapping function returns, so its
 * write happens before every read of a thread that finds the key present (the map applies the
 * function at most once, atomically, and publishes its result).
 */
@ExpectRaces(value = {}, source = "cache built by computeIfAbsent (corrected)")
public class Main {
    static final Map<String, Setting> CACHE = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> CACHE.computeIfAbsent("timeout", Main::make));
        loader.start();
        Setting s = CACHE.computeIfAbsent("timeout", Main::make);
        System.out.println(s.value);
        loader.join();
    }

    static Setting make(String key) {
        Setting made = new Setting();
        made.value = 30;
        return made;
    }

    static final class Setting {
        int value;
    }
}
