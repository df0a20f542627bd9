package corpus.values.enterif.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code values.enterif}: both threads enter {@code a} before {@code b}. No
 * deadlock, provided the caller's branch on {@code enterIf}'s result agrees with the path
 * {@code enterIf} took: a thread whose condition failed has released the lock and must not
 * unlock it again (the model would then wait forever for a release it cannot do). The result
 * is a boolean computed from a value the model does not track, so only the correlation of the
 * callee's return with the caller's test (result exits) decides it.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the caller's test agrees with the path enterIf took (result exits)")
public class Main {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    /** A computed long, exact at 0 only: once incremented, the condition is a choice. */
    static volatile long ticks;

    static boolean ready() {
        return ticks >= 0;
    }

    static boolean enterIf(ReentrantLock lock) {
        lock.lock();
        boolean satisfied = false;
        try {
            return satisfied = ready();
        } finally {
            if (!satisfied) {
                lock.unlock();
            }
        }
    }

    static void inOrder(ReentrantLock first, ReentrantLock second) {
        if (enterIf(first)) {
            try {
                second.lock();
                try {
                    ticks++;
                } finally {
                    second.unlock();
                }
            } finally {
                first.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ab = new Thread(() -> inOrder(a, b), "ab");
        Thread ab2 = new Thread(() -> inOrder(a, b), "ab2");
        ab.start();
        ab2.start();
        ab.join();
        ab2.join();
    }
}
