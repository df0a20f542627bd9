package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * A method handle of an application method that only writes a field (the fence fallback of
 * Netty's {@code ConcurrentSkipListIntObjMultimap}): that field, {@code fenceVariable}, is
 * written behind the model's back; {@code done} stays tracked. No deadlock.
 */
public class ReflectedHandle {
  static final Object LOCK = new Object();
  static int fenceVariable;
  static MethodHandle fence;

  boolean done;

  private static void fenceFallback() {
    fenceVariable = 1;
  }

  public static void main(String[] args) throws Throwable {
    fence = MethodHandles.lookup().findStatic(ReflectedHandle.class, "fenceFallback",
        MethodType.methodType(void.class));
    ReflectedHandle m = new ReflectedHandle();
    Thread t = new Thread(() -> {
      synchronized (LOCK) {
        m.done = true;
        LOCK.notifyAll();
      }
    });
    t.start();
    fence.invokeExact();
    synchronized (LOCK) {
      while (!m.done) {
        LOCK.wait();
      }
    }
    if (fenceVariable == 0) {
      System.out.println("no fence");
    }
    t.join();
  }
}
