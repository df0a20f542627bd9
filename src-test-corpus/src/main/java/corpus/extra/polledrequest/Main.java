package corpus.extra.polledrequest;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.petrify.corpus.Expect;

/**
 * A connection pool's hand-over of completed requests (HttpCore's StrictConnPool pattern): each
 * of two threads queues a request carrying its own promise, drains the queue, completing the
 * promise of each request it polls, then awaits its own promise. The drain completes only the
 * requests its own thread made and drops the others: when a polls b's request, b's promise is
 * never completed and b waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Queue<Request> COMPLETED = new ConcurrentLinkedQueue<>();

    static void lease() {
        Object me = new Object();
        Promise mine = new Promise();
        COMPLETED.add(new Request(mine, me));
        Request r;
        while ((r = COMPLETED.poll()) != null) {
            if (r.owner == me) {
                r.future.complete();
            }
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
