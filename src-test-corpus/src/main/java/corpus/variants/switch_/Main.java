package corpus.variants.switch_;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A pattern switch with record patterns decides the lock order: a Move locks its source and then
 * its destination, a Swap its second operand first. One thread moves from a to b, the other swaps
 * a and b.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants Switch",
        note = "the pattern switch takes, per context, only the cases of its argument's classes,"
        + " so the record accessors have receivers and each Cell is its own lock")
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
                synchronized (right) {
                    synchronized (left) {
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
