package corpus.variants.sealedclasses;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A sealed job hierarchy (a final class, a record and a non-sealed class) dispatched virtually by
 * a worker thread: an Import locks the catalog and then the stock, an Export the stock and then
 * the catalog.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants Sealedclasses")
public class Main {
    static final class Warehouse {
        final Object catalog = new Object();
        final Object stock = new Object();
        int items;
    }

    sealed interface Job permits Import, Export, Audit {
        void perform(Warehouse w);
    }

    static final class Import implements Job {
        @Override
        public void perform(Warehouse w) {
            synchronized (w.catalog) {
                synchronized (w.stock) {
                    w.items++;
                }
            }
        }
    }

    record Export(int quantity) implements Job {
        @Override
        public void perform(Warehouse w) {
            synchronized (w.stock) {
                synchronized (w.catalog) {
                    w.items -= quantity;
                }
            }
        }
    }

    static non-sealed class Audit implements Job {
        @Override
        public void perform(Warehouse w) {
            synchronized (w.catalog) {
                w.items += 0;
            }
        }
    }

    static final class Worker extends Thread {
        private final Job job;
        private final Warehouse warehouse;

        Worker(Job job, Warehouse warehouse) {
            this.job = job;
            this.warehouse = warehouse;
        }

        @Override
        public void run() {
            job.perform(warehouse);
        }
    }

    public static void main(String[] args) {
        Warehouse w = new Warehouse();
        new Worker(new Import(), w).start();
        new Worker(new Export(3), w).start();
        new Worker(new Audit(), w).start();
    }
}
