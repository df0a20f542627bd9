package corpus.extra.looplistlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;

import org.petrify.corpus.Expect;

/**
 * The list locks of {@code extra.looplistlocks} taken in one order by both threads: element 0
 * then element 1. The list is filled before the thread's lambda captures it and never changed
 * after, so {@code locks.get(k)} is the object added at position {@code k}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "two list elements locked in one order by both threads")
public class Main {
    static int total;

    public static void main(String[] args) throws InterruptedException {
        List<Object> locks = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            locks.add(new Object());
        }
        Thread t = new Thread(() -> both(locks.get(0), locks.get(1)));
        t.start();
        both(locks.get(0), locks.get(1));
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
