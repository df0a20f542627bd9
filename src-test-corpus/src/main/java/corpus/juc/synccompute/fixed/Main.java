package corpus.juc.synccompute.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/** Twin of juc.synccompute: the value is loaded outside the map, then put if absent. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: load outside the mutex")
public class Main {
    static final Object config = new Object();
    static final Map<String, Integer> cache = Collections.synchronizedMap(new HashMap<>());

    static int load(String key) {
        synchronized (config) {
            return key.length();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            int value = load("key");
            cache.putIfAbsent("key", value);
        });
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
