package org.petrify.ir.frontend.samples;

/**
 * Twin of {@link FinalIdOrder} whose two accounts get the same id: the comparison is false in
 * both transfers, each locks {@code to} first, and the transfers in opposite directions can
 * deadlock.
 */
public class FinalIdOrderSame {
  static final class Account {
    final int id;
    int balance = 100;

    Account(int id) {
      this.id = id;
    }
  }

  static void transfer(Account from, Account to, int amount) {
    if (from.id < to.id) {
      synchronized (from) {
        synchronized (to) {
          from.balance -= amount;
          to.balance += amount;
        }
      }
    } else {
      synchronized (to) {
        synchronized (from) {
          from.balance -= amount;
          to.balance += amount;
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Account a = new Account(1);
    Account b = new Account(1);
    Thread t = new Thread(() -> transfer(a, b, 10));
    t.start();
    transfer(b, a, 7);
    t.join();
  }
}
