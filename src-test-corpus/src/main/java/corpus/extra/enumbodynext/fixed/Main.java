package corpus.extra.enumbodynext.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.enumbodynext: {@code RUNNING}'s own {@code next()} returns {@code DONE}. Each
 * constant's body reads a sibling constant through its own class ({@code State$2.DONE}), which
 * resolves to the enum's field, so the call is a value function of the receiver and main's
 * wait is decided by the state the worker stored.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    enum State {
        NEW {
            @Override
            State next() {
                return RUNNING;
            }
        },
        RUNNING {
            @Override
            State next() {
                return DONE;
            }
        },
        DONE {
            @Override
            State next() {
                return DONE;
            }
        };

        abstract State next();
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
