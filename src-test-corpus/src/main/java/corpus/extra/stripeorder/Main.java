package corpus.extra.stripeorder;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Striped locks: a static array of lock objects, two stripes taken for a pair of slots. Each
 * transfer takes the stripe of its first slot, then that of its second ({@code slot %
 * STRIPES.length}); the two workers pass the slots in opposite orders, so each may hold one
 * stripe and wait for the other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: stripes 1 and 2 taken in opposite orders")
public class Main {
    static final Object[] STRIPES = {new Object(), new Object(), new Object(), new Object()};
    static int moved;

    static void transfer(int from, int to) {
        int first = from % STRIPES.length;
        int second = to % STRIPES.length;
        synchronized (STRIPES[first]) {
            synchronized (STRIPES[second]) {
                moved++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> transfer(5, 2));
        Thread t2 = new Thread(() -> transfer(2, 5));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
