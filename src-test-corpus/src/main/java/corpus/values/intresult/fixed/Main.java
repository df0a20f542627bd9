package corpus.values.intresult.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.petrify.corpus.Expect;

/**
 * Twin of values.intresult: {@code take} waits only while the one slot is allocated and none
 * is idle, so the second user takes the slot the first gave back. Verifies only because the
 * int {@code allocated()} returns reaches the caller's test (an int result variant, {@code
 * IntResults}): with the call's result a nondeterministic choice, a user could wait after the
 * last notification.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: an idle slot is taken; exact with the method's int result")
public class Main {
    private final ArrayDeque<Object> idle = new ArrayDeque<>();
    private final Set<Object> leased = new HashSet<>();

    int allocated() {
        return idle.size() + leased.size();
    }

    synchronized Object take() throws InterruptedException {
        while (allocated() >= 1 && idle.isEmpty()) {
            wait();
        }
        Object slot = idle.poll();
        if (slot == null) {
            slot = new Object();
        }
        leased.add(slot);
        return slot;
    }

    synchronized void give(Object slot) {
        notifyAll();
        leased.remove(slot);
        idle.add(slot);
    }

    public static void main(String[] args) throws InterruptedException {
        Main pool = new Main();
        Runnable user = () -> {
            try {
                pool.give(pool.take());
            } catch (InterruptedException e) {
                return;
            }
        };
        Thread a = new Thread(user);
        Thread b = new Thread(user);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
