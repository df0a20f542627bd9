package corpus.values.emptyqueue.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.LinkedList;
import org.petrify.corpus.Expect;

/**
 * The pool of {@code values.emptyqueue} with nobody queued: no code adds to the queue, so
 * {@code isEmpty()} is always true and the hand-over loop never takes a waiter. The helper
 * holding its object while it wakes the pool is harmless. Without the rule that a collection
 * nothing adds to is empty, the loop is a choice that takes an element nobody put there (an
 * unknown lock: INCONCLUSIVE).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the queue stays empty: the loop never runs")
public class Main {
    private final LinkedList<Object> waiters = new LinkedList<>();

    synchronized void wakeAll() {
        while (!waiters.isEmpty()) {
            Object w = waiters.removeFirst();
            synchronized (w) {
                w.notifyAll();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main pool = new Main();
        Object waiter = new Object();
        Thread helper = new Thread(() -> {
            synchronized (waiter) {
                pool.wakeAll();
            }
        });
        helper.start();
        pool.wakeAll();
        helper.join();
    }
}
