package corpus.values.enumswitch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An enum phase advanced by a switch expression (javac adds a synthetic
 * {@code default -> throw new MatchException(...)}); a waiter waits for {@code DONE} under the
 * monitor, but the controller advances only once, to {@code RUNNING}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    enum Phase { INIT, RUNNING, DONE }

    private Phase phase = Phase.INIT;

    synchronized void advance() {
        phase = switch (phase) {
            case INIT -> Phase.RUNNING;
            case RUNNING, DONE -> Phase.DONE;
        };
        notifyAll();
    }

    synchronized void awaitDone() throws InterruptedException {
        while (phase != Phase.DONE) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread waiter = new Thread(() -> {
            try {
                m.awaitDone();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        m.advance(); // bug: one step short of DONE
        waiter.join();
    }
}
