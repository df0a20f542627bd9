package org.petrify.checker.structural;

import org.petrify.net.PetriNet;

/**
 * Traps of a net: a set Q of places is a trap if every transition that takes a token from Q
 * puts one back into Q ({@code Q• ⊆ •Q}). A trap marked at some marking stays marked at every
 * marking reachable from it (a transition that empties part of it refills it), so a trap marked
 * initially is marked in every reachable marking. Traps are closed under union, so every set of
 * places contains one largest trap.
 */
final class Traps {
  private Traps() {}

  /**
   * The largest trap inside {@code set} (a mask over places): repeatedly removes a place that
   * some transition consumes from without producing into what is left. The result is written
   * into a new mask.
   */
  static boolean[] largestIn(PetriNet net, boolean[] set) {
    boolean[] q = set.clone();
    int[] work = new int[net.placeCount()];
    int top = 0;
    for (int p = 0; p < q.length; p++) {
      if (q[p]) {
        work[top++] = p;
      }
    }
    // Re-examine a place whenever a place it may depend on was removed.
    boolean[] queued = q.clone();
    while (top > 0) {
      int p = work[--top];
      queued[p] = false;
      if (!q[p] || refills(net, p, q)) {
        continue;
      }
      q[p] = false;
      // Places feeding transitions that produced into p may have lost their refill.
      for (int i = net.producerStart(p); i < net.producerStart(p + 1); i++) {
        int t = net.producer(i);
        for (int k = net.preStart(t); k < net.preStart(t + 1); k++) {
          int r = net.prePlace(k);
          if (q[r] && !queued[r]) {
            queued[r] = true;
            work[top++] = r;
          }
        }
      }
    }
    return q;
  }

  /** True if every consumer of {@code p} produces into some place of {@code q}. */
  private static boolean refills(PetriNet net, int p, boolean[] q) {
    for (int i = net.consumerStart(p); i < net.consumerStart(p + 1); i++) {
      int t = net.consumer(i);
      boolean into = false;
      for (int k = net.postStart(t); k < net.postStart(t + 1) && !into; k++) {
        into = q[net.postPlace(k)];
      }
      if (!into) {
        return false;
      }
    }
    return true;
  }

  /** The initial tokens on the places of {@code set}. */
  static long initialTokens(PetriNet net, boolean[] set) {
    long sum = 0;
    for (int p = 0; p < set.length; p++) {
      if (set[p]) {
        sum += net.initialTokens(p);
      }
    }
    return sum;
  }
}
