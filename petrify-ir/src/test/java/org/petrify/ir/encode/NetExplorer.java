package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.net.PetriNet;

/**
 * A tiny, obviously correct explicit-state explorer of an encoded program's net, used by the
 * tests as an oracle independent of the engine: breadth-first over whole markings, then a
 * cycle check on the reachability graph.
 */
final class NetExplorer {
  final EncodedProgram encoded;
  final List<int[]> states = new ArrayList<>();
  final List<int[]> successors = new ArrayList<>();
  final Map<Key, Integer> ids = new HashMap<>();
  boolean complete = true;
  int[] deadlock;

  private record Key(int[] m) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(m, k.m);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(m);
    }
  }

  NetExplorer(EncodedProgram encoded, int maxStates) {
    this.encoded = encoded;
    PetriNet net = encoded.net();
    int[] running = encoded.origins().runningPlaces().values().stream()
        .mapToInt(Integer::intValue).toArray();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    id(net.initialMarking(), work);
    while (!work.isEmpty()) {
      int s = work.poll();
      int[] m = states.get(s);
      List<Integer> succ = new ArrayList<>();
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, m)) {
          int[] n = m.clone();
          net.fire(t, n);
          if (states.size() >= maxStates && !ids.containsKey(new Key(n))) {
            complete = false;
            continue;
          }
          succ.add(id(n, work));
        }
      }
      successors.set(s, succ.stream().mapToInt(Integer::intValue).toArray());
      if (succ.isEmpty() && deadlock == null && Arrays.stream(running).anyMatch(p -> m[p] > 0)) {
        deadlock = m;
      }
    }
  }

  private int id(int[] m, ArrayDeque<Integer> work) {
    Integer id = ids.get(new Key(m));
    if (id == null) {
      id = states.size();
      states.add(m);
      successors.add(null);
      ids.put(new Key(m), id);
      work.add(id);
    }
    return id;
  }

  /** True if a dead marking with a running thread is reachable (valid if complete or true). */
  boolean deadlocks() {
    return deadlock != null;
  }

  /** True if the reachability graph has a cycle (only meaningful when complete). */
  boolean hasCycle() {
    int n = states.size();
    int[] color = new int[n];
    for (int root = 0; root < n; root++) {
      if (color[root] != 0) {
        continue;
      }
      ArrayDeque<int[]> stack = new ArrayDeque<>();
      stack.push(new int[] {root, 0});
      color[root] = 1;
      while (!stack.isEmpty()) {
        int[] top = stack.peek();
        int[] succ = successors.get(top[0]);
        if (succ == null || top[1] >= succ.length) {
          color[top[0]] = 2;
          stack.pop();
          continue;
        }
        int next = succ[top[1]++];
        if (color[next] == 1) {
          return true;
        }
        if (color[next] == 0) {
          color[next] = 1;
          stack.push(new int[] {next, 0});
        }
      }
    }
    return false;
  }

  /** Termination: complete, no deadlock and no cycle. */
  boolean terminates() {
    return !deadlocks() && !hasCycle();
  }
}
