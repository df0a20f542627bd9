package corpus.extra.gridlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** Twin of extra.gridlocks: both threads take the corner locks in the same order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Object[][] locks = new Object[2][2];
        locks[0][0] = new Object();
        locks[1][1] = new Object();
        Thread a = new Thread(() -> {
            synchronized (locks[0][0]) {
                synchronized (locks[1][1]) {
                    System.out.println("a");
                }
            }
        });
        Thread b = new Thread(() -> {
            synchronized (locks[0][0]) {
                synchronized (locks[1][1]) {
                    System.out.println("b");
                }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
