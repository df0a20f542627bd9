package corpus.values.factorynull.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of values.factorynull: the loader publishes {@code Map.of(...)} and signals under the
 * lock, the reader waits while the table is null. Verifies only because {@code Map.of} is
 * known never to return null, so the table's nullness is tracked (untracked, the reader could
 * find it null after the last signal and wait forever).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: publish, then signal, under the lock; Map.of is never null")
public class Main {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition loaded = lock.newCondition();
    private Map<String, Integer> table;

    Map<String, Integer> awaitTable() throws InterruptedException {
        lock.lock();
        try {
            while (table == null) {
                loaded.await();
            }
            return table;
        } finally {
            lock.unlock();
        }
    }

    void load() {
        lock.lock();
        try {
            table = Map.of("a", 1, "b", 2);
            loaded.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread reader = new Thread(() -> {
            try {
                m.awaitTable();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reader.start();
        m.load();
        reader.join();
    }
}
