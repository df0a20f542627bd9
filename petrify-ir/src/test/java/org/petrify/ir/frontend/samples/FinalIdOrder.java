package org.petrify.ir.frontend.samples;

/**
 * Locks ordered by a final id set from a different constant at each allocation site: the
 * account with the smaller id is locked first, whatever the order of the arguments, so the
 * two transfers cannot deadlock.
 */
public class FinalIdOrder {
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
    Account b = new Account(2);
    Thread t = new Thread(() -> transfer(a, b, 10));
    t.start();
    transfer(b, a, 7);
    t.join();
  }
}
