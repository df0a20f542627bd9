package corpus.extra.joinloop.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.joinloop: every worker takes the two locks in the same order. The start loop
 * and the join loop over the array are each unrolled (the bound is the array's length), so the
 * join of worker i waits for the worker started in iteration i and no spurious "waiting for a
 * thread never started" remains.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one lock order; start and join loops over one array")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[4];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(() -> work(A, B));
            workers[i].start();
        }
        for (int i = 0; i < workers.length; i++) {
            workers[i].join();
        }
    }

    static void work(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                total++;
            }
        }
    }
}
