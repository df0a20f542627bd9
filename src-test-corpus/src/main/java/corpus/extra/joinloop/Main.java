package corpus.extra.joinloop;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Workers started in one loop over an array and joined in a second loop over it (the most
 * common shape of multi-threaded Java); the even and odd workers take two locks in opposite
 * orders (two workers: the fair checks of four unrolled workers exceed the suite's budget).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "start loop and join loop over one array; workers lock in opposite orders")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < workers.length; i++) {
            boolean even = i % 2 == 0;
            workers[i] = new Thread(() -> work(even ? A : B, even ? B : A));
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
