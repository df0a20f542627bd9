package corpus.extra.snapshotstate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.snapshotstate}: {@code awaitRunning} waits only while the
 * current snapshot's state is neither {@code RUNNING} nor {@code TERMINATED}, so a waiter that
 * looks after the service thread has terminated goes on. The state is a final field of the
 * snapshot objects, each made with a constant; the field {@code snapshot} that holds them is
 * tracked by the kind of snapshot it holds, so every test of {@code snapshot.state} is decided.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
                while (snapshot.state != State.RUNNING && snapshot.state != State.TERMINATED) {
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
