package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

/**
 * Handles of an application method that is no leaf ({@code locate}), moved around before they
 * run (or not): each nested class's {@code main} waits for a flag another thread sets, which
 * is decided only when fields are tracked. Shared by every entry: the flag wait.
 */
public final class HandleFlows {
  static final Object LOCK = new Object();
  static int located;
  static boolean done;

  private HandleFlows() {}

  static String locate(Class<?> c) {
    located++;
    return c.getName();
  }

  static MethodHandle handle() {
    try {
      return MethodHandles.lookup().findStatic(HandleFlows.class, "locate",
          MethodType.methodType(String.class, Class.class));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  static void awaitFlag() throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (LOCK) {
        done = true;
        LOCK.notifyAll();
      }
    });
    t.start();
    synchronized (LOCK) {
      while (!done) {
        LOCK.wait();
      }
    }
    t.join();
  }

  /** Jetty's shape: handles in a list, its array in a static field, run by a loop. */
  public static final class ListRun {
    static final MethodHandle[] METHODS;

    static {
      List<MethodHandle> l = new ArrayList<>();
      l.add(handle());
      METHODS = l.toArray(new MethodHandle[0]);
    }

    public static void main(String[] args) throws Throwable {
      for (MethodHandle h : METHODS) {
        h.invoke(String.class);
      }
      awaitFlag();
    }
  }

  /** The same list of handles, never run; another handle (of a JDK method) is run. */
  public static final class ListUnrun {
    static final MethodHandle[] METHODS;
    static final MethodHandle NANOS;

    static {
      List<MethodHandle> l = new ArrayList<>();
      l.add(handle());
      METHODS = l.toArray(new MethodHandle[0]);
      try {
        NANOS = MethodHandles.lookup().findStatic(ClassLoader.getPlatformClassLoader()
            .loadClass("java.lang.System"), "nanoTime", MethodType.methodType(long.class));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }

    static Object run(MethodHandle h) throws Throwable {
      return h.invoke();
    }

    public static void main(String[] args) throws Throwable {
      run(NANOS);
      awaitFlag();
    }
  }

  /** A handle kept in a static field and run through a parameter of a helper. */
  public static final class ParameterRun {
    static MethodHandle kept;

    static Object run(MethodHandle h) throws Throwable {
      return h.invoke(String.class);
    }

    public static void main(String[] args) throws Throwable {
      kept = handle();
      run(kept);
      awaitFlag();
    }
  }

  /** A handle added to a list through an alias of the list kept in a field. */
  public static final class AliasRun {
    static List<MethodHandle> kept;

    public static void main(String[] args) throws Throwable {
      List<MethodHandle> l = new ArrayList<>();
      kept = l;
      List<MethodHandle> alias = l;
      alias.add(handle());
      kept.get(0).invoke(String.class);
      awaitFlag();
    }
  }

  /** A handle run by a thread's lambda that reads it from a field. */
  public static final class LambdaRun {
    static MethodHandle kept;

    public static void main(String[] args) throws Throwable {
      kept = handle();
      Thread t = new Thread(() -> {
        try {
          kept.invoke(String.class);
        } catch (Throwable e) {
          throw new IllegalStateException(e);
        }
      });
      t.start();
      t.join();
      awaitFlag();
    }
  }
}
