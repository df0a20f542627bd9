package corpus.extra.guardedthrow;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An enum state machine advanced by its own method, {@code state = state.next()}, twice by a
 * worker under a lock, while main waits for {@code DONE}. {@code next()} throws when called on
 * {@code DONE}, which the worker never does; here it leaves {@code RUNNING} as it is, so
 * {@code DONE} never comes and main waits after the last notification.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: next() never reaches DONE, main waits forever")
public class Main {
    enum State {
        NEW, RUNNING, DONE;

        State next() {
            if (this == DONE) {
                throw new IllegalStateException("already done");
            }
            return this == NEW ? RUNNING : RUNNING;
        }
    }

    static State state = State.NEW;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                synchronized (LOCK) {
                    state = state.next();
                    LOCK.notifyAll();
                }
            }
        });
        worker.start();
        synchronized (LOCK) {
            while (state != State.DONE) {
                LOCK.wait();
            }
        }
        worker.join();
    }
}
