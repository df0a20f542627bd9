package org.petrify.ir.frontend.samples;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * An {@code Unsafe} write whose offset comes from a private helper given a class through an
 * identity cast helper and a constant name (the shape of Netty's {@code RefCnt}): only
 * {@code hits} may be written behind the model's back, so {@code done}, which main waits on and
 * the helper sets before it notifies, stays tracked. No deadlock.
 */
@SuppressWarnings("removal")
public class ReflectedHelper {
  static final Object LOCK = new Object();
  static Unsafe unsafe;
  static long hitsOffset;

  volatile int hits;
  boolean done;

  @SuppressWarnings("unchecked")
  private static <T> Class<T> cls(Class<?> c) {
    return (Class<T>) c;
  }

  private static long offset(Class<?> c, String name) throws NoSuchFieldException {
    Field f = c.getDeclaredField(name);
    return unsafe.objectFieldOffset(f);
  }

  public static void main(String[] args) throws Exception {
    hitsOffset = offset(cls(ReflectedHelper.class), "hits");
    ReflectedHelper m = new ReflectedHelper();
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
    if (m.hits == 0) {
      System.out.println("not counted");
    }
    t.join();
  }
}
