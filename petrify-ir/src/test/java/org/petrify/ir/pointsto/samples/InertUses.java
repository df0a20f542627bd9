package org.petrify.ir.pointsto.samples;

import org.petrify.ir.pointsto.samples.inertlib.Lib;

/** Calls of library methods, some inert, on two receivers each ({@code InertMethodsTest}). */
public class InertUses {
  static Object lockA;
  static Object lockB;

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
  }

  /** A message whose rendering locks. */
  static class Message {
    @Override
    public synchronized String toString() {
      return "m";
    }
  }
}
