package corpus.values.enumswitch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.enumswitch: the controller advances twice, to {@code DONE}; the synthetic
 * {@code MatchException} default of the switch expression cannot run, so {@code advance()}
 * does not end main early.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: advanced to DONE")
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
        m.advance();
        m.advance();
        waiter.join();
    }
}
