package corpus.extra.literalpick.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.literalpick: the second worker's second name is a {@code new String("a")}, a
 * fresh object that is never the interned literal, so the helper gives it a lock of its own and
 * the workers share only B, taken second by the first and first by the second.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
        Thread t2 = new Thread(() -> both("b", new String("a")));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
