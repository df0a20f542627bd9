package corpus.variants.sealedclasses.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.sealedclasses: every permitted job takes the catalog before the stock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order in every permitted subtype")
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
            synchronized (w.catalog) {
                synchronized (w.stock) {
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
