package corpus.values.stagecounter.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.stagecounter: main waits for the two stages the workers complete. Verifies
 * only because the counter is tracked within the value bound and the awaited stage, a
 * parameter, is the constant every call site passes (untracked, main could wait after the
 * last notification).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: waits for the two stages completed; counter and parameter tracked")
public class Main {
    private int stage;

    synchronized void advance() {
        stage++;
        notifyAll();
    }

    synchronized void awaitStage(int n) throws InterruptedException {
        while (stage < n) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread a = new Thread(m::advance);
        Thread b = new Thread(m::advance);
        a.start();
        b.start();
        m.awaitStage(2);
        a.join();
        b.join();
    }
}
