package corpus.extra.mappresent.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.mappresent: {@code main} loads the key before it starts the worker, so the
 * worker's {@code computeIfAbsent} finds it present and never runs its loader (which would take
 * the pool's lock under the bin lock). A model that lets a call on a present key run its
 * function reports a false deadlock here.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the key is present before the worker asks for it")
public class Main {
    static final Object POOL = new Object();
    static final ConcurrentHashMap<String, String> CACHE = new ConcurrentHashMap<>();

    static String open(String key) {
        synchronized (POOL) {
            return key + ":open";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CACHE.computeIfAbsent("db", k -> k + ":direct");
        Thread worker = new Thread(() -> System.out.println(
            CACHE.computeIfAbsent("db", Main::open)));
        worker.start();
        synchronized (POOL) {
            System.out.println(CACHE.computeIfAbsent("db", k -> k + ":direct"));
        }
        worker.join();
    }
}
