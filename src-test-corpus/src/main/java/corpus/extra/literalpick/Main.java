package corpus.extra.literalpick;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Each worker locks the objects a helper picks for two names, compared by identity with the
 * literals {@code "a"} and {@code "b"}; any other name gets a lock of its own. The second worker
 * names {@code "b"} then the literal {@code "a"}, so its order crosses the first worker's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: both names are interned literals, A and B are taken in crossing orders")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            return;
        }
    }

    static Object pick(String name) {
        if (name == "a") {
            return A;
        }
        if (name == "b") {
            return B;
        }
        return new Object();
    }

    static void both(String first, String second) {
        synchronized (pick(first)) {
            pause();
            synchronized (pick(second)) {
                System.out.println(first + second);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both("a", "b"));
        Thread t2 = new Thread(() -> both("b", "a"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
