package corpus.extra.iterhandler.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.iterhandler: a plain {@code ArrayList}, whose iterator is never null, of
 * strings only, appended to a log: nothing in the {@code try} can throw, and the latch is
 * counted down.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; without fairness the model's for-each over an iterator of"
            + " untracked length may go on for ever (it ends under fairness)")
public class Main {
    static final CountDownLatch PRINTED = new CountDownLatch(1);

    static final StringBuilder LOG = new StringBuilder();

    static void print(List<String> names) {
        try {
            for (String n : names) {
                LOG.append(n);
            }
        } catch (RuntimeException e) {
            return;
        }
        PRINTED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        List<String> names = new ArrayList<>();
        names.add("a");
        Thread worker = new Thread(() -> print(names));
        worker.start();
        PRINTED.await();
        worker.join();
    }
}
