package corpus.extra.reentrancy;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Reentrant acquisitions are not deadlocks: a synchronized method calls another synchronized
 * method on the same object, and a ReentrantLock is locked twice by its holder.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    private final ReentrantLock lock = new ReentrantLock();
    private int count;

    synchronized void outer() {
        count++;
        inner();
    }

    synchronized void inner() {
        count--;
    }

    void twice() {
        lock.lock();
        lock.lock();
        count++;
        lock.unlock();
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread t = new Thread(() -> {
            m.outer();
            m.twice();
        });
        t.start();
        m.twice();
        m.outer();
        t.join();
    }
}
