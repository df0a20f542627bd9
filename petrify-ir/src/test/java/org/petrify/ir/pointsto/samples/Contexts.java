package org.petrify.ir.pointsto.samples;

/**
 * Context sensitivity: results are stored in static fields so a test can read their points-to
 * sets. Each pair {@code xA}/{@code xB} must stay apart under object and call-site contexts,
 * except through the four-deep static chain, which is deeper than the context depth.
 */
public class Contexts {
  static final class Box {}

  static final class Factory {
    Box make() {
      return new Box();
    }
  }

  static final class Holder {
    Object held;

    void set(Object o) {
      held = o;
    }

    Object get() {
      return held;
    }
  }

  static Object madeA;
  static Object madeB;
  static Object idA;
  static Object idB;
  static Object deep3A;
  static Object deep3B;
  static Object deep4A;
  static Object deep4B;
  static Object heldA;
  static Object heldB;

  static Object id(Object o) {
    return o;
  }

  static Object c1(Object o) {
    return c2(o);
  }

  static Object c2(Object o) {
    return c3(o);
  }

  static Object c3(Object o) {
    return o;
  }

  static Object d1(Object o) {
    return d2(o);
  }

  static Object d2(Object o) {
    return d3(o);
  }

  static Object d3(Object o) {
    return d4(o);
  }

  static Object d4(Object o) {
    return o;
  }

  public static void main(String[] args) {
    Factory f = new Factory();
    madeA = f.make();
    madeB = f.make();
    Object a = new Object();
    Object b = new Object();
    idA = id(a);
    idB = id(b);
    deep3A = c1(a);
    deep3B = c1(b);
    deep4A = d1(a);
    deep4B = d1(b);
    Holder h1 = new Holder();
    Holder h2 = new Holder();
    h1.set(a);
    h2.set(b);
    heldA = h1.get();
    heldB = h2.get();
  }
}
