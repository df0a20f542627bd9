package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.CountDownLatch;

/**
 * Var handles looked up in a helper whose handler of ReflectiveOperationException would skip
 * a count-down main waits for: the handler is reached in Java only if the look-up fails.
 */
public final class FieldLookupSamples {
  volatile Object state;
  static volatile CountDownLatch done = new CountDownLatch(1);

  private FieldLookupSamples() {}

  /** The helper of the common idiom: class, name and type from its callers. */
  static VarHandle find(Class<?> c, String name, Class<?> type) {
    try {
      return MethodHandles.lookup().findVarHandle(c, name, type);
    } catch (ReflectiveOperationException e) {
      return null; // skips nothing here, but the caller's count-down follows only success
    }
  }

  static VarHandle findStatic(Class<?> c, String name, Class<?> type) {
    try {
      VarHandle h = MethodHandles.lookup().findStaticVarHandle(c, name, type);
      done.countDown();
      return h;
    } catch (ReflectiveOperationException e) {
      return null; // the count-down is skipped: main waits for ever
    }
  }

  static void await() throws InterruptedException {
    done.await();
  }

  /** The class's own static field, by constants through the helper: the handler is never reached. */
  public static final class Own {
    public static void main(String[] args) throws InterruptedException {
      find(FieldLookupSamples.class, "state", Object.class);
      new Thread(() -> findStatic(FieldLookupSamples.class, "done", CountDownLatch.class))
          .start();
      await();
    }
  }

  /** A misspelt field: NoSuchFieldException, the handler runs (UNSOUND, as before). */
  public static final class Misspelt {
    public static void main(String[] args) throws InterruptedException {
      new Thread(() -> findStatic(FieldLookupSamples.class, "dne", CountDownLatch.class))
          .start();
      await();
    }
  }

  /** The right name with the wrong type: NoSuchFieldException too. */
  public static final class WrongType {
    public static void main(String[] args) throws InterruptedException {
      new Thread(() -> findStatic(FieldLookupSamples.class, "done", Object.class)).start();
      await();
    }
  }

  /** An int field by {@code int.class} (a read of {@code Integer.TYPE}): found. */
  public static final class PrimitiveOwn {
    volatile int count;
    static final VarHandle COUNT;

    static {
      VarHandle h = null;
      try {
        h = MethodHandles.lookup().findVarHandle(PrimitiveOwn.class, "count", int.class);
      } catch (ReflectiveOperationException e) {
        done.countDown();
      }
      COUNT = h;
    }

    public static void main(String[] args) throws InterruptedException {
      new Thread(() -> COUNT.getAndAdd(new PrimitiveOwn(), 1)).start();
    }
  }

  /** The same field by {@code long.class}: NoSuchFieldException, the handler stays. */
  public static final class PrimitiveWrongType {
    volatile int count;
    static final VarHandle COUNT;

    static {
      VarHandle h = null;
      try {
        h = MethodHandles.lookup().findVarHandle(PrimitiveWrongType.class, "count", long.class);
      } catch (ReflectiveOperationException e) {
        done.countDown();
      }
      COUNT = h;
    }

    public static void main(String[] args) throws InterruptedException {
      new Thread(() -> System.out.println(COUNT)).start();
    }
  }

  /** A name computed at run time: not known (UNSOUND). */
  public static final class Computed {
    public static void main(String[] args) throws InterruptedException {
      String name = args.length > 0 ? args[0] : "done";
      new Thread(() -> findStatic(FieldLookupSamples.class, name, CountDownLatch.class))
          .start();
      await();
    }
  }
}
