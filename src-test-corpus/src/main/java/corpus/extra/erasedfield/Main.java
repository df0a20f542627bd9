package corpus.extra.erasedfield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker reads a generic cell's value (through a raw reference, so no cast yet) and casts it
 * to an entry inside a {@code try} whose handler returns before the latch is counted down. The
 * cell's field is an erased {@code T}; besides an entry, a raw reference to the cell is given a
 * string, so the cast throws a {@code ClassCastException}, the worker returns, and {@code main}
 * waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: a string in a cell of entries fails the cast of get()")
public class Main {
    static final CountDownLatch READ = new CountDownLatch(1);

    static final class Entry {}

    static final class Cell<T> {
        private T value;

        synchronized void complete(T v) {
            value = v;
        }

        synchronized T get() {
            return value;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws InterruptedException {
        Cell<Entry> cell = new Cell<>();
        cell.complete(new Entry());
        ((Cell) cell).complete("text");
        Thread worker = new Thread(() -> {
            Object value = ((Cell) cell).get();
            try {
                Entry e = (Entry) value;
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
