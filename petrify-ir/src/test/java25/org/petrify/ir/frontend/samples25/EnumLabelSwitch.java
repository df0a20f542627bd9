package org.petrify.ir.frontend.samples25;

import java.util.concurrent.CountDownLatch;

/**
 * A pattern {@code switch} over {@code Object} whose labels are qualified enum constants
 * ({@code case Cmd.OPEN}): the worker waits for the latch, main's command decides whether it
 * is counted down.
 */
public final class EnumLabelSwitch {
  private EnumLabelSwitch() {}

  enum Cmd { WAIT, OPEN }

  static final CountDownLatch OPENED = new CountDownLatch(1);

  static void handle(Object message) throws InterruptedException {
    switch (message) {
      case Cmd.WAIT -> OPENED.await();
      case Cmd.OPEN -> OPENED.countDown();
      case String text -> text.hashCode();
      default -> { }
    }
  }

  static void run(Object mainCommand) throws InterruptedException {
    Thread worker = new Thread(() -> {
      try {
        handle(Cmd.WAIT);
      } catch (InterruptedException e) {
        return;
      }
    });
    worker.start();
    handle(mainCommand);
    worker.join();
  }

  /** Main sends {@code OPEN}: no deadlock. */
  public static final class Opens {
    public static void main(String[] args) throws InterruptedException {
      run(Cmd.OPEN);
    }
  }

  /** Main sends {@code WAIT} too: both wait for ever. */
  public static final class Waits {
    public static void main(String[] args) throws InterruptedException {
      run(Cmd.WAIT);
    }
  }
}
