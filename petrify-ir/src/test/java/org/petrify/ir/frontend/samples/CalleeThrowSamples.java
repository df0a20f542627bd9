package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Callees whose implicit exceptions are caught by their callers, for {@code CaughtCalleesTest}:
 * {@code outer} and {@code inner} are called only under a handler (inner through outer),
 * {@code shared} also with none, {@code called} only by the library (forEach), {@code parse}
 * calls a JDK method that declares an unchecked exception.
 */
public final class CalleeThrowSamples {
  static final ReentrantLock LOCK = new ReentrantLock();
  static int divisor;
  static String text = "1";

  static int inner() {
    LOCK.lock();
    int r = 10 / divisor;
    LOCK.unlock();
    return r;
  }

  static int outer() {
    return inner() + 1;
  }

  static int shared() {
    return 10 / divisor;
  }

  static void called(int x) {
    int r = x / divisor;
  }

  static int parse() {
    return Integer.parseInt(text);
  }

  public static void main(String[] args) throws InterruptedException {
    shared();
    Thread t = new Thread(() -> {
      try {
        outer();
        shared();
        parse();
        List.of(1, 2).forEach(x -> called(x));
      } catch (RuntimeException e) {
        System.out.println("failed");
      }
    });
    t.start();
    t.join();
  }
}
