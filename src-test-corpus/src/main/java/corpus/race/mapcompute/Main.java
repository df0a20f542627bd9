package corpus.race.mapcompute;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.ExpectRaces;

/**
 * A loader and {@code main} read a setting through a cache, {@code computeIfAbsent} under a
 * constant key of a {@code ConcurrentHashMap}. The loader sets the value after its call
 * returned, so {@code main}, finding the key present, may read the value before that write
 * (nothing orders them).
 */
@ExpectRaces(value = {"Main.Setting.value: write@Main.java:21 / read@Main.java:25"},
        source = "cache built by computeIfAbsent, its value written after the call")
public class Main {
    static final Map<String, Setting> CACHE = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            Setting s = CACHE.computeIfAbsent("timeout", k -> new Setting());
            s.value = 30;
        });
        loader.start();
        Setting s = CACHE.computeIfAbsent("timeout", k -> new Setting());
        System.out.println(s.value);
        loader.join();
    }

    static final class Setting {
        int value;
    }
}
