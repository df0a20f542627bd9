package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;

/** Handlers that share code with an interrupt's handler, for {@code AfterInterruptTest}. */
public final class AfterInterruptSamples {
  static final LinkedBlockingQueue<Integer> QUEUE = new LinkedBlockingQueue<>();
  static int seen;

  private AfterInterruptSamples() {}

  /** One handler for an interrupt and another exception: its code runs without an interrupt too. */
  static void multiCatch() {
    try {
      QUEUE.put(1);
      return;
    } catch (InterruptedException | IllegalStateException e) {
      seen++;
    }
    seen--;
  }

  /** The code after the interrupt's handler is reached from it only (the try returns). */
  static void onlyInterrupt() {
    try {
      QUEUE.put(2);
      return;
    } catch (InterruptedException e) {
      seen += 2;
    }
    Thread.currentThread().interrupt();
  }

  public static void main(String[] args) {
    multiCatch();
    onlyInterrupt();
  }
}
