package org.petrify.ir.pointsto.samples;

/**
 * One static helper reached through 18 distinct two-element call strings, more than the 16
 * contexts a method keeps: the later ones are cut to their first element.
 */
public class ManyContexts {
  static Object sink;

  static Object leaf(Object o) {
    return o;
  }

  static Object via(Object o) {
    return leaf(o);
  }

  static Object via2(Object o) {
    return leaf(o);
  }

  public static void main(String[] args) {
    Object o = new Object();
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
    sink = via2(o);
  }
}
