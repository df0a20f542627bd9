package org.petrify.ir.frontend.samples;

/**
 * A helper with no concurrency of its own whose {@code catch (LinkageError)} the model never
 * reaches (an UNSOUND {@code unreached-handler} caveat) and whose other handler an application
 * callee throws to from inside: demand-driven translation must translate it, so that the caveats
 * are reported as by the full translation.
 */
public class DemandInertHandler {
  static final Object LOCK = new Object();

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (LOCK) {
        parse("x");
      }
    });
    t.start();
    synchronized (LOCK) {
      parse("");
    }
    t.join();
  }

  static int parse(String s) {
    try {
      return checked(s);
    } catch (IllegalStateException e) {
      return -1;
    } catch (LinkageError e) {
      return -2;
    }
  }

  static int checked(String s) {
    if (s.isEmpty()) {
      throw new IllegalStateException("empty");
    }
    return s.length();
  }
}
