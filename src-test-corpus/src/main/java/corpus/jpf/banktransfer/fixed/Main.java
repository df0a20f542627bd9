package corpus.jpf.banktransfer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** Twin of jpf.banktransfer: every transfer first takes the bank's guard lock, so the two account locks never interleave. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: guard lock")
public class Main {
    static final class Account {
        int balance = 100;
    }

    static final class Bank {
        void transfer(Account from, Account to, int amount) {
            synchronized (this) {
                synchronized (from) {
                    synchronized (to) {
                        from.balance -= amount;
                        to.balance += amount;
                    }
                }
            }
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        Account alice = new Account();
        Account bob = new Account();
        new Thread(() -> bank.transfer(alice, bob, 10)).start();
        new Thread(() -> bank.transfer(bob, alice, 20)).start();
    }
}
