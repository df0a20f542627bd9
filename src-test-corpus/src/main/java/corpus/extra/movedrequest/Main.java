package corpus.extra.movedrequest;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Requests moved from a pending queue to a completed queue (HttpCore's StrictConnPool pattern):
 * each of two threads puts a request carrying its own promise into {@code PENDING}, takes one
 * request out and moves it to {@code COMPLETED} only if it is its own, putting any other back
 * into {@code PENDING}; then it drains {@code COMPLETED}, completing each promise, and awaits
 * its own. When each thread takes the other's request, both are put back, {@code COMPLETED}
 * stays empty and both threads wait forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final BlockingQueue<Request> PENDING = new LinkedBlockingQueue<>();
    static final Queue<Request> COMPLETED = new ConcurrentLinkedQueue<>();

    static void lease() {
        Object me = new Object();
        Promise mine = new Promise();
        try {
            PENDING.put(new Request(mine, me));
            Request r = PENDING.take();
            if (r.owner == me) {
                COMPLETED.add(r);
            } else {
                PENDING.put(r);
            }
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
