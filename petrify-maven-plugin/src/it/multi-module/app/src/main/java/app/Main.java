package app;

import lib.Account;

/** Two transfers in opposite directions: each thread locks its source, then its target. */
public class Main {
  public static void main(String[] args) throws InterruptedException {
    Account a = new Account();
    Account b = new Account();
    Thread t1 = new Thread(() -> a.transferTo(b, 10));
    Thread t2 = new Thread(() -> b.transferTo(a, 20));
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
