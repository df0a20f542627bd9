package corpus.extra.writerlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.petrify.corpus.Expect;

/**
 * The reporter of {@code extra.writerlock} renders the account with {@code toString()} before it
 * prints the text: the account's lock is taken and given back before the writer's lock, so the
 * two locks are never held in crossing orders.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the argument is rendered before the writer's lock is taken")
public class Main {
    static final class Account {
        private final PrintWriter log;
        private int balance;

        Account(PrintWriter log) {
            this.log = log;
        }

        synchronized void deposit(int amount) {
            balance += amount;
            log.println("deposited " + amount);
        }

        @Override
        public String toString() {
            synchronized (this) {
                return "account[" + balance + "]";
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        PrintWriter log = new PrintWriter(new StringWriter());
        Account account = new Account(log);
        Thread reporter = new Thread(() -> log.println(account.toString()));
        reporter.start();
        account.deposit(10);
        reporter.join();
    }
}
