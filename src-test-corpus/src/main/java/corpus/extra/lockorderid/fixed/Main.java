package corpus.extra.lockorderid.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.atomic.AtomicInteger;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.lockorderid: every transfer locks the account with the smaller id
 * first. The ids come from one counter, so they never tie, and both threads lock the two
 * accounts in the same order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final AtomicInteger NEXT = new AtomicInteger();

    static final class Account {
        final int id = NEXT.incrementAndGet();
        int balance = 100;
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
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
        Thread t1 = new Thread(() -> transfer(a, b, 10));
        Thread t2 = new Thread(() -> transfer(b, a, 20));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
