package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleProxies;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Lock-order cycles whose one half runs through a method handle: {@code ab} (A then B) is
 * called by {@code invokeExact}, {@code invokeWithArguments} and a {@code MethodHandleProxies}
 * instance, while the other thread takes B then A. The model cannot see the handle's target,
 * so it must not claim there is no deadlock.
 */
public class HandleCycle {
  static final Object A = new Object();
  static final Object B = new Object();

  static void ab() {
    synchronized (A) {
      synchronized (B) {
        B.hashCode();
      }
    }
  }

  public static void main(String[] args) throws Throwable {
    MethodHandle h = MethodHandles.lookup().findStatic(HandleCycle.class, "ab",
        MethodType.methodType(void.class));
    Thread t = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          A.hashCode();
        }
      }
    });
    t.start();
    h.invokeExact();
    h.invokeWithArguments();
    MethodHandleProxies.asInterfaceInstance(Runnable.class, h).run();
    t.join();
  }
}
