package corpus.extra.unheldcycle;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Main unlocks a lock it never locked (IllegalMonitorStateException ends main), while two
 * workers take {@code a} and {@code b} in opposite orders: a real lock-order deadlock that the
 * search must find past the state where main throws. The fixed twin locks before it unlocks
 * and orders the workers' locks.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "main ends by an IllegalMonitorStateException; the workers' lock-order deadlock is real")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final Object a = new Object();
    static final Object b = new Object();
    static int count;

    public static void main(String[] args) {
        Thread one = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    count++;
                }
            }
        });
        Thread two = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    count++;
                }
            }
        });
        one.start();
        two.start();
        lock.unlock(); // bug: never locked
    }
}
