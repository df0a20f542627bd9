package corpus.extra.enumnext.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.enumnext: {@code next()} goes from {@code RUNNING} to {@code DONE}, a function
 * of the receiver's value that the analysis evaluates, so the field stays tracked and main's
 * wait is decided by the state the worker stored.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    enum State {
        NEW, RUNNING, DONE;

        State next() {
            return switch (this) {
                case NEW -> RUNNING;
                case RUNNING -> DONE;
                case DONE -> DONE;
            };
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
