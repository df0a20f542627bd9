package corpus.extra.lockordername;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Accounts are records named by their owner; one transfer locks the account whose name sorts
 * first, the other (written later, by someone else) the one whose name sorts last: the two
 * threads lock the same two accounts in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "names ordered ascending in one thread and descending in the other")
public class Main {
    record Account(String owner, int[] balance) {
        Account(String owner) {
            this(owner, new int[] {100});
        }
    }

    static void ascending(Account from, Account to, int amount) {
        Account first = from.owner().compareTo(to.owner()) < 0 ? from : to;
        Account second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance()[0] -= amount;
                to.balance()[0] += amount;
            }
        }
    }

    static void descending(Account from, Account to, int amount) {
        Account first = from.owner().compareTo(to.owner()) > 0 ? from : to;
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
        Thread t1 = new Thread(() -> ascending(a, b, 10));
        Thread t2 = new Thread(() -> descending(a, b, 20));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
