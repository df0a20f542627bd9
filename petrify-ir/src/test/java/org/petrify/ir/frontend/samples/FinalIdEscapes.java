package org.petrify.ir.frontend.samples;

/**
 * A final id read before its constructor writes it: the constructor hands {@code this} to
 * {@code check} first, which sees the default 0 and takes {@code A} then {@code B}, against the
 * worker's {@code B} then {@code A}: a deadlock. Taking the id for the constructor's constant 1
 * would hide it.
 */
public class FinalIdEscapes {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class Account {
    final int id;

    Account(int id) {
      check(this);
      this.id = id;
    }
  }

  static void check(Account a) {
    if (a.id == 0) {
      synchronized (A) {
        synchronized (B) {
          System.out.print("");
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          System.out.print("");
        }
      }
    });
    t.start();
    Account a = new Account(1);
    check(a);
    t.join();
  }
}
