package corpus.extra.finalorder.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.finalorder}: the accounts get the ids 1 and 2, so both
 * transfers lock account 1 first. The ids are final fields set from a constant at each
 * allocation site; the comparison {@code from.id < to.id} is decided in each transfer.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Account {
        final int id;
        int balance = 100;

        Account(int id) {
            this.id = id;
        }
    }

    static void transfer(Account from, Account to, int amount) {
        if (from.id < to.id) {
            synchronized (from) {
                synchronized (to) {
                    from.balance -= amount;
                    to.balance += amount;
                }
            }
        } else {
            synchronized (to) {
                synchronized (from) {
                    from.balance -= amount;
                    to.balance += amount;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(1);
        Account b = new Account(2);
        Thread worker = new Thread(() -> transfer(a, b, 10));
        worker.start();
        transfer(b, a, 7);
        worker.join();
    }
}
