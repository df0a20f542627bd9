package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * {@link UpdaterGate} with a var handle of the volatile count, made by
 * {@code findVarHandle} of constants in the static initializer: tracked, so no deadlock
 * ({@link VarHandleGateTooMany}, waiting for one party too many, deadlocks).
 */
public class VarHandleGate {
  static final int PARTIES = 2;
  static final VarHandle DONE;

  static {
    try {
      DONE = MethodHandles.lookup().findVarHandle(VarHandleGate.class, "done", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private volatile int done;
  private final Object lock = new Object();

  void finish() {
    if ((int) DONE.getAndAdd(this, 1) + 1 == PARTIES) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while ((int) DONE.getVolatile(this) < PARTIES) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    VarHandleGate g = new VarHandleGate();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
