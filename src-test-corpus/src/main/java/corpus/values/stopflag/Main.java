package corpus.values.stopflag;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker loops while a volatile stop flag is set; main joins the worker before it clears the
 * flag, so the worker never stops and main waits for it forever, however fairly the threads
 * are scheduled.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real livelock: join before the stop flag is cleared; exact with tracked running")
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
        worker.join();
        service.running = false;
    }
}
