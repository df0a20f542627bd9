package corpus.values.intresult;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.petrify.corpus.Expect;

/**
 * A one-slot pool whose wait tests an int an application method computes: {@code allocated()}
 * is the sum of the sizes of the idle and leased collections. {@code take} waits while one
 * slot is allocated, even when that slot is idle, so the second user waits for ever once the
 * first has given its slot back.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the slot given back is idle but still allocated")
public class Main {
    private final ArrayDeque<Object> idle = new ArrayDeque<>();
    private final Set<Object> leased = new HashSet<>();

    int allocated() {
        return idle.size() + leased.size();
    }

    synchronized Object take() throws InterruptedException {
        while (allocated() >= 1) {
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
