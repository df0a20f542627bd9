package corpus.extra.iterhandler;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker logs the names of a list inside a {@code try} whose handler returns before the
 * latch is counted down. The list is an own subclass whose {@code iterator()} returns null, so
 * the for-each throws a {@code NullPointerException}, the handler skips the count-down, and
 * {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's for-each over an iterator of untracked"
            + " length may go on for ever; a real hang: the own list's null iterator ends the"
            + " worker before countDown")
public class Main {
    static final CountDownLatch PRINTED = new CountDownLatch(1);

    static final class Names<E> extends ArrayList<E> {
        @Override
        public Iterator<E> iterator() {
            return null;
        }
    }

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
        List<String> names = new Names<>();
        names.add("a");
        Thread worker = new Thread(() -> print(names));
        worker.start();
        PRINTED.await();
        worker.join();
    }
}
