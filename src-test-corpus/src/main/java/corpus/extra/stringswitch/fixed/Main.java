package corpus.extra.stringswitch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.stringswitch: the second thread passes "Right", which matches no case
 * (a string literal argument is known in the callee, so the switch is decided per call; a
 * false VIOLATED before).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
        Thread t2 = new Thread(() -> go("Right"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
