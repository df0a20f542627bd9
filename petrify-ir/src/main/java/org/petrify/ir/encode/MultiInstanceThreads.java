package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;

/**
 * The rule "which threads may have several instances", shared by the encoder ({@link
 * NetAssembly}) and the race finder ({@link ValueRaces}), which must agree on it.
 *
 * <p>A thread may have several instances alive or finished if it is forked at more than one
 * reachable fork node, at a node on a control cycle, or by a thread that may itself have
 * several instances; the main thread if it is forked at all. The rule is a least fixpoint over
 * the fork nodes, so a thread is single-instance only if every Java run starts it at most once
 * (over-approximation: a fork on a cycle the run never repeats still counts). "On a control
 * cycle" follows calls and returns as the net does ({@link RepeatedNodes}): a fork before one of
 * two calls of a shared procedure is not on a cycle because that procedure returns to the other.
 */
final class MultiInstanceThreads {
  private MultiInstanceThreads() {}

  /** The thread ids of {@code g} that may have several instances, sorted. */
  static Set<String> of(ControlGraph g, boolean[] reached, StageBudget budget) {
    Map<String, List<Integer>> forkNodes = new TreeMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (reached[n] && g.forked[n] >= 0) {
        forkNodes.computeIfAbsent(g.subnets.get(g.forked[n]).thread(), k -> new ArrayList<>())
            .add(n);
      }
    }
    RepeatedNodes repeated = new RepeatedNodes(g, budget);
    Set<String> multi = new TreeSet<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, List<Integer>> e : forkNodes.entrySet()) {
        String thread = e.getKey();
        if (multi.contains(thread)) {
          continue;
        }
        List<Integer> nodes = e.getValue();
        int site = nodes.get(0);
        if (thread.equals(Program.MAIN_THREAD) || nodes.size() > 1
            || multi.contains(g.subnet(site).thread()) || repeated.onCycle(site)) {
          multi.add(thread);
          changed = true;
        }
      }
    }
    return multi;
  }
}
