package corpus.extra.stringswitch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A switch on a string parameter (hashCode, then equals) picks the lock order: the two threads
 * pass "left" and "right", so they take the locks in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object L = new Object();
    static final Object R = new Object();

    static void go(String side) {
        switch (side) {
            case "left" -> {
                synchronized (L) {
                    synchronized (R) {
                        System.out.println("left");
                    }
                }
            }
            case "right" -> {
                synchronized (R) {
                    synchronized (L) {
                        System.out.println("right");
                    }
                }
            }
            default -> System.out.println("none");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> go("left"));
        Thread t2 = new Thread(() -> go("right"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
