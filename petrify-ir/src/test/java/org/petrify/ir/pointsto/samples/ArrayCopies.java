package org.petrify.ir.pointsto.samples;

import java.util.Arrays;

/**
 * Array copies that keep element positions, for {@code PointsToAnalysisTest}: each static field
 * receives one element of a copy read at a constant index.
 */
public class ArrayCopies {
  static class First {}

  static class Second {}

  static class Third {}

  static Object cloned0;
  static Object cloned1;
  static Object shifted1;
  static Object shifted2;
  static Object range0;
  static Object unknownOffset1;
  static Object written0;
  static Object self0;

  public static void main(String[] args) {
    Object[] table = {new First(), new Second()};
    Object[] c = table.clone();
    cloned0 = c[0];
    cloned1 = c[1];
    Object[] s = new Object[3];
    System.arraycopy(table, 0, s, 1, 2);
    shifted1 = s[1];
    shifted2 = s[2];
    Object[] r = Arrays.copyOfRange(s, 2, 3);
    range0 = r[0];
    Object[] u = new Object[3];
    System.arraycopy(table, args.length, u, 0, 1);
    unknownOffset1 = u[1];
    Object[] w = Arrays.copyOf(table, 2);
    w[0] = new Third();
    written0 = w[0];
    Object[] self = {new First(), new Second(), new Third()};
    System.arraycopy(self, 1, self, 0, 2);
    self0 = self[0];
  }
}
