package corpus.values.samemonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Objects;
import org.petrify.corpus.Expect;

/**
 * Twin of values.samemonitor: the gate is opened through its owner. Verifies only because the
 * identity comparison {@code g.owner != this} is decided: both sides are known non-null and
 * their points-to sets are the same single object (undecided, {@code open} could return
 * without opening and the waiter wait forever).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: opened through its owner; identity decided by points-to")
public class Main {
    static final class Gate {
        final Object owner;
        boolean open;

        Gate(Object owner) {
            this.owner = Objects.requireNonNull(owner);
        }
    }

    synchronized void open(Gate g) {
        if (g.owner != this) {
            return;
        }
        g.open = true;
        notifyAll();
    }

    synchronized void await(Gate g) throws InterruptedException {
        while (!g.open) {
            wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main owner = new Main();
        Gate gate = new Gate(owner);
        Thread waiter = new Thread(() -> {
            try {
                owner.await(gate);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        owner.open(gate);
        waiter.join();
    }
}
