package corpus.extra.computedvalue;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A counter per key, made by {@code computeIfAbsent}; a worker that meets a null counter gives
 * up without counting the latch down. The mapping function gives {@code null} for the key "a",
 * so {@code computeIfAbsent} returns null, {@code h.n++} throws, and {@code main} waits for
 * the latch forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"uncaught-exception"},
        acceptReason = "HashMap.computeIfAbsent throws nothing unchecked here (the key is a"
            + " constant, the function does not touch the map)",
        note = "a real hang: the computed value is null, the worker gives up before countDown")
public class Main {
    static final class Holder {
        int n;
    }

    static final CountDownLatch DONE = new CountDownLatch(1);
    static final Map<String, Holder> HOLDERS = new HashMap<>();

    static Holder make(String key) {
        return key.equals("a") ? null : new Holder();
    }

    static void bump(String key) {
        Holder h = HOLDERS.computeIfAbsent(key, Main::make);
        try {
            h.n++;
        } catch (NullPointerException e) {
            return;
        }
        DONE.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> bump("a"), "worker");
        worker.start();
        DONE.await();
    }
}
