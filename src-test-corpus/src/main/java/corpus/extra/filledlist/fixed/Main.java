package corpus.extra.filledlist.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.filledlist: {@code main} returns its connection to the idle list only after the
 * worker signalled, so the worker finds the list empty, makes a connection and counts the latch
 * down: no deadlock. A false deadlock before fill flags (the worker's {@code isEmpty()} was a
 * choice, so the model let it reuse a connection nobody had returned yet); now the list is
 * known empty until the first {@code addFirst} runs.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the idle list is filled after the worker looked; a false"
        + " deadlock before a collection was known empty until its first addition")
public class Main {
    static final Object LOCK = new Object();
    static final LinkedList<Object> IDLE = new LinkedList<>();
    static final CountDownLatch CREATED = new CountDownLatch(1);

    static Object lease() {
        synchronized (LOCK) {
            if (!IDLE.isEmpty()) {
                return IDLE.removeFirst();
            }
            Object c = new Object();
            CREATED.countDown();
            return c;
        }
    }

    static void release(Object c) {
        synchronized (LOCK) {
            IDLE.addFirst(c);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> lease(), "worker");
        worker.start();
        CREATED.await();
        release(new Object());
        worker.join();
    }
}
