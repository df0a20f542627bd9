package corpus.variants.classicdeadlockn.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.classicdeadlockn: the last worker takes l0 before l3, so all locks follow one
 * global order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the last worker takes l0 before l3")
public class Main {
    static final class Worker extends Thread {
        private final Object mine;
        private final Object next;
        static int rounds;

        Worker(Object mine, Object next) {
            this.mine = mine;
            this.next = next;
        }

        @Override
        public void run() {
            synchronized (mine) {
                synchronized (next) {
                    rounds++;
                }
            }
        }
    }

    public static void main(String[] args) {
        Object l0 = new Object();
        Object l1 = new Object();
        Object l2 = new Object();
        Object l3 = new Object();
        new Worker(l0, l1).start();
        new Worker(l1, l2).start();
        new Worker(l2, l3).start();
        new Worker(l0, l3).start();
    }
}
