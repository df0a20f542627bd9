package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A stage counter ({@code stage++} by two workers) awaited up to a stage given as a parameter
 * that every call site passes as the constant 2: no deadlock. An {@code AtomicBoolean} is read
 * too; its value is tracked (one object, see {@code AtomicValues}).
 */
public class GuardStage {
  private int stage;
  private final AtomicBoolean seen = new AtomicBoolean();

  synchronized void advance() {
    stage++;
    notifyAll();
  }

  synchronized void awaitStage(int n) throws InterruptedException {
    while (stage < n) {
      wait();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    GuardStage g = new GuardStage();
    Thread a = new Thread(g::advance);
    Thread b = new Thread(g::advance);
    a.start();
    b.start();
    g.awaitStage(2);
    if (!g.seen.get()) {
      g.seen.set(true);
    }
    a.join();
    b.join();
  }
}
