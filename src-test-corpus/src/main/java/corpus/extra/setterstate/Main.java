package corpus.extra.setterstate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker waits until the service's state, set through a setter, is RUNNING; main sets
 * RUNNING and then STOPPED at once. If the worker looks only after STOPPED, it waits for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the worker may miss RUNNING and wait for it after STOPPED")
public class Main {
    enum State { NEW, RUNNING, STOPPED }

    private State state = State.NEW;

    synchronized void set(State s) {
        state = s;
        notifyAll();
    }

    synchronized void awaitState(State s) throws InterruptedException {
        while (state != s) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main service = new Main();
        Thread worker = new Thread(() -> {
            try {
                service.awaitState(State.RUNNING);
            } catch (InterruptedException e) {
                return;
            }
        });
        worker.start();
        service.set(State.RUNNING);
        service.set(State.STOPPED);
        worker.join();
    }
}
