package corpus.extra.unknownmonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.INCONCLUSIVE;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.unknownmonitor: main no longer waits for the latch. One thread, no
 * command that can block it forever: the unknown monitor (UNSOUND unknown-lock) cannot change
 * the deadlock verdict, so deadlock HOLDS; the other properties stay INCONCLUSIVE.
 */
@Expect(deadlock = HOLDS, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "corrected twin; the relevance rule applies to deadlock only: for the other"
            + " properties the lock object is not modelled (unknown-lock)")
public class Main {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        String key = Integer.toString(args.length).intern();
        synchronized (key) {
            count++;
        }
    }
}
