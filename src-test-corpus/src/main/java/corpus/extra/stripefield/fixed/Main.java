package corpus.extra.stripefield.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.stripefield: the lower stripe first ({@code Math.min}/{@code Math.max} of the
 * two stripe indices). The array lives in a {@code final} instance field that only the
 * constructor writes, always with an array of length 4, so {@code stripes.length} is known in
 * {@code transfer}, and the constructor's fill loop makes four distinct stripes; a second
 * bank's transfers take its own stripes in the same order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
        int a = from % stripes.length;
        int b = to % stripes.length;
        synchronized (stripes[Math.min(a, b)]) {
            pause();
            synchronized (stripes[Math.max(a, b)]) {
                moved++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main bank = new Main();
        Main other = new Main();
        Thread t1 = new Thread(() -> bank.transfer(5, 2));
        Thread t2 = new Thread(() -> bank.transfer(2, 5));
        Thread t3 = new Thread(() -> other.transfer(3, 6));
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
    }
}
