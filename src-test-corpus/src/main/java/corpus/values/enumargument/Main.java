package corpus.values.enumargument;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * In the style of the LMAX Disruptor's {@code RingBuffer.create(producerType, ...)}: an enum
 * constant passed through a constructor to a method that switches on it (javac compiles the
 * switch over {@code $SwitchMap[mode.ordinal()]}). {@code MULTI} starts a thread whose lock
 * order inverts main's: a real deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: MULTI starts the thread that takes the locks the other way")
public class Main {
    final Object a = new Object();
    final Object b = new Object();

    Main(Mode mode) {
        start(mode);
    }

    void start(Mode mode) {
        switch (mode) {
            case MULTI:
                new Thread(this::backwards).start();
                break;
            default:
                break;
        }
    }

    void backwards() {
        synchronized (b) {
            synchronized (a) {
                a.hashCode();
            }
        }
    }

    void forwards() {
        synchronized (a) {
            synchronized (b) {
                b.hashCode();
            }
        }
    }

    public static void main(String[] args) {
        new Main(Mode.MULTI).forwards();
    }
}
