package corpus.race.lazyfield;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.ExpectRaces;

/**
 * A registry creates its table lazily: the fast path copies the (non-volatile) field into a
 * local and tests it for null outside the lock, the slow path tests again under a
 * {@code ReentrantLock} and publishes a new table. The unlocked read races with the
 * publication, and a thread that finds the table set without taking the lock reads
 * {@code Table.size} with no happens-before edge to the constructor's write.
 */
@ExpectRaces(value = {
        "Registry.table: read@Main.java:39 / write@Main.java:46",
        "Table.size: write@Main.java:60 / read@Main.java:64"},
        notConfirmable = {"Table.size: write@Main.java:60 / read@Main.java:64"},
        source = "lazy initialisation with an unpublished reference (our own)",
        note = "The read of size is a race of the Java memory model only: in a sequentially "
                + "consistent interleaving a thread reads it only after the table was published, "
                + "so a scheduler cannot hold both accesses at once.")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Registry registry = new Registry();
        Thread first = new Thread(() -> Table.print(registry));
        Thread second = new Thread(() -> Table.print(registry));
        first.start();
        second.start();
        Table.print(registry);
        first.join();
        second.join();
    }
}

class Registry {
    private final ReentrantLock lock = new ReentrantLock();
    private Table table;

    Table table() {
        Table t = table;
        if (t == null) {
            lock.lock();
            try {
                t = table;
                if (t == null) {
                    t = new Table();
                    table = t;
                }
            } finally {
                lock.unlock();
            }
        }
        return t;
    }
}

class Table {
    int size;

    Table() {
        size = 16;
    }

    static void print(Registry registry) {
        System.out.println(registry.table().size);
    }
}
