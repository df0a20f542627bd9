package corpus.extra.looplistlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;

import org.petrify.corpus.Expect;

/**
 * Two locks appended to a list in a counted loop; a thread takes {@code locks.get(0)} then
 * {@code locks.get(1)}, main takes them in the opposite order: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two list elements locked in opposite orders by two threads")
public class Main {
    static int total;

    public static void main(String[] args) throws InterruptedException {
        List<Object> locks = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            locks.add(new Object());
        }
        Thread t = new Thread(() -> both(locks.get(0), locks.get(1)));
        t.start();
        both(locks.get(1), locks.get(0));
        t.join();
    }

    static void both(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                total++;
            }
        }
    }
}
