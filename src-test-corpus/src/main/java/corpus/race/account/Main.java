package corpus.race.account;

import org.petrify.corpus.ExpectRaces;

/**
 * Two clerks deposit into one account whose {@code deposit} is not synchronized: the read and
 * the write of {@code balance} in {@code deposit} race between the clerks (lost updates).
 */
@ExpectRaces(value = {
        "Account.balance: read@Main.java:36 / write@Main.java:36",
        "Account.balance: write@Main.java:36 / write@Main.java:36"},
        source = "account (classic race benchmark)")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Account account = new Account();
        Thread first = new Thread(() -> {
            account.deposit(10);
            account.deposit(20);
        });
        Thread second = new Thread(() -> {
            account.deposit(5);
            account.deposit(7);
        });
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(account.balance());
    }
}

class Account {
    private int balance;

    void deposit(int amount) {
        balance = balance + amount;
    }

    int balance() {
        return balance;
    }
}
