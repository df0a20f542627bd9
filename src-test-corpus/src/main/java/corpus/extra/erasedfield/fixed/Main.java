package corpus.extra.erasedfield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.erasedfield}: only entries are written to the cell. Its field
 * is an erased {@code T}, but every write stores an entry (the parameter of {@code complete},
 * given entries only), so the cast of the value {@code get()} returned cannot fail and the
 * worker always counts down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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

    @SuppressWarnings("rawtypes")
    public static void main(String[] args) throws InterruptedException {
        Cell<Entry> cell = new Cell<>();
        cell.complete(new Entry());
        cell.complete(new Entry());
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
