package org.petrify.race;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.net.PetriNet;

/**
 * Finds the race candidates of a mined net by exploring its reachable markings breadth-first
 * (so every prefix is a shortest one): in each marking, every pair of enabled transitions whose
 * accesses conflict is a candidate, reported once with the first marking found. This is the
 * exact definition ("enabled together in some reachable marking"), used as the differential
 * oracle of the unfolding-based query.
 *
 * <p>Markings of the 1-safe net are bit sets ({@code long[]}, bit {@code p} for place
 * {@code p}); a place that would get a second token makes the net unsafe, which mining never
 * produces, and is reported as an {@link IllegalStateException}.
 */
public final class RaceFinder {
  /** The candidates, whether the exploration finished within the budget, and its size. */
  public record Result(List<RaceCandidate> candidates, boolean complete, long states) {
    public Result {
      candidates = List.copyOf(candidates);
    }
  }

  private RaceFinder() {}

  public static Result find(TraceNet mined, long maxStates) {
    PetriNet net = mined.net();
    int words = (net.placeCount() + 63) >>> 6;
    List<Operation> ops = mined.operations();
    long[] initial = new long[words];
    for (int p = 0; p < net.placeCount(); p++) {
      if (net.initialTokens(p) > 0) {
        initial[p >>> 6] |= 1L << p;
      }
    }
    Map<Key, Integer> ids = new HashMap<>();
    List<long[]> states = new ArrayList<>();
    List<int[]> parents = new ArrayList<>(); // {parent state, transition}
    ids.put(new Key(initial), 0);
    states.add(initial);
    parents.add(new int[] {-1, -1});
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(0);
    Map<Long, RaceCandidate> found = new LinkedHashMap<>();
    boolean complete = true;
    int[] enabled = new int[net.transitionCount()];
    int[] seen = new int[net.transitionCount()];
    while (!queue.isEmpty()) {
      int s = queue.poll();
      long[] m = states.get(s);
      int n = 0;
      for (int w = 0; w < words; w++) {
        for (long bits = m[w]; bits != 0; bits &= bits - 1) {
          int p = (w << 6) + Long.numberOfTrailingZeros(bits);
          for (int i = net.consumerStart(p); i < net.consumerStart(p + 1); i++) {
            int t = net.consumer(i);
            if (seen[t] != s + 1 && isEnabled(net, t, m)) {
              enabled[n++] = t;
            }
            seen[t] = s + 1;
          }
        }
      }
      Arrays.sort(enabled, 0, n);
      for (int i = 0; i < n; i++) {
        Operation.Access a = ops.get(enabled[i]).access();
        if (a == null) {
          continue;
        }
        for (int j = i + 1; j < n; j++) {
          Operation.Access c = ops.get(enabled[j]).access();
          if (c != null && conflict(ops.get(enabled[i]), ops.get(enabled[j]))) {
            int x = enabled[i];
            int y = enabled[j];
            long key = ((long) x << 32) | y;
            if (!found.containsKey(key)) {
              found.put(key, new RaceCandidate(x, y, path(parents, s)));
            }
          }
        }
      }
      for (int i = 0; i < n; i++) {
        long[] next = fire(net, enabled[i], m);
        Key k = new Key(next);
        if (!ids.containsKey(k)) {
          if (states.size() >= maxStates) {
            complete = false;
            continue;
          }
          ids.put(k, states.size());
          states.add(next);
          parents.add(new int[] {s, enabled[i]});
          queue.add(states.size() - 1);
        }
      }
    }
    return new Result(new ArrayList<>(found.values()), complete, states.size());
  }

  /** One location, different threads, at least one write. */
  static boolean conflict(Operation x, Operation y) {
    return x.access() != null && y.access() != null
        && x.access().location().equals(y.access().location()) && !x.thread().equals(y.thread())
        && (x.access().write() || y.access().write());
  }

  private static List<Integer> path(List<int[]> parents, int s) {
    ArrayDeque<Integer> steps = new ArrayDeque<>();
    for (int at = s; parents.get(at)[0] >= 0; at = parents.get(at)[0]) {
      steps.push(parents.get(at)[1]);
    }
    return new ArrayList<>(steps);
  }

  private static boolean isEnabled(PetriNet net, int t, long[] m) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      int p = net.prePlace(i);
      if ((m[p >>> 6] & (1L << p)) == 0) {
        return false;
      }
    }
    return true;
  }

  private static long[] fire(PetriNet net, int t, long[] m) {
    long[] next = m.clone();
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      int p = net.prePlace(i);
      next[p >>> 6] &= ~(1L << p);
    }
    for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
      int p = net.postPlace(i);
      if ((next[p >>> 6] & (1L << p)) != 0) {
        throw new IllegalStateException("the mined net is not 1-safe at place "
            + net.placeName(p));
      }
      next[p >>> 6] |= 1L << p;
    }
    return next;
  }

  private record Key(long[] bits) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(bits, k.bits);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(bits);
    }
  }
}
