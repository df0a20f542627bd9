package corpus.extra.literalkeymap;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;

import org.petrify.corpus.Expect;

/**
 * A registry of locks under literal names, filled in a static initialiser; one thread locks
 * {@code "accounts"} then {@code "audit"}, main locks them in the opposite order through the
 * same helper: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two registry locks looked up by name and taken in opposite orders")
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
        both("audit", "accounts");
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
