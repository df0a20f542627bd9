package corpus.extra.switchreturn.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.switchreturn: both threads move from checking to savings, so both take the
 * checking lock first. The helper returns, to a call given a {@code new Checking}, only the
 * checking lock (the other case is ruled out by the argument's class).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object CHECKING_LOCK = new Object();
    static final Object SAVINGS_LOCK = new Object();

    sealed interface Account permits Checking, Savings { }

    record Checking(int number) implements Account { }

    record Savings(int number) implements Account { }

    static Object lockOf(Account a) {
        return switch (a) {
            case Checking c -> CHECKING_LOCK;
            case Savings s -> SAVINGS_LOCK;
        };
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void transfer(Account from, Account to) {
        synchronized (lockOf(from)) {
            pause();
            synchronized (lockOf(to)) {
                System.out.println(from + " -> " + to);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> transfer(new Checking(3), new Savings(4)));
        t.start();
        transfer(new Checking(1), new Savings(2));
        t.join();
    }
}
