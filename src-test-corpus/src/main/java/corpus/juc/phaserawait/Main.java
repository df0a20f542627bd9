package corpus.juc.phaserawait;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Phaser;
import org.petrify.corpus.Expect;

/**
 * A loader splits its work in shards and waits, as an observer that is no party, for the
 * shards' phase to complete. It sizes the phaser for every shard it planned, but a shard with
 * nothing to load is never started, so the phase never advances and the loader waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: awaitAdvance of a phase a registered party never arrives in")
public class Main {
    private final Phaser shards = new Phaser(3); // bug: one party per planned shard
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
                new Thread(() -> loader.load(s), "shard-" + shard).start();
            }
        }
        loader.shards.awaitAdvance(loader.shards.getPhase());
        System.out.println("loaded " + loader.loaded);
    }
}
