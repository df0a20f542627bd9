package org.petrify.checker.ctl;

import org.petrify.checker.Budget;
import org.petrify.checker.Fairness;
import java.util.HashMap;
import java.util.Map;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.RoaringBitmapWriter;

/**
 * Global CTL model checking by fixpoint labelling over an explored {@link StateGraph}: the
 * satisfying states of every subformula are computed bottom-up and kept as RoaringBitmaps over
 * the dense state ids (memoised per subformula, so shared subformulas are labelled once).
 *
 * <p>Fixpoints, each linear in states + edges (work arrays are plain {@code int[]}/{@code long[]}):
 * {@code E(φ U ψ)} by backward breadth-first search from ψ through φ; {@code A(φ U ψ)} by
 * counting, for every φ∧¬ψ state, its successors not yet known to satisfy (a deadlock is never
 * added: its maximal path ends without ψ); {@code EG φ} as the greatest fixpoint
 * {@code φ ∧ (DEADLOCK ∨ EX EG φ)} by removing φ-states whose successors in the set drop to
 * zero; with a {@link Fairness} assumption {@code EG} is computed by {@link FairStates} instead.
 * The others reduce: {@code AX φ = ¬EX¬φ}, {@code EF φ = E(true U φ)}, {@code AG φ = ¬EF¬φ},
 * {@code AF φ = ¬EG¬φ}.
 *
 * <p>The graph must be the full (unreduced) state graph: propositions are evaluated by
 * {@link GraphPredicate}, which reads {@code FIREABLE} and {@code DEADLOCK} off the out-edges.
 */
final class GlobalLabelling {
  private final StateGraph graph;
  private final PetriNet net;
  private final Fairness fairness;
  private Budget budget;
  private final int n;
  private final Map<Formula, RoaringBitmap> labels = new HashMap<>();

  GlobalLabelling(StateGraph graph, PetriNet net, Fairness fairness, Budget budget) {
    this.graph = graph;
    this.net = net;
    this.fairness = fairness == null ? Fairness.none() : fairness;
    this.budget = budget;
    this.n = graph.stateCount();
  }

  /** The budget for the next labelling work (a session labels with a budget per check). */
  void budget(Budget current) {
    this.budget = current;
  }

  /** The budget of the current labelling work. */
  Budget budget() {
    return budget;
  }

  StateGraph graph() {
    return graph;
  }

  /** The states satisfying {@code formula}; callers must not modify the returned bitmap. */
  RoaringBitmap label(Formula formula) {
    RoaringBitmap known = labels.get(formula);
    if (known != null) {
      return known;
    }
    budget.checkTime();
    RoaringBitmap computed = compute(formula);
    labels.put(formula, computed);
    return computed;
  }

  boolean holdsInitially(Formula formula) {
    labelPropositions(formula);
    return label(formula).contains(graph.initialState());
  }

  /**
   * Labels every maximal propositional subformula of {@code formula} not labelled yet in one
   * pass over the states (each marking decoded once for all of them).
   */
  void labelPropositions(Formula formula) {
    java.util.LinkedHashSet<Formula> pending = new java.util.LinkedHashSet<>();
    collectPropositions(formula, pending);
    pending.removeAll(labels.keySet());
    if (pending.isEmpty()) {
      return;
    }
    Formula[] formulas = pending.toArray(new Formula[0]);
    GraphPredicate[] predicates = new GraphPredicate[formulas.length];
    @SuppressWarnings("unchecked")
    RoaringBitmapWriter<RoaringBitmap>[] writers = new RoaringBitmapWriter[formulas.length];
    for (int i = 0; i < formulas.length; i++) {
      predicates[i] = GraphPredicate.compile(net, graph, formulas[i]);
      writers[i] = RoaringBitmapWriter.writer().get();
    }
    int[] marking = new int[graph.placeCount()];
    for (int s = 0; s < n; s++) {
      graph.marking(s, marking);
      for (int i = 0; i < predicates.length; i++) {
        if (predicates[i].test(s, marking)) {
          writers[i].add(s);
        }
      }
      if ((s & 65535) == 0) {
        budget.checkTime();
      }
    }
    for (int i = 0; i < formulas.length; i++) {
      labels.put(formulas[i], writers[i].get());
    }
  }

