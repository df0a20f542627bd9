package app;

/** A second, unrelated deadlock: the ledger and the audit log taken in opposite orders. */
public class Ledger {
  static final Object ledger = new Object();
  static final Object audit = new Object();

  public static void main(String[] args) throws InterruptedException {
    Thread post = new Thread(() -> {
      synchronized (ledger) {
        synchronized (audit) {
          System.out.println("posted");
        }
      }
    });
    Thread check = new Thread(() -> {
      synchronized (audit) {
        synchronized (ledger) {
          System.out.println("checked");
        }
      }
    });
    post.start();
    check.start();
    post.join();
    check.join();
  }
}
