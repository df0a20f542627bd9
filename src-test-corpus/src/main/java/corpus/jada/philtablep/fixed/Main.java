package corpus.jada.philtablep.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.philtablep: the last diner is seated with fork0 before fork3, so all forks are
 * taken in one global order.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS, livelock = VIOLATED, livelockFair = HOLDS, acceptUnsound = "fair-returns",
        note = "corrected twin: the last diner takes fork0 before fork3; the recursion depth becomes nondeterministic: without fairness it can recurse forever",
        acceptReason = "the recursion is entered once, from a call site outside any loop, and calls itself at most once per activation, so every real run returns from it finitely often and fair returns exclude no real run")
public class Main {
    public static void main(String[] args) {
        Table table = new Table(new Fork(), new Fork(), new Fork(), new Fork());
        new Diner(table.fork0(), table.fork1()).start();
        new Diner(table.fork1(), table.fork2()).start();
        new Diner(table.fork2(), table.fork3()).start();
        new Diner(table.fork0(), table.fork3()).start();
    }
}

final class Fork {
    int uses;
}

final class Table {
    private final Fork f0;
    private final Fork f1;
    private final Fork f2;
    private final Fork f3;

    Table(Fork f0, Fork f1, Fork f2, Fork f3) {
        this.f0 = f0;
        this.f1 = f1;
        this.f2 = f2;
        this.f3 = f3;
    }

    Fork fork0() {
        return f0;
    }

    Fork fork1() {
        return f1;
    }

    Fork fork2() {
        return f2;
    }

    Fork fork3() {
        return f3;
    }
}

final class Diner extends Thread {
    private final Fork left;
    private final Fork right;

    Diner(Fork left, Fork right) {
        this.left = left;
        this.right = right;
    }

    private void eat(int courses) {
        if (courses > 0) {
            synchronized (left) {
                synchronized (right) {
                    left.uses++;
                    right.uses++;
                }
            }
            eat(courses - 1);
        }
    }

    @Override
    public void run() {
        eat(3);
    }
}
