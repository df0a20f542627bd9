package corpus.values.enterif;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A guarded enter in the style of Guava's {@code Monitor.enterIf}: {@code enterIf} takes a
 * lock, tests a condition on data the model does not track, releases the lock again when the
 * condition fails and returns whether it holds the lock; the caller works and unlocks only
 * when it entered. Thread {@code ab} enters {@code a} and then wants {@code b}, thread
 * {@code ba} enters {@code b} and then wants {@code a}: a real lock-order deadlock when both
 * conditions hold.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the two threads enter the locks in opposite orders")
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
        Thread ba = new Thread(() -> inOrder(b, a), "ba");
        ab.start();
        ba.start();
        ab.join();
        ba.join();
    }
}
