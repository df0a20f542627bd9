package corpus.extra.lockordername.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.lockordername: every transfer locks the account whose owner's name
 * sorts first. The names are distinct constants, so both threads lock the two accounts in the
 * same order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    record Account(String owner, int[] balance) {
        Account(String owner) {
            this(owner, new int[] {100});
        }
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.owner().compareTo(to.owner()) < 0 ? from : to;
        Account second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance()[0] -= amount;
                to.balance()[0] += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account("alice");
        Account b = new Account("bob");
        Thread t1 = new Thread(() -> transfer(a, b, 10));
        Thread t2 = new Thread(() -> transfer(b, a, 20));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
