package corpus.extra.printflock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The reporter of {@code printflock} renders the account first and prints the finished line: the account's lock is taken and released before {@code println}
 * takes {@code System.out}'s monitor, so no cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the account is rendered before the stream's lock is taken")
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
        Thread reporter = new Thread(() -> {
            String line = account.toString();
            System.out.println(line);
        });
        reporter.start();
        account.deposit(10);
        reporter.join();
    }
}
