package corpus.extra.testedarg;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker completes a request with an entry it looked up and tested, and counts a latch down
 * once the request is done; {@code main} awaits the latch if the request was completed. Bug:
 * the worker looks up a second entry after the test and completes the request with that one,
 * which is missing: the request is completed with {@code null}, never done, and {@code main}
 * waits on the latch forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Map<String, Object> CACHE = new HashMap<>();
    static final CountDownLatch READY = new CountDownLatch(1);
    static final Request REQUEST = new Request();

    /** A request: completed once, done if completed with an entry. */
    static final class Request {
        private volatile Object result;
        private volatile boolean called;

        void complete(Object r) {
            result = r;
            called = true;
        }

        boolean isDone() {
            return result != null;
        }
    }

    static void work() {
        Object e = CACHE.get("k");
        if (e != null) {
            e = CACHE.get("j");
            REQUEST.complete(e);
        }
        if (REQUEST.isDone()) {
            READY.countDown();
        }
    }

    public static void main(String[] args) throws Exception {
        CACHE.put("k", new Object());
        Thread worker = new Thread(Main::work, "worker");
        worker.start();
        worker.join();
        if (REQUEST.called) {
            READY.await();
        }
    }
}
