package org.petrify.ir.frontend.samples;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Library-style logging through the JDK's loggers, from a thread holding a lock. */
public final class LoggingSamples {
  static final Object LOCK = new Object();
  static final Logger LOG = Logger.getLogger(LoggingSamples.class.getName());

  private LoggingSamples() {}

  /** java.util.logging with strings and a JDK exception: only JDK code runs; no caveat. */
  public static final class Jul {
    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> {
        synchronized (LOCK) {
          LOG.info("working");
          LOG.log(Level.WARNING, "failed", new IllegalStateException("x"));
          if (LOG.isLoggable(Level.FINE)) {
            LOG.fine("detail");
          }
        }
      });
      w.start();
      w.join();
    }
  }

  /** System.Logger with a string: no caveat. */
  public static final class SystemLogger {
    public static void main(String[] args) throws InterruptedException {
      System.Logger log = System.getLogger("samples");
      Thread w = new Thread(() -> {
        synchronized (LOCK) {
          log.log(System.Logger.Level.WARNING, "ignoring the weigher");
        }
      });
      w.start();
      w.join();
    }
  }

  /** A message supplier is the program's code: the call keeps its caveat. */
  public static final class SupplierMessage {
    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> LOG.info(() -> {
        synchronized (LOCK) {
          return "computed";
        }
      }));
      w.start();
      w.join();
    }
  }

  /** A parameter whose toString takes a lock is rendered under the handler's lock: caveat. */
  public static final class LockingParameter {
    static final class State {
      @Override
      public String toString() {
        synchronized (LOCK) {
          return "state";
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      Thread w = new Thread(() -> LOG.log(Level.INFO, "state {0}", new State()));
      w.start();
      w.join();
    }
  }
}
