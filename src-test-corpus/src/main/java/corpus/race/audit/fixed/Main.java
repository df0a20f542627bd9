package corpus.race.audit.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.audit}: the audit takes both monitors in the transfer's order. */
@ExpectRaces(value = {}, source = "bank audit (fixed)")
public class Main {
    static void transfer(Account from, Account to, int amount) {
        synchronized (from) {
            synchronized (to) {
                from.balance = from.balance - amount;
                to.balance = to.balance + amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(100);
        Account b = new Account(50);
        Thread clerk = new Thread(() -> transfer(a, b, 30));
        clerk.start();
        int total;
        synchronized (a) {
            synchronized (b) {
                total = a.balance + b.balance;
            }
        }
        clerk.join();
        System.out.println(total);
    }
}

class Account {
    int balance;

    Account(int balance) {
        this.balance = balance;
    }
}
