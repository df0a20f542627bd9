package corpus.extra.varargslocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.varargslocks: both threads give the locks in one order. Every call passes a
 * varargs array of length 2 (or its own parameter on), so {@code locks.length} is 2 in each
 * instance of the helper and the recursion ends after the second lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static void lockAll(int i, Object... locks) {
        if (i == locks.length) {
            return;
        }
        synchronized (locks[i]) {
            pause();
            lockAll(i + 1, locks);
        }
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object a = new Object();
        Object b = new Object();
        Thread t1 = new Thread(() -> lockAll(0, a, b));
        Thread t2 = new Thread(() -> lockAll(0, a, b));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
