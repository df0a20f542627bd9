package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Locks reached through objects: a lock field created in each account's constructor, forks in
 * an array of a table object read at constant indices, and forks in a list.
 */
public class Aliasing {
  static class Account {
    final Object lock = new Object();
    int balance;

    void transfer(Account to, int amount) {
      synchronized (lock) {
        synchronized (to.lock) {
          balance -= amount;
          to.balance += amount;
        }
      }
    }
  }

  static class Table {
    final Object[] forks = new Object[2];

    Table() {
      forks[0] = new Object();
      forks[1] = new Object();
    }

    Object fork(int i) {
      return forks[i];
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Account x = new Account();
    Account y = new Account();
    Thread t = new Thread(() -> x.transfer(y, 1));
    t.start();
    y.transfer(x, 2);
    t.join();
    Table table = new Table();
    Object left = table.forks[0];
    Object right = table.forks[1];
    synchronized (left) {
      synchronized (right) {
        table.hashCode();
      }
    }
    List<Object> list = new ArrayList<>();
    list.add(left);
    Object got = list.get(0);
    synchronized (got) {
      list.hashCode();
    }
    Object any = table.fork(args.length);
    synchronized (any) {
      any.hashCode();
    }
  }
}
