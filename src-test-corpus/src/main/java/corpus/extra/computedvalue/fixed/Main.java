package corpus.extra.computedvalue.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.computedvalue: the mapping function always makes a counter, so the value
 * {@code computeIfAbsent} returns is never null, the handler is never reached and the worker
 * counts the latch down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"uncaught-exception"},
        acceptReason = "HashMap.computeIfAbsent throws nothing unchecked here (the key is a"
            + " constant, the function does not touch the map)",
        note = "corrected twin")
public class Main {
    static final class Holder {
        int n;
    }

    static final CountDownLatch DONE = new CountDownLatch(1);
    static final Map<String, Holder> HOLDERS = new HashMap<>();

    static Holder make(String key) {
        return new Holder();
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
