package corpus.extra.setterstate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.setterstate: the worker also stops waiting once the service is
 * STOPPED, the last state main sets through the setter.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    enum State { NEW, RUNNING, STOPPED }

    private State state = State.NEW;

    synchronized void set(State s) {
        state = s;
        notifyAll();
    }

    synchronized void awaitState(State s) throws InterruptedException {
        while (state != s && state != State.STOPPED) {
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
