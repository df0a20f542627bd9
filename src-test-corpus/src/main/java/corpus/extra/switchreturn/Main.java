package corpus.extra.switchreturn;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A helper picks the lock of an account kind by a pattern {@code switch} on its argument; a
 * transfer locks the lock of its source, then that of its target. One thread moves from a
 * checking account to a savings account, the other back: the lock orders cross.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: each thread holds the lock of its source kind and wants the other")
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
        Thread t = new Thread(() -> transfer(new Savings(2), new Checking(1)));
        t.start();
        transfer(new Checking(1), new Savings(2));
        t.join();
    }
}
