package corpus.juc.synccompute;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * A cache built on {@code Collections.synchronizedMap}: {@code computeIfAbsent} runs the loader
 * under the map's mutex, and the loader locks {@code config}, which a reader holds while it
 * reads the map.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object config = new Object();
    static final Map<String, Integer> cache = Collections.synchronizedMap(new HashMap<>());

    static int load(String key) {
        synchronized (config) {
            return key.length();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> cache.computeIfAbsent("key", Main::load)); // bug
        Thread reader = new Thread(() -> {
            synchronized (config) {
                System.out.println(cache.get("key"));
            }
        });
        loader.start();
        reader.start();
        loader.join();
        reader.join();
    }
}
