package corpus.extra.keyedlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * The fixed twin: both transfers go from alice to bob, so both threads take the per-name
 * locks in the same order. The function runs at most once per absent key, so each name has
 * one lock, and "alice" and "bob" have different ones.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "one lock per literal key, taken in one order")
public class Main {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lockOf(String name) {
        return LOCKS.computeIfAbsent(name, n -> new Object());
    }

    static void transfer(String from, String to) throws InterruptedException {
        synchronized (lockOf(from)) {
            Thread.sleep(50);
            synchronized (lockOf(to)) {
                System.out.println(from + " -> " + to);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            try {
                transfer("alice", "bob");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread b = new Thread(() -> {
            try {
                transfer("alice", "bob");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
