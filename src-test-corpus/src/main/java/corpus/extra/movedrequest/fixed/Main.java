package corpus.extra.movedrequest.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.movedrequest: the request taken out of {@code PENDING} is moved to {@code
 * COMPLETED} whoever made it. Each thread moves one request before it drains, and every moved
 * request is polled by a drain that follows its move: both promises are completed, no
 * deadlock. A false deadlock before insertion sites of several objects had element kinds (the
 * moving site puts either thread's request, so the completed queue had no kinds and the
 * promise completed was a free choice); the moved request keeps the kind it was taken as.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: every taken request is moved and completed; a false deadlock"
        + " before a moved element kept the kind it was taken as")
public class Main {
    static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();
    static final Queue<Request> COMPLETED = new ConcurrentLinkedQueue<>();

    static void lease() {
        Object me = new Object();
        Promise mine = new Promise();
        try {
            PENDING.put(new Request(mine, me));
            Request r = PENDING.take();
            COMPLETED.add(r);
        } catch (InterruptedException e) {
            return;
        }
        Request d;
        while ((d = COMPLETED.poll()) != null) {
            d.future.complete();
        }
        mine.await();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Main::lease);
        Thread b = new Thread(Main::lease);
        a.start();
        b.start();
        a.join();
        b.join();
    }

    /** A promise: done under its own monitor, waiters wait while not done. */
    static final class Promise {
        private boolean done;

        synchronized void complete() {
            done = true;
            notifyAll();
        }

        synchronized void await() {
            while (!done) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** A request with the promise of the thread that made it. */
    static final class Request {
        final Promise future;
        final Object owner;

        Request(Promise future, Object owner) {
            this.future = future;
            this.owner = owner;
        }
    }
}
