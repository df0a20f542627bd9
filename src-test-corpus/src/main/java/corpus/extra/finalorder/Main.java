package corpus.extra.finalorder;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Transfers lock the account with the smaller final {@code id} first, but both accounts were
 * given the same id (a copied constructor argument): the comparison is false in both
 * transfers, each locks {@code to} first, and the worker's transfer a to b and main's b to a
 * deadlock. The fixed twin gives the accounts the ids 1 and 2.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
        Account b = new Account(1);
        Thread worker = new Thread(() -> transfer(a, b, 10));
        worker.start();
        transfer(b, a, 7);
        worker.join();
    }
}
