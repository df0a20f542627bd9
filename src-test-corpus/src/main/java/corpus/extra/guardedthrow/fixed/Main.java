package corpus.extra.guardedthrow.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.guardedthrow: {@code next()} goes from {@code RUNNING} to {@code DONE}. Its
 * throw on {@code DONE} is on no path the worker's calls take: the analysis evaluates each call
 * on the state's known value, so the call has no exceptional exit (the worker cannot die before
 * storing {@code DONE}) and main's wait is decided by the state the worker stored.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    enum State {
        NEW, RUNNING, DONE;

        State next() {
            if (this == DONE) {
                throw new IllegalStateException("already done");
            }
            return this == NEW ? RUNNING : DONE;
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