  private static void collectPropositions(Formula f, java.util.Set<Formula> out) {
    if (MarkingPredicate.isPropositional(f)) {
      out.add(f);
    } else if (f instanceof Formula.Not x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.And x) {
      x.operands().forEach(o -> collectPropositions(o, out));
    } else if (f instanceof Formula.Or x) {
      x.operands().forEach(o -> collectPropositions(o, out));
    } else if (f instanceof Formula.EX x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.AX x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.EF x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.AF x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.EG x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.AG x) {
      collectPropositions(x.operand(), out);
    } else if (f instanceof Formula.EU x) {
      collectPropositions(x.hold(), out);
      collectPropositions(x.goal(), out);
    } else if (f instanceof Formula.AU x) {
      collectPropositions(x.hold(), out);
      collectPropositions(x.goal(), out);
    }
  }

  private RoaringBitmap compute(Formula f) {
    if (MarkingPredicate.isPropositional(f)) {
      return atom(GraphPredicate.compile(net, graph, f));
    }
    if (f instanceof Formula.Not not) {
      return complement(label(not.operand()));
    }
    if (f instanceof Formula.And and) {
      RoaringBitmap result = label(and.operands().get(0)).clone();
      for (int i = 1; i < and.operands().size(); i++) {
        result.and(label(and.operands().get(i)));
      }
      return result;
    }
    if (f instanceof Formula.Or or) {
      RoaringBitmap result = label(or.operands().get(0)).clone();
      for (int i = 1; i < or.operands().size(); i++) {
        result.or(label(or.operands().get(i)));
      }
      return result;
    }
    if (f instanceof Formula.EX ex) {
      return existsNext(label(ex.operand()));
    }
    if (f instanceof Formula.AX ax) {
      return complement(existsNext(complement(label(ax.operand()))));
    }
    if (f instanceof Formula.EF ef) {
      return existsUntil(all(), label(ef.operand()));
    }
    if (f instanceof Formula.AG ag) {
      return complement(existsUntil(all(), complement(label(ag.operand()))));
    }
    if (f instanceof Formula.EU eu) {
      return existsUntil(label(eu.hold()), label(eu.goal()));
    }
    if (f instanceof Formula.AU au) {
      return allUntil(label(au.hold()), label(au.goal()));
    }
    if (f instanceof Formula.EG eg) {
      return existsGlobally(label(eg.operand()));
    }
    if (f instanceof Formula.AF af) {
      return complement(existsGlobally(label(new Formula.Not(af.operand()))));
    }
    throw new IllegalArgumentException("unsupported formula: " + f);
  }

  private RoaringBitmap atom(GraphPredicate predicate) {
    int[] marking = new int[graph.placeCount()];
    RoaringBitmapWriter<RoaringBitmap> writer = RoaringBitmapWriter.writer().get();
    for (int s = 0; s < n; s++) {
      graph.marking(s, marking);
      if (predicate.test(s, marking)) {
        writer.add(s);
      }
    }
    return writer.get();
  }

  private RoaringBitmap all() {
    RoaringBitmap all = new RoaringBitmap();
    all.add(0L, n);
    return all;
  }

  private RoaringBitmap complement(RoaringBitmap set) {
    return RoaringBitmap.flip(set, 0L, n);
  }

  static long[] bits(RoaringBitmap set, int n) {
    long[] words = new long[(n + 63) >>> 6];
    set.forEach((int s) -> words[s >>> 6] |= 1L << s);
    return words;
  }

  private static boolean has(long[] words, int s) {
    return (words[s >>> 6] & (1L << s)) != 0;
  }

