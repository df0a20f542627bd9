package corpus.extra.equalityremove;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedList;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A pool worker takes its last used entry out of the list of available entries inside a
 * {@code try} whose handler returns before the latch is counted down. The entry class defines
 * its own {@code equals}, which {@code LinkedList.remove(Object)} runs on the argument, and
 * the argument's route is null: {@code equals} throws a {@code NullPointerException}, the
 * worker returns, and {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "a real hang: remove(Object) runs the argument's equals, which throws; livelock"
            + " INCONCLUSIVE where it holds: the removal's exception is reported as not"
            + " modelled (an uncaught-exception caveat at the removal)")
public class Main {
    static final CountDownLatch RELEASED = new CountDownLatch(1);

    static final class Entry {
        final String route;

        Entry(String route) {
            this.route = route;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Entry e && route.equals(e.route);
        }

        @Override
        public int hashCode() {
            return 1;
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
        available.add(new Entry("a"));
        Entry lastUsed = new Entry(null);
        Thread worker = new Thread(() -> release(available, lastUsed));
        worker.start();
        RELEASED.await();
        worker.join();
    }
}
