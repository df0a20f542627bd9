package corpus.values.stopflag.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of values.stopflag: main clears the volatile flag, then joins. The worker's loop ends
 * once main has run, so every fair run terminates; without fairness main may never be
 * scheduled while the worker spins.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: stop, then join; terminates under fairness (exact with tracked running)")
public class Main {
    private volatile boolean running = true;
    private int rounds;

    void work() {
        while (running) {
            rounds++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main service = new Main();
        Thread worker = new Thread(service::work);
        worker.start();
        service.running = false;
        worker.join();
    }
}
