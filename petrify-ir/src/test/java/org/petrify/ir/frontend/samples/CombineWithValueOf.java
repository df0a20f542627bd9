package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * A continuation whose function is {@code String::valueOf(Object)} applied to an application
 * object: {@code valueOf} calls the object's {@code toString}, which takes a lock {@code main}
 * holds while it joins. Deadlocks.
 */
public final class CombineWithValueOf {
  static final Object LOCK = new Object();

  static final class Shown {
    @Override
    public String toString() {
      synchronized (LOCK) {
        return "shown";
      }
    }
  }

  public static void main(String[] args) {
    synchronized (LOCK) {
      String s = CompletableFuture.supplyAsync(Shown::new).thenApply(String::valueOf).join();
      System.out.println(s);
    }
  }
}
