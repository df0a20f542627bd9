package corpus.extra.mapspin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * A reader spins on a {@code ConcurrentHashMap.get} until the loader has registered the
 * service, but asks for the key {@code "Service"} while the loader puts {@code "service"}: the
 * key never appears, and the reader spins for ever, however fairly the threads run.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real livelock: the awaited key is never put; exact with the map's presence"
            + " flag per constant key")
public class Main {
    static final Map<String, String> REGISTRY = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> REGISTRY.put("service", "up"));
        loader.start();
        String state;
        while ((state = REGISTRY.get("Service")) == null) {
            Thread.onSpinWait();
        }
        System.out.println(state);
        loader.join();
    }
}
