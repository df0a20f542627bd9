package org.petrify.ir.frontend.samples;

/**
 * The shape of a logging event: the event's constructor, given no throwable, extracts one
 * from the argument array and, when there is one, takes two locks in the order opposite to
 * the other thread's. Every event is made with the {@code null} array that {@code
 * None.arguments()} returns, so {@code extract} returns {@code null} on every run (its other
 * return lies behind the {@code null} test of its parameter): the inverted order never runs,
 * no deadlock.
 */
public class NullResultGuard {
  static final Object A = new Object();
  static final Object B = new Object();

  static Throwable extract(Object[] args) {
    if (args == null || args.length == 0) {
      return null;
    }
    Object last = args[args.length - 1];
    if (last instanceof Throwable t) {
      return t;
    }
    return null;
  }

  static final class Event {
    final String message;

    Event(String message, Throwable thrown, Object[] args) {
      this.message = message;
      Throwable t = thrown;
      if (t == null) {
        t = rearrange(args);
      }
      if (t != null) {
        synchronized (B) {
          synchronized (A) {
            System.out.println(message + t);
          }
        }
      }
    }

    private Throwable rearrange(Object[] args) {
      Throwable t = extract(args);
      return t;
    }
  }

  static void log(String message) {
    filter(message, NO_ARGUMENTS.arguments(), null);
  }

  /** Where a message's arguments come from. */
  interface Arguments {
    Object[] arguments();
  }

  /** A message without arguments: its array is {@code null}. */
  static final class None implements Arguments {
    @Override
    public Object[] arguments() {
      return null;
    }
  }

  static final Arguments NO_ARGUMENTS = new None();

  static void filter(String message, Object[] params, Throwable t) {
    append(message, params, t);
  }

  static void append(String message, Object[] params, Throwable t) {
    Event e = new Event(message, t, params);
    System.out.println(e.message);
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
    log("b then a?");
    t.join();
  }
}
