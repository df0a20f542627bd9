package corpus.extra.printflock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A reporter prints an account with {@code System.out.printf("%s%n", account)}: {@code printf}
 * holds {@code System.out}'s monitor while it formats, and the account's {@code toString} reads
 * the balance under the account's lock. The teller holds that lock and logs with {@code
 * println}, which needs {@code System.out}'s monitor: a lock-order cycle through the JDK's own
 * stream lock, with no {@code synchronized (System.out)} anywhere in the program.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: printf renders its argument under System.out's monitor")
public class Main {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
            System.out.println("deposited " + amount);
        }

        @Override
        public String toString() {
            synchronized (this) {
                return "account[" + balance + "]";
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account account = new Account();
        Thread reporter = new Thread(() -> System.out.printf("%s%n", account));
        reporter.start();
        account.deposit(10);
        reporter.join();
    }
}
