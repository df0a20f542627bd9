package corpus.extra.unheldcycle.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/** Fixed twin of {@code corpus.extra.unheldcycle}: main locks first, the workers agree on the order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
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
            synchronized (a) {
                synchronized (b) {
                    count++;
                }
            }
        });
        one.start();
        two.start();
        lock.lock();
        lock.unlock();
    }
}
