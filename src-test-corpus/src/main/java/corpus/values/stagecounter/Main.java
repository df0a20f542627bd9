package corpus.values.stagecounter;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A stage counter: two workers each finish one stage ({@code stage++} and notify), main waits
 * until three stages are done. Only two ever are, so main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: waits for a third stage nobody completes")
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
        m.awaitStage(3);
        a.join();
        b.join();
    }
}
