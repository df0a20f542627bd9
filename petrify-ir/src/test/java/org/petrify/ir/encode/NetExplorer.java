package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.RbInterpreter;
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
    return RbInterpreter.hasCycle(successors);
  }

  /** Termination: complete, no deadlock and no cycle. */
  boolean terminates() {
    return !deadlocks() && !hasCycle();
  }
}
