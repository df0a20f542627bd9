package corpus.extra.chmbulk.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/** Twin of extra.chmbulk: the inventory totals its stock before it takes its lock. */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: the caller holds nothing while the workers run; the bulk"
            + " operation's loops are nondeterministic loops, left under fairness")
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
        long total = stock.reduceValuesToLong(1, Main::weigh, 0L, Long::sum);
        synchronized (inventory) {
            System.out.println(total);
        }
    }
}
