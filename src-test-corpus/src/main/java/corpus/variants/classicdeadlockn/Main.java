package corpus.variants.classicdeadlockn;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * ClassicDeadlock generalised to four threads and four locks: worker i nests lock i and lock
 * i+1 (mod 4), so the four workers can wait in a cycle of length four.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants ClassicDeadlockN")
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
        new Worker(l3, l0).start();
    }
}
