package corpus.juc.phaserawait.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/** Twin of juc.phaserawait: a party is registered for each shard actually started. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: register before each start, so the observed phase advances")
public class Main {
    private final Phaser shards = new Phaser(0);
    private volatile int loaded;

    void load(int shard) {
        loaded += shard;
        shards.arriveAndDeregister();
    }

    public static void main(String[] args) {
        Main loader = new Main();
        for (int shard = 1; shard <= 3; shard++) {
            if (shard != 2) { // shard 2 is empty: nothing to start
                int s = shard;
                loader.shards.register();
                new Thread(() -> loader.load(s), "shard-" + shard).start();
            }
        }
        loader.shards.awaitAdvance(loader.shards.getPhase());
        System.out.println("loaded " + loader.loaded);
    }
}
