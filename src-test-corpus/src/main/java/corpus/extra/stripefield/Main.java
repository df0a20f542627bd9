package corpus.extra.stripefield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Striped locks in an instance field: {@code final Object[] stripes = new Object[4]}, filled by
 * the constructor in a loop over {@code stripes.length}. Each transfer takes the stripe of its
 * first slot, then that of its second ({@code slot % stripes.length}); the two workers pass
 * the slots in opposite orders, so each may hold one stripe and wait for the other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: stripes 1 and 2 taken in opposite orders")
public class Main {
    final Object[] stripes = new Object[4];
    int moved;

    Main() {
        for (int k = 0; k < stripes.length; k++) {
            stripes[k] = new Object();
        }
    }

    /** Widens the window in which the other worker takes its first stripe. */
    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    void transfer(int from, int to) {
        int first = from % stripes.length;
        int second = to % stripes.length;
        synchronized (stripes[first]) {
            pause();
            synchronized (stripes[second]) {
                moved++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main bank = new Main();
        Thread t1 = new Thread(() -> bank.transfer(5, 2));
        Thread t2 = new Thread(() -> bank.transfer(2, 5));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
