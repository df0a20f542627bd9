package corpus.extra.writerlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.petrify.corpus.Expect;

/**
 * A reporter prints an account to a {@code PrintWriter} over a {@code StringWriter} with {@code
 * log.printf("%s%n", account)}: {@code printf} holds the writer's lock (the {@code StringWriter}
 * it wraps) while it formats, and the account's {@code toString} reads the balance under the
 * account's lock. The teller holds that lock and logs with {@code println}, which needs the
 * writer's lock: a lock-order cycle through the JDK's own writer lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: PrintWriter.printf renders its argument under the writer's lock")
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
        Thread reporter = new Thread(() -> log.printf("%s%n", account));
        reporter.start();
        account.deposit(10);
        reporter.join();
    }
}
