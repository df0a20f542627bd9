package corpus.values.enumfactory.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.enumfactory: main builds the ring with {@code SINGLE}, whose sequencer locks
 * the slot only, so the handler's slot-then-claims order meets no inversion: no deadlock. The
 * multi-producer sequencer is allocated on a branch no run takes (a points-to analysis that
 * ignores the argument lets {@code publish} dispatch to it: a false deadlock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the factory's MULTI branch never runs")
public class Main {
    /** Who publishes. */
    enum Producer { SINGLE, MULTI }

    static final Object CLAIMS = new Object();

    static class Sequencer {
        void publish(Object slot) {
            synchronized (slot) {
                slot.hashCode();
            }
        }
    }

    static final class SingleSequencer extends Sequencer {
    }

    static final class MultiSequencer extends Sequencer {
        @Override
        void publish(Object slot) {
            synchronized (CLAIMS) {
                synchronized (slot) {
                    slot.hashCode();
                }
            }
        }
    }

    final Object slot = new Object();
    final Sequencer sequencer;

    Main(Producer producer) {
        sequencer = create(producer);
    }

    static Sequencer create(Producer producer) {
        switch (producer) {
            case SINGLE:
                return new SingleSequencer();
            case MULTI:
                return new MultiSequencer();
            default:
                throw new IllegalStateException(producer.toString());
        }
    }

    void drain() {
        synchronized (slot) {
            synchronized (CLAIMS) {
                CLAIMS.hashCode();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main ring = new Main(Producer.SINGLE);
        Thread handler = new Thread(ring::drain);
        handler.start();
        ring.sequencer.publish(ring.slot);
        handler.join();
    }
}
