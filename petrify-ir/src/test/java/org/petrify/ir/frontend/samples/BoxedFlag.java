package org.petrify.ir.frontend.samples;

/**
 * A boxed decision taken under a lock and tested after it ({@code Boolean create = null; ...
 * create = Boolean.TRUE; ... if (!create.booleanValue()) return null}, the shape of
 * commons-pool2's {@code GenericObjectPool.create()}): two users, two objects allowed, so both
 * get one and nobody waits. No deadlock.
 */
public class BoxedFlag {
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
    BoxedFlag p = new BoxedFlag();
    Thread a = new Thread(() -> run(p));
    Thread b = new Thread(() -> run(p));
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static void run(BoxedFlag p) {
    try {
      p.use();
    } catch (InterruptedException e) {
      // ends the run
    }
  }
}
