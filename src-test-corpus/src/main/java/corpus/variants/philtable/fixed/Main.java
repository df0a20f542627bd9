package corpus.variants.philtable.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of variants.philtable: the last seat lists f0 before f4, so all forks follow one global
 * order. Proving it needs the same alias precision as the original: lumping the seats (all made
 * at one allocation site) would invent a cyclic wait.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the last seat lists f0 before f4; a precision test for the alias analysis")
public class Main {
    public static void main(String[] args) {
        Table table = new Table();
        new Philosopher(table.seat(table.f0, table.f1)).start();
        new Philosopher(table.seat(table.f1, table.f2)).start();
        new Philosopher(table.seat(table.f2, table.f3)).start();
        new Philosopher(table.seat(table.f3, table.f4)).start();
        new Philosopher(table.seat(table.f0, table.f4)).start();
    }
}

final class Fork {
    int uses;
}

final class Seat {
    final Table table;
    final Fork left;
    final Fork right;

    Seat(Table table, Fork left, Fork right) {
        this.table = table;
        this.left = left;
        this.right = right;
    }
}

final class Table {
    final Fork f0 = new Fork();
    final Fork f1 = new Fork();
    final Fork f2 = new Fork();
    final Fork f3 = new Fork();
    final Fork f4 = new Fork();
    int meals;

    Seat seat(Fork left, Fork right) {
        return new Seat(this, left, right);
    }

    void served() {
        meals++;
    }
}

final class Philosopher extends Thread {
    private final Seat seat;

    Philosopher(Seat seat) {
        this.seat = seat;
    }

    @Override
    public void run() {
        Fork first = seat.left;
        Fork second = seat.right;
        synchronized (first) {
            synchronized (second) {
                first.uses++;
                second.uses++;
                seat.table.served();
            }
        }
    }
}
