package corpus.extra.chmbulk;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * An inventory totals its stock with {@code reduceValuesToLong} and a parallelism threshold
 * of 1, while it holds its own lock; the weighing function takes that lock too. Java runs the
 * function in the caller (which holds the lock already) and in common-pool workers, which wait
 * for the lock while the caller waits for them to finish their parts.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real hang: the bulk operation's common-pool workers wait for the caller's lock;"
            + " its loops are nondeterministic loops (livelock without fairness)")
public class Main {
    static final Object inventory = new Object();
    static final ConcurrentHashMap<String, Long> stock = new ConcurrentHashMap<>();

    static long weigh(long units) {
        synchronized (inventory) {
            return units * 2;
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 10_000; i++) {
            stock.put("item" + i, (long) i);
        }
        synchronized (inventory) {
            // bug: the workers that weigh their share need the lock held here
            System.out.println(stock.reduceValuesToLong(1, Main::weigh, 0L, Long::sum));
        }
    }
}
