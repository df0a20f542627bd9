package app;

/** Two transfers lock two accounts in opposite orders: they can deadlock. */
public class Bank {
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
