package org.petrify.ir.frontend.samples;

/**
 * A singleton read while its own class is being initialised: {@code record()} runs from the
 * static initialiser before {@code READY} is written, so it stores {@code null}, and the waiter
 * that waits for a non-null {@code seen} waits forever (a real deadlock). A read of
 * {@code READY} in {@code main}, after initialisation, is non-null.
 */
public class SingletonDuringInit {
  static final Object READY;
  static final Object lock = new Object();
  static Object seen;

  static {
    record();
    READY = new Object();
  }

  static void record() {
    Object r = READY;
    seen = r;
  }

  public static void main(String[] args) throws InterruptedException {
    Object after = READY;
    Thread waiter = new Thread(() -> {
      synchronized (lock) {
        while (seen == null) {
          try {
            lock.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
      }
    });
    waiter.start();
    waiter.join();
    System.out.println(after);
  }
}
