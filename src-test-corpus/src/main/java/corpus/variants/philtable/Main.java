package corpus.variants.philtable;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Dining philosophers with heavy aliasing: one Table object owns the five forks, creates the five
 * Seat objects (all at the same allocation site, inside {@code Table.seat}) and each philosopher
 * reaches its forks only through table → seat → fork references. Telling the forks apart needs
 * an alias analysis that distinguishes the seats by the calls that created them; lumping them
 * together made the Petrify paper's tool run out of memory.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants PhilTable")
public class Main {
    public static void main(String[] args) {
        Table table = new Table();
        new Philosopher(table.seat(table.f0, table.f1)).start();
        new Philosopher(table.seat(table.f1, table.f2)).start();
        new Philosopher(table.seat(table.f2, table.f3)).start();
        new Philosopher(table.seat(table.f3, table.f4)).start();
        new Philosopher(table.seat(table.f4, table.f0)).start();
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
