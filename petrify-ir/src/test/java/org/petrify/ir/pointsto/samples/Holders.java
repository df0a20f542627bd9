package org.petrify.ir.pointsto.samples;

/**
 * Objects for {@code HoldingFieldsTest}: one marker class per way a field may hold an object.
 */
public class Holders {
  static class InStatic {}

  static class InInstance {}

  static class InTwoFields {}

  static class InTwoObjects {}

  static class InLocalOnly {}

  static InStatic shared = new InStatic();
  static InTwoFields first;
  static InTwoFields second;

  Object held;

  public static void main(String[] args) {
    Holders one = new Holders();
    one.held = new InInstance();
    InTwoFields both = new InTwoFields();
    first = both;
    second = both;
    InTwoObjects x = new InTwoObjects();
    new Holders().held = x;
    new Holders().held = x;
    InLocalOnly local = new InLocalOnly();
    System.out.println(local.hashCode() + " " + shared + one.held);
  }
}
