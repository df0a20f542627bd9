package corpus.extra.equalityremove.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.equalityremove}: the entry class keeps {@code Object}'s
 * {@code equals} and {@code hashCode} (HttpCore 5's {@code PoolEntry}), so {@code
 * LinkedList.remove(Object)} compares identities and cannot throw, and the worker always
 * counts down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch RELEASED = new CountDownLatch(1);

    static final class Entry {
        final String route;

        Entry(String route) {
            this.route = route;
        }
    }

    static void release(LinkedList<Entry> available, Entry lastUsed) {
        try {
            available.remove(lastUsed);
        } catch (RuntimeException e) {
            return;
        }
        RELEASED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        LinkedList<Entry> available = new LinkedList<>();
        Entry lastUsed = new Entry(null);
        available.add(new Entry("a"));
        available.add(lastUsed);
        Thread worker = new Thread(() -> release(available, lastUsed));
        worker.start();
        RELEASED.await();
        worker.join();
    }
}
