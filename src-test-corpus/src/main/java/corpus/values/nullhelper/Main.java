package corpus.values.nullhelper;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayDeque;
import org.petrify.corpus.Expect;

/**
 * Borrowing in the style of commons-pool2's {@code GenericObjectPool.borrowObject}: take an
 * idle object, and if there is none, wait for one, testing null-ness through a static helper
 * ({@code PooledObject.isNull}). Main puts one idle object while two borrowers run, and
 * nothing ever returns or creates one: a borrower that finds the deque empty waits forever (a
 * real deadlock: main's join never returns).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the second borrower finds no idle object and nobody creates one")
public class Main {
    static final Object lock = new Object();
    static final ArrayDeque<Object> idle = new ArrayDeque<>();

    static Object poll() {
        synchronized (lock) {
            return idle.pollFirst();
        }
    }

    static boolean isNull(Object o) {
        return o == null;
    }

    static void borrow() throws InterruptedException {
        Object p = poll();
        if (isNull(p)) {
            synchronized (lock) {
                lock.wait();
            }
        }
    }

    static void run() {
        try {
            borrow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread u1 = new Thread(Main::run, "user-1");
        Thread u2 = new Thread(Main::run, "user-2");
        u1.start();
        u2.start();
        synchronized (lock) {
            idle.addLast(new Object());
        }
        u1.join();
        u2.join();
    }
}
