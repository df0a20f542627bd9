package corpus.juc.phaser.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/** Twin of juc.phaser: a worker that leaves early deregisters first. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: arriveAndDeregister before the early return")
public class Main {
    private final Phaser stages = new Phaser(1); // the coordinating main thread
    private volatile int parsed;

    void importFile(boolean empty) {
        parsed++;
        stages.arriveAndAwaitAdvance(); // every file parsed
        if (empty) {
            stages.arriveAndDeregister();
            return;
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
