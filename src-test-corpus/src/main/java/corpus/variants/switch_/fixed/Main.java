package corpus.variants.switch_.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.switch_: every case of the pattern switch locks the record's first component
 * first, so both threads take a before b whichever case the abstraction follows.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: every case locks its first"
        + " component first; the pattern switch follows its argument's classes (TypeSwitches)")
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
