package demo;

/**
 * The fixed twin of ClassicDeadlock: both threads take the locks in the same order.
 * ./petrify check examples/classes --main demo.OrderedLocks --property deadlock
 */
public class OrderedLocks {
  static final Object left = new Object();
  static final Object right = new Object();

  public static void main(String[] args) throws InterruptedException {
    Thread first = new Thread(() -> {
      synchronized (left) {
        synchronized (right) {
          System.out.println("first");
        }
      }
    });
    Thread second = new Thread(() -> {
      synchronized (left) {
        synchronized (right) {
          System.out.println("second");
        }
      }
    });
    first.start();
    second.start();
    first.join();
    second.join();
  }
}
