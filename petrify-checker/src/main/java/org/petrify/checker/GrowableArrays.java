package org.petrify.checker;

import java.util.Arrays;

/** Growth of the engine's primitive arrays, accounted in a {@link Budget} before allocating. */
final class GrowableArrays {
  private GrowableArrays() {}

  /** A copy of {@code a} with room for at least {@code minLength} elements. */
  static int[] grow(int[] a, int minLength, Budget budget) {
    if (minLength <= a.length) {
      return a;
    }
    long length = Math.max(minLength, Math.min(Integer.MAX_VALUE - 8L, a.length * 3L / 2 + 16));
    budget.allocate(4 * length);
    int[] bigger = Arrays.copyOf(a, (int) length);
    budget.release(4L * a.length);
    return bigger;
  }

  static char[] grow(char[] a, int minLength, Budget budget) {
    if (minLength <= a.length) {
      return a;
    }
    long length = Math.max(minLength, Math.min(Integer.MAX_VALUE - 8L, a.length * 3L / 2 + 16));
    budget.allocate(2 * length);
    char[] bigger = Arrays.copyOf(a, (int) length);
    budget.release(2L * a.length);
    return bigger;
  }
}
