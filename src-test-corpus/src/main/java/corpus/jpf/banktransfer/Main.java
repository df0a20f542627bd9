package corpus.jpf.banktransfer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Two lambda threads transfer money in opposite directions, locking the two accounts in opposite orders. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JPF BankTransfer")
public class Main {
    static final class Account {
        int balance = 100;
    }

    static void transfer(Account from, Account to, int amount) {
        synchronized (from) {
            synchronized (to) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) {
        Account alice = new Account();
        Account bob = new Account();
        new Thread(() -> transfer(alice, bob, 10)).start();
        new Thread(() -> transfer(bob, alice, 20)).start();
    }
}
