package org.petrify.ir.frontend.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.InterruptedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;

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

  static final LinkedBlockingQueue<Integer> QUEUE = new LinkedBlockingQueue<>();

  /** The idiom that turns an interrupt into an InterruptedIOException. */
  static String put() throws IOException {
    try {
      QUEUE.put(1);
      return "p";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException();
    }
  }

  /** Nothing interrupts a thread: the InterruptedIOException is never thrown (INFO). */
  public static final class NeverInterrupted {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::put);
    }
  }

  /**
   * main interrupts its own thread outside a handler: some thread is interrupted, so the rule
   * is off (UNSOUND), though here only main is.
   */
  public static final class Interrupted {
    public static void main(String[] args) throws InterruptedException {
      Thread.currentThread().interrupt();
      run(CheckedHandlerSamples::put);
    }
  }

  /** A worker thread class, interrupted through its own static type. */
  static final class Worker extends Thread {
    final CountDownLatch done;

    Worker(CountDownLatch done) {
      this.done = done;
    }

    @Override
    public void run() {
      try {
        text = put();
      } catch (IOException e) {
        return;
      }
      done.countDown();
    }
  }

  /** {@code w.interrupt()} names Worker, not Thread, in the bytecode: still an interrupt. */
  public static final class SubclassInterrupted {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch done = new CountDownLatch(1);
      Worker w = new Worker(done);
      w.start();
      w.interrupt();
      done.await();
    }
  }

  /** A task whose future's get throws ExecutionException only if the task fails. */
  static void submitAndGet(java.util.concurrent.Callable<Integer> task)
      throws InterruptedException {
    CountDownLatch l = new CountDownLatch(1);
    Thread waiter = new Thread(() -> {
      try {
        l.await();
      } catch (InterruptedException e) {
        // ends
      }
    });
    waiter.start();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    Future<Integer> f = pool.submit(task);
    try {
      x = f.get();
    } catch (ExecutionException e) {
      pool.shutdown();
      return;
    }
    l.countDown();
    pool.shutdown();
  }

  static int x;

  static Integer seven() {
    return 7;
  }

  static Integer divide() {
    return 7 / x;
  }

  /** The task returns a constant: get never throws ExecutionException (INFO). */
  public static final class TaskNeverFails {
    public static void main(String[] args) throws InterruptedException {
      submitAndGet(CheckedHandlerSamples::seven);
    }
  }

  /** The task may divide by zero (UNSOUND). */
  public static final class TaskMayFail {
    public static void main(String[] args) throws InterruptedException {
      submitAndGet(CheckedHandlerSamples::divide);
    }
  }

  /** The task calls read(), which may throw an IOException (UNSOUND). */
  public static final class TaskDeclares {
    public static void main(String[] args) throws InterruptedException {
      submitAndGet(() -> read().length());
    }
  }

  static synchronized String guarded() throws IOException {
    if (text == null) {
      throw new IllegalStateException("not loaded");
    }
    return text;
  }

  /** guarded() throws only a new IllegalStateException, unchecked (INFO). */
  public static final class NeverUncheckedOnly {
    public static void main(String[] args) throws InterruptedException {
      run(CheckedHandlerSamples::guarded);
    }
  }
}
