package corpus.race.audit;

import org.petrify.corpus.ExpectRaces;

/**
 * A bank transfer holds both accounts' monitors (always in the same order, so it cannot
 * deadlock), but the audit in the main thread sums the balances without any lock: its reads
 * race with the transfer's writes.
 */
@ExpectRaces(value = {
        "Account.balance: write@Main.java:18 / read@Main.java:29",
        "Account.balance: write@Main.java:19 / read@Main.java:29"},
        source = "bank audit (classic race benchmark)")
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
        int total = a.balance + b.balance;
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
