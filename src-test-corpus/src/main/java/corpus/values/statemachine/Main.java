package corpus.values.statemachine;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A session moves through NEW, STARTED and FINISHED; the client updates the state and holds
 * the session lock, then the registry lock, while it works. The auditor polls the state in a
 * switch and audits, taking the two locks in the opposite order, as soon as the session is no
 * longer NEW: in state STARTED the client may be holding the session lock, so the two can
 * deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real deadlock in state STARTED: the auditor audits too early")
public class Main {
    enum State { NEW, STARTED, FINISHED }

    static final Object session = new Object();
    static final Object registry = new Object();
    static volatile State state = State.NEW;
    static int audits;

    static void client() {
        state = State.STARTED;
        synchronized (session) {
            synchronized (registry) {
                audits--;
            }
        }
        state = State.FINISHED;
    }

    static void auditor() {
        while (true) {
            switch (state) {
                case NEW:
                    Thread.onSpinWait();
                    break;
                case STARTED:
                case FINISHED:
                    synchronized (registry) {
                        synchronized (session) {
                            audits++;
                        }
                    }
                    return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c = new Thread(Main::client);
        Thread a = new Thread(Main::auditor);
        c.start();
        a.start();
        c.join();
        a.join();
    }
}
