package org.petrify.ir.frontend.samples;

/**
 * {@link BoxedFlag} whose decision is a new {@code Boolean} (a third object, not a constant):
 * the boxed value is not tracked, so its test is a choice and the model finds a user that gets
 * {@code null} and waits (no deadlock on the JVM; the imprecision is the sound side).
 */
@SuppressWarnings("removal")
public class BoxedFlagNew {
  static final int MAX = 2;
  private final Object lock = new Object();
  private final Object idle = new Object();
  private int made;
  private boolean returned;

  Object create() {
    Boolean create = null;
    while (create == null) {
      synchronized (lock) {
        if (made >= MAX) {
          create = Boolean.valueOf(false);
        } else {
          made++;
          create = new Boolean(true);
        }
      }
    }
    if (!create.booleanValue()) {
      return null;
    }
    return new Object();
  }

  void use() throws InterruptedException {
    if (create() == null) {
      synchronized (idle) {
        while (!returned) {
          idle.wait();
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    BoxedFlagNew p = new BoxedFlagNew();
    Thread a = new Thread(() -> run(p));
    Thread b = new Thread(() -> run(p));
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static void run(BoxedFlagNew p) {
    try {
      p.use();
    } catch (InterruptedException e) {
      // ends the run
    }
  }
}
