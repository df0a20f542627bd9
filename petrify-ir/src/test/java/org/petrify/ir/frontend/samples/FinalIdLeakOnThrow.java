package org.petrify.ir.frontend.samples;

/**
 * A final id that a failing constructor leaks before it throws: {@code new Account(7)} hands
 * {@code this} to {@code check}, which sees the default 0 and takes {@code A} then {@code B},
 * against the worker's {@code B} then {@code A}: a deadlock. The path that leaks never reaches
 * the write, so only a check of every path from the entry (not only those that reach the
 * write) sees it.
 */
public class FinalIdLeakOnThrow {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class Account {
    final int id;

    Account(int id) {
      if (id > 5) {
        check(this);
        throw new IllegalArgumentException("id " + id);
      }
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
    try {
      new Account(7);
    } catch (IllegalArgumentException e) {
      System.out.print("");
    }
    t.join();
  }
}
