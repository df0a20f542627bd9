package corpus.juc.phaser;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/**
 * A two-stage import: every worker parses its file, waits for all parses, then indexes. A
 * worker whose file turns out to be empty returns early without deregistering, so the phaser
 * still counts it as a party and the other worker waits at the end of the second stage forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: a registered party leaves without arriveAndDeregister")
public class Main {
    private final Phaser stages = new Phaser(1); // the coordinating main thread
    private volatile int parsed;

    void importFile(boolean empty) {
        parsed++;
        stages.arriveAndAwaitAdvance(); // every file parsed
        if (empty) {
            return; // bug: still registered, so the next phase never completes
        }
        stages.arriveAndAwaitAdvance(); // every file indexed
        stages.arriveAndDeregister();
    }

    Thread startWorker(boolean empty) {
        stages.register();
        Thread t = new Thread(() -> importFile(empty), empty ? "import-empty" : "import-data");
        t.start();
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        Main job = new Main();
        Thread data = job.startWorker(false);
        Thread empty = job.startWorker(true);
        job.stages.arriveAndDeregister(); // main only starts the stages
        data.join();
        empty.join();
        System.out.println("parsed " + job.parsed);
    }
}
