package corpus.extra.literalkeymap.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.HashMap;
import java.util.Map;

import org.petrify.corpus.Expect;

/**
 * The lock registry of {@code extra.literalkeymap} used in one order by both threads: the map
 * is written only under literal keys, and every call of the helper passes the same literals,
 * so {@code LOCKS.get(first)} is the object put under {@code "accounts"}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two registry locks looked up by name and taken in one order")
public class Main {
    static final Map<String, Object> LOCKS = new HashMap<>();
    static int total;

    static {
        LOCKS.put("accounts", new Object());
        LOCKS.put("audit", new Object());
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> both("accounts", "audit"));
        t.start();
        both("accounts", "audit");
        t.join();
    }

    static void both(String first, String second) {
        synchronized (LOCKS.get(first)) {
            synchronized (LOCKS.get(second)) {
                total++;
            }
        }
    }
}
