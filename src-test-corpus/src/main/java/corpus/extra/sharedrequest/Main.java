package corpus.extra.sharedrequest;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * A lease service (HttpCore's StrictConnPool pattern): two users run one runnable, each leases
 * through the service's shared {@code lease} (a request with its own promise, queued for a
 * dispatcher) and awaits its promise; the dispatcher takes requests and completes them. It
 * completes only one: the other user waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final int DISPATCHED = 1;

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
