package org.petrify.checker.ctl;

import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * A propositional formula compiled to a test on a state of a full {@link StateGraph} (its id
 * and its decoded marking). {@code FIREABLE(T)} and {@code DEADLOCK} read the state's out-edges
 * instead of testing transitions on the marking: in the full graph the out-edges of a state are
 * exactly its enabled transitions, one edge each ({@link org.petrify.checker.StateSpace#successors}),
 * so {@code FIREABLE(T)} costs the out-degree rather than |T| enabledness tests. The graph must
 * therefore be unreduced. Other atoms are {@link MarkingPredicate}s.
 */
@FunctionalInterface
interface GraphPredicate {

  boolean test(int state, int[] marking);

  /** Compiles a propositional formula; throws {@link IllegalArgumentException} otherwise. */
  static GraphPredicate compile(PetriNet net, StateGraph graph, Formula formula) {
    if (formula instanceof Formula.Deadlock) {
      return (s, m) -> graph.outStart(s) == graph.outEnd(s);
    }
    if (formula instanceof Formula.Fireable fireable) {
      boolean[] in = new boolean[net.transitionCount()];
      for (int t : fireable.transitions()) {
        in[t] = true;
      }
      return (s, m) -> {
        for (int e = graph.outStart(s), end = graph.outEnd(s); e < end; e++) {
          if (in[graph.transition(e)]) {
            return true;
          }
        }
        return false;
      };
    }
    if (formula instanceof Formula.Not not) {
      GraphPredicate inner = compile(net, graph, not.operand());
      return (s, m) -> !inner.test(s, m);
    }
    if (formula instanceof Formula.And and) {
      GraphPredicate[] parts = compileAll(net, graph, and.operands());
      return (s, m) -> {
        for (GraphPredicate part : parts) {
          if (!part.test(s, m)) {
            return false;
          }
        }
        return true;
      };
    }
    if (formula instanceof Formula.Or or) {
      GraphPredicate[] parts = compileAll(net, graph, or.operands());
      return (s, m) -> {
        for (GraphPredicate part : parts) {
          if (part.test(s, m)) {
            return true;
          }
        }
        return false;
      };
    }
    MarkingPredicate atom = MarkingPredicate.compile(net, formula);
    return (s, m) -> atom.test(m);
  }

  private static GraphPredicate[] compileAll(PetriNet net, StateGraph graph,
      List<Formula> operands) {
    GraphPredicate[] parts = new GraphPredicate[operands.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = compile(net, graph, operands.get(i));
    }
    return parts;
  }
}
