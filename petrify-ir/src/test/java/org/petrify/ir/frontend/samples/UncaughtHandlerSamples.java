package org.petrify.ir.frontend.samples;

/** Library-style error reporting through the current thread's uncaught-exception handler. */
public final class UncaughtHandlerSamples {
  static final Object LOCK = new Object();

  private UncaughtHandlerSamples() {}

  static void report(Throwable e) {
    Thread t = Thread.currentThread();
    t.getUncaughtExceptionHandler().uncaughtException(t, e);
  }

  /** No handler of the program's own: the JDK prints; no caveat. */
  public static final class JdkHandler {
    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        synchronized (LOCK) {
          report(new IllegalStateException("undeliverable"));
        }
      });
      w.start();
      w.join();
    }
  }

  /** The program installs a handler of its own (a lambda): the call keeps its caveat. */
  public static final class OwnHandler {
    public static void main(String[] args) throws InterruptedException {
      Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
        synchronized (LOCK) {
          LOCK.notifyAll();
        }
      });
      Thread w = new Thread(() -> report(new IllegalStateException("undeliverable")));
      w.start();
      w.join();
    }
  }

  /** An exception whose message takes a lock is rendered by the printing: caveat. */
  public static final class LockingMessage {
    static final class Failure extends RuntimeException {
      @Override
      public String getMessage() {
        synchronized (LOCK) {
          return "failure";
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> report(new Failure()));
      w.start();
      w.join();
    }
  }
}
