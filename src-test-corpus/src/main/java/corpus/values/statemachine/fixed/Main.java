package corpus.values.statemachine.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of values.statemachine: the auditor waits in the switch until the session is FINISHED,
 * when the client holds neither lock any more, so the opposite lock order cannot close a
 * cycle. Verifies only because the enum state is tracked: with the switch as a
 * nondeterministic choice the auditor could audit in any state.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: audit only when FINISHED; exact with tracked state; the auditor spins until then (fair)")
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
                case STARTED:
                    Thread.onSpinWait();
                    break;
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
