package demo;

/**
 * Two threads take the same two locks in opposite orders: they can deadlock.
 * ./petrify check examples/classes --main demo.ClassicDeadlock --property deadlock
 */
public class ClassicDeadlock {
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
      synchronized (right) {
        synchronized (left) {
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
