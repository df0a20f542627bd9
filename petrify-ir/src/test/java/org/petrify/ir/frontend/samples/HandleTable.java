package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * A table of look-up handles made in a static initializer (as Jetty's {@code TypeUtil} makes
 * its location handles) of an application method that is no leaf ({@code locate} calls
 * {@code describe}); only {@code locationOf} runs them, and nothing reachable calls it. The
 * handles never run, so {@code done} stays tracked: no deadlock.
 */
public class HandleTable {
  static final Object LOCK = new Object();
  static final MethodHandle[] TABLE;
  static int located;

  static {
    try {
      TABLE = new MethodHandle[] {MethodHandles.lookup().findStatic(HandleTable.class,
          "locate", MethodType.methodType(String.class, Class.class))};
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  boolean done;

  static String locate(Class<?> c) {
    located++;
    return describe(c);
  }

  static String describe(Class<?> c) {
    return c.getName();
  }

  static String locationOf(Class<?> c) throws Throwable {
    return (String) TABLE[0].invoke(c);
  }

  public static void main(String[] args) throws Exception {
    HandleTable m = new HandleTable();
    Thread t = new Thread(() -> {
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
