package corpus.extra.lockorderid;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Accounts get ids from a counter; one transfer locks the account with the smaller id first,
 * the other (written later, by someone else) the one with the larger id: the two threads lock
 * the same two accounts in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "ids ordered ascending in one thread and descending in the other")
public class Main {
    static final AtomicInteger NEXT = new AtomicInteger();

    static final class Account {
        final int id = NEXT.incrementAndGet();
        int balance = 100;
    }

    static void ascending(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
        Account second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    static void descending(Account from, Account to, int amount) {
        Account first = from.id > to.id ? from : to;
        Account second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account();
        Account b = new Account();
        Thread t1 = new Thread(() -> ascending(a, b, 10));
        Thread t2 = new Thread(() -> descending(b, a, 20));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
