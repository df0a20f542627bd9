package corpus.extra.sharedrequest.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.sharedrequest: the dispatcher completes both requests, so both users' promises
 * are completed: no deadlock. A false deadlock before heap contexts per thread (both users'
 * requests and promises were one summary object each, allocated by the one shared
 * {@code lease}, and which promise the dispatcher completed was not tracked).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: both requests are completed; a false deadlock before heap"
        + " contexts per thread (the users' requests were one summary object)")
public class Main {
    static final int DISPATCHED = 2;

    public static void main(String[] args) throws InterruptedException {
        Service service = new Service();
        Runnable user = () -> service.lease().await();
        Thread a = new Thread(user, "a");
        Thread b = new Thread(user, "b");
        Thread dispatcher = new Thread(() -> service.dispatch(DISPATCHED), "dispatcher");
        a.start();
        b.start();
        dispatcher.start();
        a.join();
        b.join();
        dispatcher.join();
    }

    /** Requests queued for the dispatcher. */
    static final class Service {
        private final LinkedBlockingQueue<Request> pending = new LinkedBlockingQueue<>();

        Request lease() {
            Request r = new Request(new Promise());
            pending.add(r);
            return r;
        }

        void dispatch(int n) {
            try {
                for (int i = 0; i < n; i++) {
                    pending.take().future.complete();
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** A request with the promise its user awaits. */
    static final class Request {
        final Promise future;

        Request(Promise future) {
            this.future = future;
        }

        void await() {
            future.await();
        }
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
}
