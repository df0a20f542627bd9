package org.petrify.ir.pointsto.samples;

/** Int values computed by {@code Math} and {@code StrictMath} calls, each passed to {@link #sink}. */
public final class MathValues {
  private MathValues() {}

  static void sink(int v) {}

  static void floorMod() {
    int a = -7;
    sink(Math.floorMod(a, 3));
  }

  static void floorDiv() {
    int a = -7;
    sink(Math.floorDiv(a, 2));
  }

  static void strictMin() {
    int a = 4;
    sink(StrictMath.min(a, 9));
  }

  static void absOfMinValue() {
    int m = Integer.MIN_VALUE;
    sink(Math.abs(m));
  }

  static void zeroDivisor() {
    int z = 0;
    sink(Math.floorMod(5, z));
  }

  static void notIntegral() {
    int a = 3;
    sink((int) Math.pow(a, 2));
  }
}
