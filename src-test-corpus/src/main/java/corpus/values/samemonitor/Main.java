package corpus.values.samemonitor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Objects;
import org.petrify.corpus.Expect;

/**
 * A gate that only its owner may open (the shape of a monitor's guard, {@code guard.monitor !=
 * this}): {@code open} on the wrong owner returns without opening. Main asks the other owner
 * to open the gate, so the waiter, waiting on the gate's owner, waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the gate is opened through an object that does not own it")
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
        Main other = new Main();
        Gate gate = new Gate(owner);
        Thread waiter = new Thread(() -> {
            try {
                owner.await(gate);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        other.open(gate);
        waiter.join();
    }
}
