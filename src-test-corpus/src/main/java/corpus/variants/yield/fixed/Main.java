package corpus.variants.yield.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.yield: filing takes the office's monitor first, so the two drawer monitors are
 * never contended in opposite orders; nesting the same drawer twice is a reentrant acquisition.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: guard lock (the office); the abstraction cannot tell the slots apart, so only a guard makes it provably safe")
public class Main {
    static final class Drawer {
        int papers;
    }

    static final class Office {
        final Drawer top = new Drawer();
        final Drawer bottom = new Drawer();

        Drawer drawer(int slot) {
            return switch (slot) {
                case 0:
                    yield top;
                case 1:
                    yield bottom;
                default: {
                    Drawer fallback = top;
                    yield fallback;
                }
            };
        }

        void file(int first, int second) {
            synchronized (this) {
                synchronized (drawer(first)) {
                    synchronized (drawer(second)) {
                        top.papers++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) {
        Office office = new Office();
        new Thread(() -> office.file(0, 1)).start();
        new Thread(() -> office.file(1, 0)).start();
    }
}
