package org.petrify.checker;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.petrify.net.PetriNet;

/**
 * An obviously correct explicit-state explorer for tests: BFS over boxed markings with
 * {@link PetriNet#isEnabled}/{@link PetriNet#fire}, no encoding, no reduction.
 */
final class ReferenceExplorer {
  final List<int[]> states = new ArrayList<>();
  long edges;
  boolean complete = true;

  static ReferenceExplorer explore(PetriNet net, int maxStates) {
    ReferenceExplorer r = new ReferenceExplorer();
    Map<List<Integer>, Integer> seen = new HashMap<>();
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    int[] m0 = net.initialMarking();
    seen.put(key(m0), 0);
    r.states.add(m0);
    queue.add(m0);
    while (!queue.isEmpty()) {
      int[] m = queue.poll();
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, m)) {
          r.edges++;
          int[] next = m.clone();
          net.fire(t, next);
          if (seen.putIfAbsent(key(next), r.states.size()) == null) {
            r.states.add(next);
            if (r.states.size() > maxStates) {
              r.complete = false;
              return r;
            }
            queue.add(next);
          }
        }
      }
    }
    return r;
  }

  boolean any(Predicate<int[]> p) {
    return states.stream().anyMatch(p);
  }

  static boolean isDeadlock(PetriNet net, int[] m) {
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.isEnabled(t, m)) {
        return false;
      }
    }
    return true;
  }

  private static List<Integer> key(int[] m) {
    return Arrays.stream(m).boxed().toList();
  }
}
