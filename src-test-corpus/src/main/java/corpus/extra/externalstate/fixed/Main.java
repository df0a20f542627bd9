package corpus.extra.externalstate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.externalstate}: {@code awaitRunning} waits only while the
 * reported state comes before {@code RUNNING}, so {@code STOPPING} and {@code TERMINATED} let
 * the waiter go on. Every reported state is the snapshot method's result on the kind of
 * snapshot the field holds, so each test of it is decided.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
                while (state().compareTo(State.RUNNING) < 0) {
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
