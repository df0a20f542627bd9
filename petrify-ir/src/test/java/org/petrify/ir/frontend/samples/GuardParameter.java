package org.petrify.ir.frontend.samples;

/**
 * A box whose value is delivered from a parameter: every call site of {@code deliver} passes a
 * non-null argument (a new object, a string constant through {@code relay}), so {@code value}
 * is tracked as null/nonnull and the waiter cannot wait after the last notification: no
 * deadlock. {@code checked} is written with what {@code check} returns, a parameter it has
 * tested against null, so it is only ever assigned {@code nonnull}.
 */
public class GuardParameter {
  private Object value;
  private Object checked;

  static <T> T check(T t) {
    if (t == null) {
      throw new NullPointerException();
    }
    return t;
  }

  synchronized void take() throws InterruptedException {
    while (value == null) {
      wait();
    }
  }

  synchronized void deliver(Object v) {
    value = v;
    notifyAll();
  }

  synchronized void deliverChecked(Object v) {
    checked = check(v);
    notifyAll();
  }

  void relay(Object x) {
    deliver(x);
  }

  public static void main(String[] args) throws InterruptedException {
    GuardParameter box = new GuardParameter();
    Thread t = new Thread(() -> {
      try {
        box.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    t.start();
    box.deliver(new Object());
    box.relay("again");
    t.join();
    box.deliverChecked(args);
    if (box.checked == null) {
      throw new IllegalStateException();
    }
  }
}
