package corpus.extra.arraycopylocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.arraycopylocks: the worker locks through a {@code System.arraycopy} copy of a
 * one-lock table, so both threads take the one lock and the other in the same order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();
    static final Object[] TABLE = {FIRST};

    public static void main(String[] args) throws InterruptedException {
        Object[] scratch = new Object[1];
        System.arraycopy(TABLE, 0, scratch, 0, 1);
        Thread worker = new Thread(() -> {
            synchronized (scratch[0]) {
                synchronized (SECOND) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (FIRST) {
            synchronized (SECOND) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
