package corpus.extra.keyedlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * A ledger keeps one lock per account name, made on demand with {@code computeIfAbsent}. A
 * transfer locks the source account, then the target. One thread moves money from alice to
 * bob while the other moves it from bob to alice: each holds its source's lock and waits for
 * the other's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the two transfers take the per-name locks in opposite orders")
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
                transfer("bob", "alice");
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
