package org.petrify.ir.frontend.samples;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * The same program as {@link ReflectedHelper}, but the offset helper is public and takes the
 * class from {@code getClass()}: any field may be reflected, so no field is tracked.
 */
@SuppressWarnings("removal")
public class ReflectedUnknown {
  static final Object LOCK = new Object();
  static Unsafe unsafe;
  static long hitsOffset;

  volatile int hits;
  boolean done;

  public static long offset(Object o, String name) throws NoSuchFieldException {
    Field f = o.getClass().getDeclaredField(name);
    return unsafe.objectFieldOffset(f);
  }

  public static void main(String[] args) throws Exception {
    ReflectedUnknown m = new ReflectedUnknown();
    hitsOffset = offset(m, "hits");
    Thread t = new Thread(() -> {
      unsafe.putInt(m, hitsOffset, 1);
      synchronized (LOCK) {
        m.done = true;
        LOCK.notifyAll();
      }
    });
    t.start();
    synchronized (LOCK) {
      while (!m.done) {
        LOCK.wait();
      }
    }
    t.join();
  }
}
