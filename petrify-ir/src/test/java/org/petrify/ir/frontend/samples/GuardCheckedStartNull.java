package org.petrify.ir.frontend.samples;

import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * {@link GuardCheckedStart} with an executor read from a field nothing sets: {@code
 * checkNotNull} throws, the handler ignores the failure and main waits for a start that never
 * happens (on the JVM too).
 */
public class GuardCheckedStartNull {
  private static Executor configured;
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
    GuardCheckedStartNull s = new GuardCheckedStartNull();
    try {
      Executor ex = decorate(configured, () -> "worker");
      ex.execute(s::markStarted);
    } catch (RuntimeException e) {
      // the start failed; main still waits below
    }
    s.awaitStarted();
  }
}
