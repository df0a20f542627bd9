package corpus.jada.danglingthreads;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Threads that nobody joins: main starts two workers and returns; one worker starts a helper of
 * its own and returns too. Every thread nests the two locks in the same order, so the net's final
 * dead marking is normal termination, not a deadlock (the monitor places tell the two apart).
 * The Petrify paper's table marks three programs as correct without naming them in its text; we
 * take this one (together with GuardedLocks and MayNotHappenInParallel) as the correct ones.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA DanglingThreads")
public class Main {
    static final class Store {
        final Object index = new Object();
        final Object data = new Object();
        int records;

        void write() {
            synchronized (index) {
                synchronized (data) {
                    records++;
                }
            }
        }

        void compact() {
            synchronized (index) {
                synchronized (data) {
                    records--;
                }
            }
        }
    }

    static final class Writer extends Thread {
        private final Store store;

        Writer(Store store) {
            this.store = store;
        }

        @Override
        public void run() {
            store.write();
            Thread helper = new Thread(store::compact);
            helper.start();
        }
    }

    public static void main(String[] args) {
        Store store = new Store();
        new Writer(store).start();
        Thread compactor = new Thread(store::compact);
        compactor.start();
        store.write();
    }
}
