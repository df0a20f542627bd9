package corpus.extra.sparelist.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.sparelist}: only entries go into the list. The insertion into
 * the spare list, which is never made, has no receiver object; it counts as an insertion of an
 * entry into every {@code LinkedList}, so the cast after {@code peekLast()} still cannot fail
 * and the worker always counts down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch READ = new CountDownLatch(1);
    static LinkedList<Entry> spare;

    static final class Entry {}

    public static void main(String[] args) throws InterruptedException {
        LinkedList<Entry> available = new LinkedList<>();
        available.add(new Entry());
        if (args.length > 5) {
            spare.addFirst(new Entry());
        }
        Thread worker = new Thread(() -> {
            try {
                Entry last = available.peekLast();
            } catch (RuntimeException e) {
                return;
            }
            READ.countDown();
        });
        worker.start();
        READ.await();
        worker.join();
    }
}
