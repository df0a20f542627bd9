package corpus.values.emptyqueue;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedList;
import org.petrify.corpus.Expect;

/**
 * A pool that hands itself over to queued waiters: {@code wakeAll} holds the pool and locks
 * each waiter it takes from the queue to notify it. A helper thread holds the waiter and calls
 * {@code wakeAll}: pool then waiter on main, waiter then pool on the helper, a lock-order
 * deadlock once the waiter is queued. The fixed twin never queues anyone (the queue stays
 * empty, so the hand-over loop never runs).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "a real lock-order deadlock between the pool and a queued waiter; the queue's"
            + " size is counted (SizeCounters), so the hand-over loop ends as in Java (before,"
            + " its test was a choice and the model had a false livelock); no livelock holds"
            + " only for the model: the exception removeFirst may throw is not modelled (uncaught-exception)")
public class Main {
    private final LinkedList<Object> waiters = new LinkedList<>();

    synchronized void enqueue(Object w) {
        waiters.add(w);
    }

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
        pool.enqueue(waiter); // bug: the helper holds this waiter while it wakes the pool
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
