package corpus.race.account.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.account}: {@code deposit} and {@code balance} are synchronized. */
@ExpectRaces(value = {}, source = "account (fixed)")
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

    synchronized void deposit(int amount) {
        balance = balance + amount;
    }

    synchronized int balance() {
        return balance;
    }
}
