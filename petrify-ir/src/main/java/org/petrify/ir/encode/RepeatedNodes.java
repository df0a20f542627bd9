package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.stage.StageBudget;

/**
 * Whether one thread instance can be at a node of a {@link ControlGraph} twice, following calls
 * and returns the way the net does.
 *
 * <p>{@link ControlGraph#successors} lets the exit of a shared subnet return to every call site
 * of it, so a cycle in that graph may run out of one call site's continuation and back into the
 * code before another call site: a fork before the first of two calls of a shared procedure lies
 * on such a cycle although no run starts the thread twice. The net returns from a shared subnet
 * {@code S} to a non-recursive call site {@code k} only by consuming the address {@code ret.S.k}
 * that the call at {@code k} marked ({@link ControlEmitter#exit}, whose Javadoc proves that every
 * Java run is a firing sequence of the net under this rule): a thread instance returns to the
 * site that called it. So a node {@code n} of subnet {@code s} is reported repeated when
 * <ul>
 *   <li>{@code n} reaches itself within {@code s}, where a call goes on to the node after it and
 *       to its handler (the callee cannot come back to a node of its caller's subnet without
 *       recursion) and every other command to its successors in {@code s}; or
 *   <li>{@code s} may be entered twice: it has two or more call sites, or its one call site is
 *       repeated in its own subnet (the same rule, outwards). A root subnet is entered once per
 *       thread instance.
 * </ul>
 * Soundness: take a run of one thread instance that is at {@code n} twice. If it does not leave
 * {@code s} in between, the path between the two visits lies in {@code s}, with each call's
 * excursion replaced by the call's edge to the node after it or to its handler: the first case.
 * If it leaves {@code s} (by the exit or a raise) it must enter {@code s} again, by a call at
 * one of its call sites: with one call site {@code c}, both entries are made at {@code c}, so
 * {@code c} is visited twice, and the argument repeats for {@code c}, which lies in a subnet
 * strictly outwards (no recursion). For a thread with a recursive call site ({@link
 * ControlGraph#isRecursiveSite}) returns are nondeterministic in the net as well, and the plain
 * cycle test over {@link ControlGraph#successors} is used instead; a subnet met again while its
 * own answer is being computed counts as entered twice. Every answer over-approximates (a cycle
 * the run never takes still counts), the safe direction for {@link MultiInstanceThreads}.
 */
final class RepeatedNodes {
  private final ControlGraph g;
  private final StageBudget budget;
  private final Set<String> recursiveThreads = new HashSet<>();
  /** Per subnet, the call nodes that enter it. */
  private final Map<Integer, List<Integer>> callSites = new HashMap<>();
  /** Per subnet, whether one thread instance may enter it twice ({@link #enteredTwice}). */
  private final Map<Integer, Boolean> enteredTwice = new HashMap<>();

  RepeatedNodes(ControlGraph g, StageBudget budget) {
    this.g = g;
    this.budget = budget;
    for (int n = 0; n < g.nodeCount; n++) {
      if (g.callee[n] >= 0) {
        callSites.computeIfAbsent(g.callee[n], k -> new ArrayList<>()).add(n);
        if (g.isRecursiveSite(n)) {
          recursiveThreads.add(g.subnet(n).thread());
        }
      }
    }
  }

  /** True if a thread instance may be at {@code node} twice (see the class comment). */
  boolean onCycle(int node) {
    budget.check();
    if (recursiveThreads.contains(g.subnet(node).thread())) {
      return plainCycle(node);
    }
    return reaches(g.successorsWithin(node), node) || enteredTwice(g.subnetOf[node]);
  }

  /** True if subnet {@code s} may be entered twice by one thread instance. */
  private boolean enteredTwice(int s) {
    Boolean known = enteredTwice.get(s);
    if (known != null) {
      return known;
    }
    enteredTwice.put(s, true);
    List<Integer> sites = callSites.getOrDefault(s, List.of());
    boolean result = sites.size() > 1 || (sites.size() == 1 && onCycle(sites.get(0)));
    enteredTwice.put(s, result);
    return result;
  }

  /** True if {@code target} is reached from {@code start} within one subnet. */
  private boolean reaches(List<Integer> start, int target) {
    Set<Integer> seen = new HashSet<>();
    ArrayDeque<Integer> work = new ArrayDeque<>(start);
    while (!work.isEmpty()) {
      int n = work.pop();
      if (n == target) {
        return true;
      }
      if (seen.add(n)) {
        work.addAll(g.successorsWithin(n));
      }
    }
    return false;
  }

  /** The old test: {@code node} reaches itself along {@link ControlGraph#successors}. */
  private boolean plainCycle(int node) {
    boolean[] seen = new boolean[g.nodeCount];
    ArrayDeque<Integer> stack = new ArrayDeque<>(g.successors(node));
    while (!stack.isEmpty()) {
      int n = stack.pop();
      if (n == node) {
        return true;
      }
      if (!seen[n]) {
        seen[n] = true;
        stack.addAll(g.successors(n));
      }
    }
    return false;
  }
}
