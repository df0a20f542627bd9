package org.petrify.ir.frontend.samples;

/**
 * A result through virtual dispatch and a parameter: {@code source.cause()} runs one of two
 * implementations, one of which returns a new object; the result is handed to a helper that
 * takes the locks in the inverted order for a non-null cause: a deadlock.
 */
public class NullDispatchGuardOne {
  static final Object A = new Object();
  static final Object B = new Object();

  interface Source {
    Object cause();
  }

  static final class Plain implements Source {
    @Override
    public Object cause() {
      return null;
    }
  }

  static final class Wrapped implements Source {
    private final Source inner;

    Wrapped(Source inner) {
      this.inner = inner;
    }

    @Override
    public Object cause() {
      Object c = inner.cause();
      return c == null ? new Object() : c;
    }
  }

  static void report(Object cause) {
    if (cause != null) {
      synchronized (B) {
        synchronized (A) {
          System.out.println(cause);
        }
      }
    }
  }

  static Source pick(int n) {
    return n > 0 ? new Wrapped(new Plain()) : new Plain();
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("a then b");
        }
      }
    });
    t.start();
    Source s = pick(args.length);
    report(s.cause());
    t.join();
  }
}
