package corpus.values.enumargument.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.enumargument with {@code SINGLE}: the switch takes its default and no thread
 * is started. Verifies only because the constructor and {@code start} run argument variants
 * with the enum parameter pinned, so {@code $SwitchMap[mode.ordinal()]} is evaluated and the
 * switch decided; as a choice the thread could start.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: SINGLE starts no thread; exact with argument variants")
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
        new Main(Mode.SINGLE).forwards();
    }
}
