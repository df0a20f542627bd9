package org.petrify.ir.frontend.samples;

/**
 * {@link BoxedFlag} with one object allowed: the second user's decision is {@code FALSE}, it
 * gets {@code null} and waits for a return nobody makes. A deadlock.
 */
public class BoxedFlagFull {
  static final int MAX = 1;
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
          create = Boolean.TRUE;
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
    BoxedFlagFull p = new BoxedFlagFull();
    Thread a = new Thread(() -> run(p));
    Thread b = new Thread(() -> run(p));
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static void run(BoxedFlagFull p) {
    try {
      p.use();
    } catch (InterruptedException e) {
      // ends the run
    }
  }
}
