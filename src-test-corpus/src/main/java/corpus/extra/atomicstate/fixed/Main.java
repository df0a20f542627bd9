package corpus.extra.atomicstate.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.atomicstate: a gate replaces its closed phase with {@code compareAndSet}
 * before it touches the other gate, so a thread that reads the other gate's phase after that
 * gate began to open gets the open phase, whose monitor nobody holds. Decided only when the
 * {@code AtomicReference}'s value names which of its few objects it holds, and the
 * compare-and-set expecting the phase just read is known to succeed.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static class Phase {
        final Gate gate;

        Phase(Gate gate) {
            this.gate = gate;
        }

        synchronized void trip() {
        }

        synchronized void touch() {
        }
    }

    static final class Closed extends Phase {
        Closed(Gate gate) {
            super(gate);
        }

        @Override
        synchronized void trip() {
            gate.open();
        }
    }

    static final class Open extends Phase {
        Open(Gate gate) {
            super(gate);
        }
    }

    static final class Gate {
        final AtomicReference<Phase> phase = new AtomicReference<>();
        Gate other;

        Gate() {
            phase.set(new Closed(this));
        }

        void trip() {
            phase.get().trip();
        }

        void open() {
            Phase closed = phase.get();
            phase.compareAndSet(closed, new Open(this));
            pause();
            other.phase.get().touch();
        }
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Gate x = new Gate();
        Gate y = new Gate();
        x.other = y;
        y.other = x;
        Thread a = new Thread(x::trip);
        Thread b = new Thread(y::trip);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
