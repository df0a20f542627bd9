package corpus.extra.varargslocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A helper takes the locks it is given as varargs one inside the other, recursing on the index
 * until it reaches {@code locks.length}. Two threads give it the same two locks in opposite
 * orders: each holds its first lock and waits for the other's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the two varargs arrays list the locks in opposite orders")
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
        Thread t2 = new Thread(() -> lockAll(0, b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
