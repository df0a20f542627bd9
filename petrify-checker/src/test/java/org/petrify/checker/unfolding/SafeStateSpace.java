package org.petrify.checker.unfolding;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.petrify.net.PetriNet;

/**
 * The obviously correct side of the differential tests: breadth-first search over the markings
 * of an ordinary net (as {@code int[]}, hashed as lists of counts), recording for every pair of
 * transitions whether some reachable marking enables both ({@link #together}) and whether some
 * reachable marking enables them as a step, {@code M ≥ •t + •u} ({@link #concurrent}). Stops
 * at the first marking with more than one token on a place ({@link #safe} false) or after
 * {@code maxStates} markings ({@link #complete} false).
 */
final class SafeStateSpace {
  final boolean[][] together;
  final boolean[][] concurrent;
  boolean safe = true;
  boolean complete = true;
  int states;

  private SafeStateSpace(int transitions) {
    together = new boolean[transitions][transitions];
    concurrent = new boolean[transitions][transitions];
  }

  static SafeStateSpace explore(PetriNet net, int maxStates) {
    int n = net.transitionCount();
    SafeStateSpace result = new SafeStateSpace(n);
    Set<Key> seen = new HashSet<>();
    ArrayDeque<long[]> queue = new ArrayDeque<>();
    int[] m0 = net.initialMarking();
    if (!isSafe(m0)) {
      result.safe = false;
      return result;
    }
    seen.add(new Key(bits(m0)));
    queue.add(bits(m0));
    int[] enabled = new int[n];
    int places = net.placeCount();
    while (!queue.isEmpty()) {
      int[] m = marking(queue.poll(), places);
      result.states++;
      int count = 0;
      for (int t = 0; t < n; t++) {
        if (net.isEnabled(t, m)) {
          enabled[count++] = t;
        }
      }
      for (int i = 0; i < count; i++) {
        int t = enabled[i];
        for (int j = i; j < count; j++) {
          int u = enabled[j];
          result.together[t][u] = result.together[u][t] = true;
          if (stepEnabled(net, t, u, m)) {
            result.concurrent[t][u] = result.concurrent[u][t] = true;
          }
        }
        int[] next = m.clone();
        net.fire(t, next);
        if (!isSafe(next)) {
          result.safe = false;
          return result;
        }
        long[] key = bits(next);
        if (seen.add(new Key(key))) {
          if (seen.size() > maxStates) {
            result.complete = false;
            return result;
          }
          queue.add(key);
        }
      }
    }
    return result;
  }

  /** {@code M ≥ •t + •u} (pre-sets as multisets). */
  static boolean stepEnabled(PetriNet net, int t, int u, int[] m) {
    int[] need = new int[m.length];
    for (int x : new int[] {t, u}) {
      for (int i = net.preStart(x); i < net.preStart(x + 1); i++) {
        need[net.prePlace(i)] += net.preWeight(i);
      }
    }
    for (int p = 0; p < m.length; p++) {
      if (m[p] < need[p]) {
        return false;
      }
    }
    return true;
  }

  private static boolean isSafe(int[] m) {
    for (int v : m) {
      if (v > 1) {
        return false;
      }
    }
    return true;
  }

  private static long[] bits(int[] m) {
    long[] bits = new long[(m.length + 63) >>> 6];
    for (int p = 0; p < m.length; p++) {
      if (m[p] == 1) {
        bits[p >>> 6] |= 1L << p;
      }
    }
    return bits;
  }

  private static int[] marking(long[] bits, int places) {
    int[] m = new int[places];
    for (int p = 0; p < places; p++) {
      m[p] = (int) (bits[p >>> 6] >>> p) & 1;
    }
    return m;
  }

  private record Key(long[] m) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(m, k.m);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(m);
    }
  }
}
