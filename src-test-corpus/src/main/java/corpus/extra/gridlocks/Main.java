package corpus.extra.gridlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Locks kept in a two-dimensional array ({@code new Object[2][2]}: the JVM makes a row array
 * for each element of the outer one); two threads take the corner locks in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real lock-order cycle through the rows of a 2-D array")
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
            synchronized (locks[1][1]) {
                synchronized (locks[0][0]) {
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
