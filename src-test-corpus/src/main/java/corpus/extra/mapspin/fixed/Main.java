package corpus.extra.mapspin.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.mapspin: the reader asks for the key the loader puts, and its spin ends once
 * the loader has run.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: a get finds the key only after the put (the map's presence flag"
            + " per constant key), and a fair run lets the loader put it; an unfair one may"
            + " run the reader's spin alone for ever")
public class Main {
    static final Map<String, String> REGISTRY = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> REGISTRY.put("service", "up"));
        loader.start();
        String state;
        while ((state = REGISTRY.get("service")) == null) {
            Thread.onSpinWait();
        }
        System.out.println(state);
        loader.join();
    }
}
