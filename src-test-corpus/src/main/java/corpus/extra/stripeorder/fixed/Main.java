package corpus.extra.stripeorder.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.stripeorder: the lower stripe first ({@code Math.min}/{@code Math.max} of the
 * two stripe indices), and one stripe only when both slots share it; a third transfer between
 * slots of the same stripe, and one whose slots are known in the method itself ({@code
 * STRIPES.length - 1}), take the stripes in the same global order. The indices are computed
 * from parameters the call sites pass as constants, so each call's stripes are known.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object[] STRIPES = {new Object(), new Object(), new Object(), new Object()};
    static int moved;

    static void transfer(int from, int to) {
        int a = from % STRIPES.length;
        int b = to % STRIPES.length;
        if (a == b) {
            synchronized (STRIPES[a]) {
                moved++;
            }
            return;
        }
        synchronized (STRIPES[Math.min(a, b)]) {
            synchronized (STRIPES[Math.max(a, b)]) {
                moved++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> transfer(5, 2));
        Thread t2 = new Thread(() -> transfer(2, 5));
        Thread t3 = new Thread(() -> transfer(3, 7));
        Thread t4 = new Thread(() -> transfer(STRIPES.length - 1, 1));
        t1.start();
        t2.start();
        t3.start();
        t4.start();
        t1.join();
        t2.join();
        t3.join();
        t4.join();
    }
}
