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
    selfA = l1.self();
    selfB = l2.self();
    l1.modifiers();
    l2.modifiers();
    new Lib.Square().twice();
    new Lib.Square().twice();
    Lib.Sized sized = new Lib.Sized();
    l1.askSize(sized);
    l2.askSize(sized);
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
