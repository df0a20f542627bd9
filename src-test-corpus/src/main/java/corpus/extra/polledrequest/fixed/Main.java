package corpus.extra.polledrequest.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.polledrequest: the drain completes the promise of every request it polls,
 * whoever made it. Every queued request is polled by some thread, which completes it before
 * it awaits its own: no deadlock. A false deadlock before queue element kinds (the poll took a
 * count, and the promise completed was a free choice between the two).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: every polled request is completed; a false deadlock before queue"
        + " element kinds (which promise the poll completed was a free choice)")
public class Main {
    static final Queue<Request> COMPLETED = new ConcurrentLinkedQueue<>();

    static void lease() {
        Object me = new Object();
        Promise mine = new Promise();
        COMPLETED.add(new Request(mine, me));
        Request r;
        while ((r = COMPLETED.poll()) != null) {
            r.future.complete();
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
