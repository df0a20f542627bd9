package corpus.variants.switch_.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.switch_: every case of the pattern switch locks the record's first component
 * first, so both threads take a before b whichever case the abstraction follows.
 */
@Expect(deadlock = org.petrify.corpus.Expected.INCONCLUSIVE, termination = org.petrify.corpus.Expected.INCONCLUSIVE, terminationFair = org.petrify.corpus.Expected.INCONCLUSIVE,
        livelock = org.petrify.corpus.Expected.INCONCLUSIVE, livelockFair = org.petrify.corpus.Expected.INCONCLUSIVE, note = "corrected twin: every case locks its first component first;"
        + " INCONCLUSIVE: the accessor calls of the record patterns are not modelled (no"
        + " receiver: unresolved-call), so both Cells become one unknown lock")
public class Main {
    static final class Cell {
        int value;
    }

    sealed interface Command permits Move, Swap, Clear {
    }

    record Move(Cell source, Cell target) implements Command {
    }

    record Swap(Cell left, Cell right) implements Command {
    }

    record Clear(Cell cell) implements Command {
    }

    static void execute(Command command) {
        switch (command) {
            case Move(Cell source, Cell target) -> {
                synchronized (source) {
                    synchronized (target) {
                        target.value += source.value;
                        source.value = 0;
                    }
                }
            }
            case Swap(Cell left, Cell right) -> {
                synchronized (left) {
                    synchronized (right) {
                        int v = left.value;
                        left.value = right.value;
                        right.value = v;
                    }
                }
            }
            case Clear c -> c.cell().value = 0;
        }
    }

    public static void main(String[] args) {
        Cell a = new Cell();
        Cell b = new Cell();
        new Thread(() -> execute(new Move(a, b))).start();
        new Thread(() -> execute(new Swap(a, b))).start();
    }
}
