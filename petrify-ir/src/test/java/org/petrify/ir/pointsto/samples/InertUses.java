package org.petrify.ir.pointsto.samples;

import org.petrify.ir.pointsto.samples.inertlib.Lib;

/** Calls of library methods, some inert, on two receivers each ({@code InertMethodsTest}). */
public class InertUses {
  static Object lockA;
  static Object lockB;
  static Object itemA;
  static Object itemB;
  static Object passedA;
  static Object passedB;
  static Object selfA;
  static Object selfB;
  static Object builderA;
  static Object builderB;

  public static void main(String[] args) {
    Lib.Holder h1 = new Lib.Holder();
    Lib.Holder h2 = new Lib.Holder();
    lockA = Lib.lockOf(h1);
    lockB = Lib.lockOf(h2);
    Lib l1 = new Lib();
    Lib l2 = new Lib();
    l1.measure(1);
    l2.measure(2);
    l1.viaMonitor(1);
    l2.viaMonitor(2);
    l1.render("a", new Message());
    l2.render("b", new Message());
    Lib.positive(java.time.Duration.ofMillis(-1));
    Lib.positive(java.time.Duration.ofSeconds(30));
    itemA = new Lib.Box(new Item()).get();
    itemB = new Lib.Box(new Item()).get();
    passedA = l1.pass(h1);
    passedB = l2.pass(h2);
    Lib.Builder b1 = Lib.builder();
    Lib.Builder b2 = Lib.builder();
    b1.lock = new Object();
    b2.lock = new Object();
    builderA = b1;
    builderB = b2;
    selfA = l1.self();
    selfB = l2.self();
    l1.modifiers();
    l2.modifiers();
    new Lib.Square().twice();
    new Lib.Square().twice();
    Lib.Sized sized = new Lib.Sized();
    l1.askSize(sized);
    l2.askSize(sized);
    askerA = new Lib.Shelf(new Asker()).take();
    askerB = new Lib.Shelf(new Asker()).take();
    ((Asker) askerA).loader();
    ((Asker) askerB).loader();
    counterA = new Lib.Tray(new Counter()).peek();
    counterB = new Lib.Tray(new Counter()).peek();
    ((Counter) counterA).done();
    ((Counter) counterB).done();
    jobA = new Lib.Crate(new Job()).open();
    jobB = new Lib.Crate(new Job()).open();
    new Thread((Runnable) jobA).start();
    new Thread((Runnable) jobB).start();
  }

  static Object askerA;
  static Object askerB;
  static Object counterA;
  static Object counterB;
  static Object jobA;
  static Object jobB;
  static final java.util.concurrent.CountDownLatch DONE = new java.util.concurrent.CountDownLatch(2);

  /** Asks the current thread for its class loader: nothing the model locks, waits on or starts. */
  static class Asker {
    ClassLoader loader() {
      return Thread.currentThread().getContextClassLoader();
    }
  }

  /** Counts down a latch no field of it holds: a caller of done() acts on the latch. */
  static class Counter {
    void done() {
      DONE.countDown();
    }
  }

  /** A task the caller hands to a thread. */
  static class Job implements Runnable {
    @Override
    public void run() {
    }
  }

  /** A plain value. */
  static class Item {
  }

  /** A message whose rendering locks. */
  static class Message {
    @Override
    public synchronized String toString() {
      return "m";
    }
  }
}
