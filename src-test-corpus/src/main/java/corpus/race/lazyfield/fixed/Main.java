package corpus.race.lazyfield.fixed;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.lazyfield}: the table field is volatile, so a thread that reads
 * it non-null sees the constructor's write of {@code size}, and the unlocked read is
 * synchronisation, not a race.
 */
@ExpectRaces(value = {}, source = "lazy initialisation with a volatile reference (our own)")
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
    private volatile Table table;

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
