package corpus.variants.yield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Switch expressions with {@code yield} pick the locks from a slot number; the two clerks ask for
 * the slots in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants Yield")
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
            synchronized (drawer(first)) {
                synchronized (drawer(second)) {
                    top.papers++;
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
