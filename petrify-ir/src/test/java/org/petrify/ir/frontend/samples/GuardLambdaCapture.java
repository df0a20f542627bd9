package org.petrify.ir.frontend.samples;

import java.util.function.Consumer;

/**
 * A box filled through lambdas the program calls itself: a lambda that passes on a value it
 * captured, and a bound method reference called with a string. The implementation methods'
 * parameters receive the captured values and the call's arguments ({@code ArgumentSite}), all
 * non-null, so the waiter's {@code value == null} test is decided: no deadlock.
 */
public class GuardLambdaCapture {
  private Object value;

  synchronized void take() throws InterruptedException {
    while (value == null) {
      wait();
    }
  }

  synchronized void deliver(Object v) {
    value = v;
    notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    GuardLambdaCapture box = new GuardLambdaCapture();
    Thread t = new Thread(() -> {
      try {
        box.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    t.start();
    Object payload = new Object();
    Runnable r = () -> box.deliver(payload);
    r.run();
    Consumer<Object> c = box::deliver;
    c.accept("done");
    t.join();
  }
}
