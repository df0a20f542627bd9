package corpus.extra.testedarg.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.testedarg: the worker completes the request with the entry it tested, so a
 * completed request is done, the worker counts the latch down, and {@code main} finds it
 * counted: no deadlock. A false deadlock before null tests decided arguments (the entry is the
 * result of a map lookup, so the request's {@code result} was untracked and the worker's
 * {@code isDone()} a choice); now its only write stores an argument tested non-null.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the request is completed with the tested entry; a false"
        + " deadlock before an argument tested non-null counted as non-null")
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
