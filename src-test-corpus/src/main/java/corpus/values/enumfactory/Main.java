package corpus.values.enumfactory;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * In the style of the LMAX Disruptor's {@code RingBuffer.create(producerType, ...)}: the
 * constructor passes the producer type to a static factory that switches on it and allocates
 * one of two sequencers. {@code MULTI} makes the sequencer whose {@code publish} takes the
 * shared claim lock before the slot, while the handler takes the slot before the claim lock: a
 * real deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the MULTI sequencer locks claims then slot, the handler slot"
            + " then claims")
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
        Main ring = new Main(Producer.MULTI);
        Thread handler = new Thread(ring::drain);
        handler.start();
        ring.sequencer.publish(ring.slot);
        handler.join();
    }
}
