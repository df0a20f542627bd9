package org.petrify.ir.frontend.samples;

/**
 * Only a subclass's {@code initialValue()} takes lock {@code B}, reached by main's first
 * {@code get()} under {@code A}; the worker takes {@code B} then {@code A}.
 */
public class ThreadLocalOverride {
  static final Object A = new Object();
  static final Object B = new Object();
  static final ThreadLocal<int[]> COUNTS = new ThreadLocal<>() {
    @Override
    protected int[] initialValue() {
      synchronized (B) {
        return new int[1];
      }
    }
  };

  public static void main(String[] args) throws InterruptedException {
    Thread worker = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          System.out.println("worker");
        }
      }
    });
    worker.start();
    synchronized (A) {
      COUNTS.get()[0]++;
    }
    worker.join();
  }
}
