package org.petrify.ir.frontend.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * A worker whose handler of a checked exception skips the count-down main waits for: reached
 * by nothing (Never), or by an exception the model does not raise (the others).
 */
public final class CheckedHandlerSamples {
  static String text;

  private CheckedHandlerSamples() {}

  static String load() throws IOException {
    return "x";
  }

  static final Object LOCK = new Object();

  static String loadLocked() throws IOException {
    synchronized (LOCK) {
      return text == null ? "x" : text;
    }
  }

  static String read() throws IOException {
    return Files.readString(Path.of("x"));
  }

  @SuppressWarnings("unchecked")
  static <T extends Throwable> void sneaky(Throwable t) throws T {
    throw (T) t;
  }

  static String sneakyLoad() throws IOException {
    sneaky(new IOException());
    return "y";
  }

  @SuppressWarnings("deprecation")
  static String reflect() throws IOException {
    try {
      return String.valueOf(Never.class.newInstance());
    } catch (InstantiationException | IllegalAccessException e) {
      return "";
    }
  }

  interface Loader {
    String load() throws IOException;
  }

  static void run(Loader loader) throws InterruptedException {
    CountDownLatch l = new CountDownLatch(1);
    new Thread(() -> {
      try {
        text = loader.load();
      } catch (IOException e) {
        return;
      }
      l.countDown();
    }).start();
    l.await();
  }

  /** load() declares IOException and never throws it: the handler is unreachable (INFO). */
  public static final class Never {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::load);
    }
  }

  /**
   * loadLocked() has a synchronized block, whose catch-all rethrows what the block throws
   * (nothing checked): still unreachable (INFO).
   */
  public static final class NeverLocked {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::loadLocked);
    }
  }

  /** read() lets the IOException of Files.readString through (UNSOUND). */
  public static final class FromJdk {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::read);
    }
  }

  /** A sneaky throw of an IOException (UNSOUND). */
  public static final class Sneaky {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::sneakyLoad);
    }
  }

  /** Class.newInstance passes on what the constructor throws (UNSOUND). */
  public static final class Reflective {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::reflect);
    }
  }
}
