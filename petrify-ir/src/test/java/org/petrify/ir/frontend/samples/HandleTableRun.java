package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * {@link HandleTable} whose {@code main} runs the table's handle: its target may write any
 * field unseen, so no field is tracked and the wait for {@code done} may miss the notify.
 */
public class HandleTableRun {
  static final Object LOCK = new Object();
  static final MethodHandle[] TABLE;
  static int located;

  static {
    try {
      TABLE = new MethodHandle[] {MethodHandles.lookup().findStatic(HandleTableRun.class,
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

  public static void main(String[] args) throws Throwable {
    locationOf(String.class);
    HandleTableRun m = new HandleTableRun();
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
