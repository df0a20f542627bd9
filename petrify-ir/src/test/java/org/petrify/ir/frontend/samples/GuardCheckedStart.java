package org.petrify.ir.frontend.samples;

import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * A service start in the shape of Guava's {@code AbstractExecutionThreadService}: the executor
 * and the name supplier (lambdas) pass through {@code checkNotNull} twice, inside a {@code try}
 * whose handler ignores a failed start, after which main would wait forever. Every argument is non-null, so the {@code throw} of {@code
 * checkNotNull} is unreachable, {@code decorate} does not throw, the worker thread starts and
 * main's wait ends: no deadlock. {@link #checkNotNull} is also called with a value that may be
 * null, at a call site of its own.
 */
public class GuardCheckedStart {
  private boolean started;

  static <T> T checkNotNull(T ref) {
    if (ref == null) {
      throw new NullPointerException();
    }
    return ref;
  }

  static Executor decorate(Executor executor, Supplier<String> name) {
    checkNotNull(executor);
    checkNotNull(name);
    return command -> executor.execute(command);
  }

  synchronized void awaitStarted() throws InterruptedException {
    while (!started) {
      wait();
    }
  }

  synchronized void markStarted() {
    started = true;
    notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    GuardCheckedStart s = new GuardCheckedStart();
    Object maybe = args.length > 0 ? args[0] : null;
    try {
      checkNotNull(maybe);
    } catch (NullPointerException e) {
      maybe = "none";
    }
    try {
      Executor ex = decorate(r -> new Thread(r).start(), () -> "worker");
      ex.execute(s::markStarted);
    } catch (RuntimeException e) {
      // the start failed; main still waits below (never happens: the arguments are non-null)
    }
    s.awaitStarted();
  }
}
