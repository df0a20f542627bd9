package corpus.extra.externalstate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A service keeps its state in an immutable snapshot (Guava's {@code AbstractService} shape):
 * the state it reports is {@code snapshot.externalState()}, a method of the snapshot that
 * returns {@code STOPPING} for a snapshot {@code STARTING} with shutdown requested and its
 * state otherwise. {@code main} starts the service, asks it to stop, and waits until the
 * reported state is {@code RUNNING}: when the stop request comes before the service thread
 * looks, the service never runs and the waiter waits forever. The fixed twin waits only while
 * the state comes before {@code RUNNING} ({@code compareTo}, as Guava's guards do).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    enum State { NEW, STARTING, RUNNING, STOPPING, TERMINATED }

    static final class Snapshot {
        final State state;
        final boolean shutdownWhenStarted;

        Snapshot(State state) {
            this(state, false);
        }

        Snapshot(State state, boolean shutdownWhenStarted) {
            this.state = state;
            this.shutdownWhenStarted = shutdownWhenStarted;
        }

        State externalState() {
            if (shutdownWhenStarted && state == State.STARTING) {
                return State.STOPPING;
            }
            return state;
        }
    }

    static final class Service {
        private final Object lock = new Object();
        private volatile Snapshot snapshot = new Snapshot(State.NEW);

        State state() {
            return snapshot.externalState();
        }

        void startAsync() {
            synchronized (lock) {
                if (state() != State.NEW) {
                    return;
                }
                snapshot = new Snapshot(State.STARTING);
            }
            new Thread(this::run).start();
        }

        void stopAsync() {
            synchronized (lock) {
                if (snapshot.state == State.STARTING) {
                    snapshot = new Snapshot(State.STARTING, true);
                    lock.notifyAll();
                }
            }
        }

        private void run() {
            synchronized (lock) {
                if (snapshot.shutdownWhenStarted) {
                    snapshot = new Snapshot(State.TERMINATED);
                } else {
                    snapshot = new Snapshot(State.RUNNING);
                }
                lock.notifyAll();
            }
            synchronized (lock) {
                snapshot = new Snapshot(State.TERMINATED);
                lock.notifyAll();
            }
        }

        void awaitRunning() throws InterruptedException {
            synchronized (lock) {
                while (state() != State.RUNNING) {
                    lock.wait();
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Service s = new Service();
        s.startAsync();
        s.stopAsync();
        s.awaitRunning();
    }
}
