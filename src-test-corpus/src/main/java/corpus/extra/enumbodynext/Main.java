package corpus.extra.enumbodynext;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An enum state machine whose constants have bodies of their own, each overriding {@code
 * next()}, advanced twice by a worker under a lock while main waits for {@code DONE}. Here
 * {@code RUNNING}'s body returns {@code RUNNING}, so {@code DONE} never comes and main waits
 * after the last notification.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: RUNNING's own next() never reaches DONE, main waits forever")
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
                return RUNNING;
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
