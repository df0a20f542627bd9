package org.petrify.ir.frontend.samples;

/**
 * {@link FinalIdOrder} with constructors that validate their argument before the write (a
 * check that throws, as {@code checkArgument} does): the ids are still 1 and 2, so both
 * transfers lock account 1 first: no deadlock.
 */
public class FinalIdChecked {
  static final class Account {
    final int id;
    int balance = 100;

    Account(int id) {
      if (id <= 0) {
        throw new IllegalArgumentException("id " + id);
      }
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
