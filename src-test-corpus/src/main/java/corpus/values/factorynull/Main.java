package corpus.values.factorynull;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A lazily published table: the loader signals first and publishes the table afterwards,
 * outside the lock. The reader can check the table, find it null, wait, be woken by the
 * signal, find it still null and wait again; the table is then published with no signal to
 * follow, and main joins a reader that waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: signal before the table is published")
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
            loaded.signalAll();
        } finally {
            lock.unlock();
        }
        table = Map.of("a", 1, "b", 2);
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
