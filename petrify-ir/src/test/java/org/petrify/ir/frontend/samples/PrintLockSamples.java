package org.petrify.ir.frontend.samples;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Formattable;
import java.util.List;

/**
 * JDK printing calls that run application code under their stream's lock (see {@code
 * PrintLockCallbacks}). One thread prints; the other holds {@code LOCK} and prints a line.
 * No {@code synchronized} of these programs takes a stream.
 */
public final class PrintLockSamples {
  private PrintLockSamples() {}

  static final Object LOCK = new Object();

  static void printUnderLock() {
    synchronized (LOCK) {
      System.out.println("x");
    }
  }

  static void errUnderLock() {
    synchronized (LOCK) {
      System.err.println("x");
    }
  }

  static void run(Runnable first, Runnable second) throws InterruptedException {
    LockOrderSamples.both(first, second);
  }

  /** An item whose {@code toString} takes {@code LOCK}. */
  static final class LockedItem {
    @Override
    public String toString() {
      synchronized (LOCK) {
        return "item";
      }
    }
  }

  /** An item whose {@code toString} is plain. */
  static final class PlainItem {
    int id = 1;

    @Override
    public String toString() {
      return "item" + id;
    }
  }

  /** {@code printf} renders the item under {@code System.out}'s monitor: a cycle. */
  public static final class PrintfLockedItem {
    public static void main(String[] args) throws InterruptedException {
      LockedItem item = new LockedItem();
      run(() -> System.out.printf("%s%n", item), PrintLockSamples::printUnderLock);
    }
  }

  /** The same with a plain item: no lock inside, no cycle. */
  public static final class PrintfPlainItem {
    public static void main(String[] args) throws InterruptedException {
      PlainItem item = new PlainItem();
      run(() -> System.out.printf("%s%n", item), PrintLockSamples::printUnderLock);
    }
  }

  /** {@code String.format} first, then {@code println}: rendered outside the lock. */
  public static final class FormatThenPrint {
    public static void main(String[] args) throws InterruptedException {
      LockedItem item = new LockedItem();
      run(() -> System.out.println(String.format("%s", item)), PrintLockSamples::printUnderLock);
    }
  }

  /** A {@code Formattable} lambda whose {@code formatTo} takes {@code LOCK}. */
  public static final class PrintfFormattable {
    public static void main(String[] args) throws InterruptedException {
      Formattable f = (fmt, flags, width, precision) -> {
        synchronized (LOCK) {
          fmt.format("f");
        }
      };
      run(() -> System.out.printf("%s%n", f), PrintLockSamples::printUnderLock);
    }
  }

  /** A synchronized list rendered by {@code printf}; the other thread holds the list. */
  public static final class PrintfSynchronizedList {
    public static void main(String[] args) throws InterruptedException {
      List<String> list = Collections.synchronizedList(new ArrayList<>());
      run(() -> System.out.printf("%s%n", list), () -> {
        synchronized (list) {
          System.out.println("x");
        }
      });
    }
  }

  /** {@code printStackTrace()} calls the overridden {@code getMessage} under System.err. */
  public static final class StackTraceMessage {
    public static void main(String[] args) throws InterruptedException {
      Exception e = new Exception() {
        @Override
        public String getMessage() {
          synchronized (LOCK) {
            return "m";
          }
        }
      };
      run(() -> e.printStackTrace(), PrintLockSamples::errUnderLock);
    }
  }

  /**
   * {@code PrintWriter.printf} with the locked item against {@code println} under the item's
   * lock: the writer's lock is the {@code StringWriter} it wraps, a cycle.
   */
  public static final class WriterPrintf {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new StringWriter());
      LockedItem item = new LockedItem();
      run(() -> pw.printf("%s%n", item), () -> {
        synchronized (LOCK) {
          pw.println("x");
        }
      });
    }
  }

  /** The same with {@code println} after the item's lock is given back: no cycle. */
  public static final class WriterPrintfAfterLock {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new StringWriter());
      LockedItem item = new LockedItem();
      run(() -> pw.printf("%s%n", item), () -> {
        synchronized (LOCK) {
          item.hashCode();
        }
        pw.println("x");
      });
    }
  }

  /** Two writers over one {@code StringWriter} share its lock: a cycle. */
  public static final class WritersSharingALock {
    public static void main(String[] args) throws InterruptedException {
      StringWriter sw = new StringWriter();
      PrintWriter first = new PrintWriter(sw);
      PrintWriter second = new PrintWriter(sw);
      LockedItem item = new LockedItem();
      run(() -> first.printf("%s%n", item), () -> {
        synchronized (LOCK) {
          second.println("x");
        }
      });
    }
  }

  /** {@code println(Object)} renders before it takes the writer's lock: no cycle. */
  public static final class WriterPrintlnObject {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new StringWriter());
      LockedItem item = new LockedItem();
      pw.printf("%s%n", item);
      run(() -> pw.println(item), () -> {
        synchronized (LOCK) {
          pw.println("x");
        }
      });
    }
  }

  /** A writer over a stream: its lock is a {@code BufferedWriter} the model does not name. */
  public static final class WriterOverStream {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new java.io.ByteArrayOutputStream());
      LockedItem item = new LockedItem();
      run(() -> pw.printf("%s%n", item), () -> {
        synchronized (LOCK) {
          pw.println("x");
        }
      });
    }
  }

  /** An exception whose {@code getMessage} takes {@code LOCK}. */
  static final class LockedMessage extends Exception {
    @Override
    public String getMessage() {
      synchronized (LOCK) {
        return "locked";
      }
    }
  }

  /**
   * {@code printStackTrace(PrintWriter)} holds the writer object's monitor while it renders the
   * exception, against another {@code printStackTrace} to the writer under the message's lock.
   */
  public static final class WriterStackTraces {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new StringWriter());
      Exception e = new LockedMessage();
      run(() -> e.printStackTrace(pw), () -> {
        synchronized (LOCK) {
          new Exception("plain").printStackTrace(pw);
        }
      });
    }
  }

  /**
   * The same against {@code println} under the message's lock: {@code println} takes the
   * writer's lock field, not the writer's monitor, which the rendering holds: no cycle.
   */
  public static final class WriterStackTraceAndPrintln {
    public static void main(String[] args) throws InterruptedException {
      PrintWriter pw = new PrintWriter(new StringWriter());
      Exception e = new LockedMessage();
      run(() -> e.printStackTrace(pw), () -> {
        synchronized (LOCK) {
          pw.println("x");
        }
      });
    }
  }
}
