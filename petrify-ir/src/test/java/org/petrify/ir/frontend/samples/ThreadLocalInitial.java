package org.petrify.ir.frontend.samples;

/**
 * A {@code ThreadLocal.withInitial} supplier and a subclass's {@code initialValue()} each take
 * lock {@code B}; main's first {@code get()} of each runs them holding {@code A}, and the
 * worker takes {@code B} then {@code A}: two hidden lock-order inversions.
 */
public class ThreadLocalInitial {
  static final Object A = new Object();
  static final Object B = new Object();
  static final ThreadLocal<StringBuilder> SUPPLIED = ThreadLocal.withInitial(() -> {
    synchronized (B) {
      return new StringBuilder();
    }
  });
  static final ThreadLocal<int[]> OVERRIDDEN = new ThreadLocal<>() {
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
      if (args.length == 0) {
        SUPPLIED.get().append('x');
      } else {
        OVERRIDDEN.get()[0]++;
      }
    }
    worker.join();
  }
}
