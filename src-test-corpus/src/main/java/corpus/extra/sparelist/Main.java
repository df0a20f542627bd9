package corpus.extra.sparelist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker reads the last available entry inside a {@code try} whose handler returns before the
 * latch is counted down. Besides the entries, a raw view of the list is given a string, so the
 * cast javac writes after {@code peekLast()} throws a {@code ClassCastException}, the worker
 * returns, and {@code main} waits forever. A spare list that is never made (its insertions have
 * no receiver object) is filled with entries on a path no run takes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: a string in the list of entries fails the cast of peekLast")
public class Main {
    static final CountDownLatch READ = new CountDownLatch(1);
    static LinkedList<Entry> spare;

    static final class Entry {}

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws InterruptedException {
        LinkedList<Entry> available = new LinkedList<>();
        available.add(new Entry());
        if (args.length > 5) {
            spare.addFirst(new Entry());
        }
        ((LinkedList) available).addLast("text");
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
