package corpus.extra.atomicstate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Two gates (circuit breakers), each with its current phase in an {@code AtomicReference}.
 * Tripping a gate runs under the monitor of its current (closed) phase, and opening it touches
 * the other gate's current phase under that phase's monitor; the gate replaces its phase with
 * {@code compareAndSet} only after touching the other. Both threads hold their gate's closed
 * phase and wait for the other's: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each trip holds its gate's closed phase and touches the other's")
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
            pause();
            other.phase.get().touch();
            phase.compareAndSet(closed, new Open(this));
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
