package corpus.extra.snapshotstate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A service keeps its state in an immutable snapshot with a final enum field, replaced under
 * the service's lock (Guava's {@code AbstractService} shape): {@code startAsync} swaps
 * {@code NEW} for {@code STARTING} and starts the service thread, which swaps in
 * {@code RUNNING} and then {@code TERMINATED}, notifying each time. {@code awaitRunning} waits
 * while the current snapshot's state is not {@code RUNNING}: when the service thread has
 * already terminated before the waiter looks, it waits forever. The fixed twin also accepts
 * {@code TERMINATED}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    enum State { NEW, STARTING, RUNNING, TERMINATED }

    static final class Snapshot {
        final State state;

        Snapshot(State state) {
            this.state = state;
        }
    }

    static final class Service {
        private final Object lock = new Object();
        private volatile Snapshot snapshot = new Snapshot(State.NEW);

        void startAsync() {
            synchronized (lock) {
                if (snapshot.state != State.NEW) {
                    return;
                }
                snapshot = new Snapshot(State.STARTING);
            }
            new Thread(this::run).start();
        }

        private void run() {
            synchronized (lock) {
                if (snapshot.state == State.STARTING) {
                    snapshot = new Snapshot(State.RUNNING);
                    lock.notifyAll();
                }
            }
            synchronized (lock) {
                snapshot = new Snapshot(State.TERMINATED);
                lock.notifyAll();
            }
        }

        void awaitRunning() throws InterruptedException {
            synchronized (lock) {
                while (snapshot.state != State.RUNNING) {
                    lock.wait();
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Service s = new Service();
        s.startAsync();
        s.awaitRunning();
    }
}