  private static RoaringBitmap fromBits(long[] words, int n) {
    RoaringBitmapWriter<RoaringBitmap> writer = RoaringBitmapWriter.writer().get();
    for (int w = 0; w < words.length; w++) {
      long word = words[w];
      while (word != 0) {
        writer.add((w << 6) + Long.numberOfTrailingZeros(word));
        word &= word - 1;
      }
    }
    return writer.get();
  }

  private RoaringBitmap existsNext(RoaringBitmap operand) {
    long[] target = bits(operand, n);
    RoaringBitmapWriter<RoaringBitmap> writer = RoaringBitmapWriter.writer().get();
    for (int s = 0; s < n; s++) {
      for (int e = graph.outStart(s), end = graph.outEnd(s); e < end; e++) {
        if (has(target, graph.target(e))) {
          writer.add(s);
          break;
        }
      }
    }
    return writer.get();
  }

  /** Backward search from {@code goal} through {@code hold} over the reverse graph. */
  RoaringBitmap existsUntil(RoaringBitmap hold, RoaringBitmap goal) {
    return backward(hold, goal, null);
  }

  private RoaringBitmap allUntil(RoaringBitmap hold, RoaringBitmap goal) {
    int[] pending = new int[n];
    for (int s = 0; s < n; s++) {
      pending[s] = graph.outDegree(s);
    }
    return backward(hold, goal, pending);
  }

  /**
   * The least fixpoint of {@code X = goal ∪ (hold ∩ pre(X))}, breadth-first over the reverse
   * edges from the goal states. With {@code pending == null} a hold state joins at its first
   * edge into X ({@code E(hold U goal)}); otherwise {@code pending[s]} counts the out-edges of
   * s not yet known to enter X, and s joins when it reaches 0 ({@code A(hold U goal)}: a hold
   * deadlock never joins). Every state is queued at most once.
   */
  private RoaringBitmap backward(RoaringBitmap hold, RoaringBitmap goal, int[] pending) {
    long[] holdBits = bits(hold, n);
    long[] result = bits(goal, n);
    int[] queue = goal.toArray();
    int head = 0;
    int tail = queue.length;
    if (queue.length < n) {
      queue = java.util.Arrays.copyOf(queue, n);
    }
    while (head < tail) {
      int v = queue[head++];
      for (int i = graph.predStart(v), end = graph.predEnd(v); i < end; i++) {
        int p = graph.predecessor(i);
        if (!has(result, p) && has(holdBits, p) && (pending == null || --pending[p] == 0)) {
          result[p >>> 6] |= 1L << p;
          queue[tail++] = p;
        }
      }
    }
    return fromBits(result, n);
  }

  private RoaringBitmap existsGlobally(RoaringBitmap operand) {
    if (!fairness.isEmpty()) {
      return new FairStates(graph, net, fairness, budget).existsFairlyGlobally(operand);
    }
    long[] inSet = bits(operand, n);
    int[] inside = new int[n];
    int[] queue = new int[n];
    int tail = 0;
    for (int s = 0; s < n; s++) {
      if (!has(inSet, s)) {
        continue;
      }
      int count = 0;
      for (int e = graph.outStart(s), end = graph.outEnd(s); e < end; e++) {
        if (has(inSet, graph.target(e))) {
          count++;
        }
      }
      inside[s] = count;
      if (count == 0 && graph.outDegree(s) > 0) {
        queue[tail++] = s;
      }
    }
    for (int head = 0; head < tail; head++) {
      int v = queue[head];
      inSet[v >>> 6] &= ~(1L << v);
      for (int i = graph.predStart(v), end = graph.predEnd(v); i < end; i++) {
        int p = graph.predecessor(i);
        if (has(inSet, p) && --inside[p] == 0) {
          queue[tail++] = p;
        }
      }
    }
    return fromBits(inSet, n);
  }

  /** The labels computed so far, for tests. */
  Map<Formula, RoaringBitmap> labels() {
    return labels;
  }
}
