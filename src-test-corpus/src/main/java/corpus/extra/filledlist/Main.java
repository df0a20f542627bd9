package corpus.extra.filledlist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A pool hands a worker a fresh connection when its idle list is empty, and signals
 * {@code main} once it did. Bug: {@code main} returns a connection to the idle list before it
 * starts the worker, so the worker reuses it and never counts the latch down; {@code main}
 * waits on the latch forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
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
        release(new Object());
        Thread worker = new Thread(() -> lease(), "worker");
        worker.start();
        CREATED.await();
        worker.join();
    }
}
