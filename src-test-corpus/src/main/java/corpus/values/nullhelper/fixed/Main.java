package corpus.values.nullhelper.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayDeque;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code values.nullhelper}: a borrower that finds no idle object creates
 * one, so the helper's {@code isNull(p)} is always false and nobody waits. The model must
 * agree: the test {@code p == null} pins {@code p} on each branch, the call of the static
 * helper is translated for the argument's known null-ness, and the helper's result flows back
 * to the caller's branch (result exits); two tests of one local are not independent choices.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the helper's test of its parameter agrees with the caller's test of p")
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
        if (p == null) {
            p = new Object();
        }
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
