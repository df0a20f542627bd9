package org.petrify.checker.reduce;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * The result of structural reduction: a smaller net that has, for the formulas of its
 * {@link #scope()}, the behaviour of the original, with what it takes to translate formulas to
 * it and to lift its paths back to the original. Immutable.
 *
 * <p>Every transition of {@link #net()} stands for a sequence of original transitions (its
 * <em>expansion</em>); the reduced initial marking is the original one after the
 * {@link #prefix()} sequence. {@link #lift} maps a path of the reduced net to a path of the
 * original: the prefix, then the expansions; for {@link Scope.Preserves#DEAD_MARKINGS} it
 * appends the transitions that pre-agglomeration postponed and that are still enabled, so that
 * a path to a dead marking of the reduced net lifts to a path to a dead marking of the
 * original. The places of the reduced net are original places (same names, a subset);
 * {@link #placeOf} maps them back.
 */
public final class ReducedNet {
  private final PetriNet original;
  private final PetriNet net;
  private final Scope scope;
  private final int[] placeMap;
  private final int[] originalPlace;
  private final int[] transitionMap;
  private final int[][] expansions;
  private final int[] prefix;
  private final int[][] postponed;
  private final BitSet dead;
  private final ReductionSummary summary;

  ReducedNet(WorkNet work, WorkNet.Frozen frozen, List<ReductionSummary.RuleCount> rules,
      long millis) {
    this.original = work.original;
    this.net = frozen.net();
    this.scope = work.scope;
    this.placeMap = frozen.placeMap();
    this.originalPlace = new int[net.placeCount()];
    for (int p = 0; p < placeMap.length; p++) {
      if (placeMap[p] >= 0) {
        originalPlace[placeMap[p]] = p;
      }
    }
    this.transitionMap = new int[original.transitionCount()];
    Arrays.fill(transitionMap, -1);
    this.expansions = new int[frozen.transitions().size()][];
    for (int i = 0; i < expansions.length; i++) {
      WorkNet.Tr t = frozen.transitions().get(i);
      expansions[i] = t.expansion;
      if (t.original >= 0) {
        transitionMap[t.original] = i;
      }
    }
    this.prefix = work.prefix.toArray();
    this.postponed = work.postponed.toArray(new int[0][]);
    this.dead = (BitSet) work.dead.clone();
    this.summary = new ReductionSummary(original.placeCount(), net.placeCount(),
        original.transitionCount(), net.transitionCount(), rules, millis);
  }

  /** The net the reduction started from. */
  public PetriNet original() {
    return original;
  }

  /** The reduced net. */
  public PetriNet net() {
    return net;
  }

  public Scope scope() {
    return scope;
  }

  public ReductionSummary summary() {
    return summary;
  }

  /** The original place of a reduced place id. */
  public int placeOf(int reducedPlace) {
    return originalPlace[reducedPlace];
  }

  /** The original transitions a reduced transition stands for, in firing order (a copy). */
  public int[] expansion(int reducedTransition) {
    return expansions[reducedTransition].clone();
  }

  /** The original transitions fired before the reduced initial marking (a copy). */
  public int[] prefix() {
    return prefix.clone();
  }

  /**
   * {@code formula} (over the original net, inside this reduction's scope) over the reduced
   * net: places and visible transitions renumbered, {@code FIREABLE} of a dead transition
   * false.
   *
   * @throws IllegalArgumentException if the formula mentions a place or transition the
   *     reduction removed (it was not in the scope)
   */
  public Formula translate(Formula f) {
    if (f instanceof Formula.Fireable fire) {
      List<Integer> ts = new ArrayList<>();
      for (int t : fire.transitions()) {
        if (dead.get(t)) {
          continue;
        }
        if (transitionMap[t] < 0) {
          throw new IllegalArgumentException("transition " + original.transitionName(t)
              + " was reduced away");
        }
        ts.add(transitionMap[t]);
      }
      return ts.isEmpty() ? new Formula.False() : new Formula.Fireable(ts);
    }
    if (f instanceof Formula.Compare c) {
      return new Formula.Compare(translate(c.left()), c.op(), translate(c.right()));
    }
    if (f instanceof Formula.Not n) {
      return new Formula.Not(translate(n.operand()));
    }
    if (f instanceof Formula.And a) {
      return new Formula.And(a.operands().stream().map(this::translate).toList());
    }
    if (f instanceof Formula.Or o) {
      return new Formula.Or(o.operands().stream().map(this::translate).toList());
    }
    if (f instanceof Formula.EX x) {
      return new Formula.EX(translate(x.operand()));
    }
    if (f instanceof Formula.AX x) {
      return new Formula.AX(translate(x.operand()));
    }
    if (f instanceof Formula.EF x) {
      return new Formula.EF(translate(x.operand()));
    }
    if (f instanceof Formula.AF x) {
      return new Formula.AF(translate(x.operand()));
    }
    if (f instanceof Formula.EG x) {
      return new Formula.EG(translate(x.operand()));
    }
    if (f instanceof Formula.AG x) {
      return new Formula.AG(translate(x.operand()));
    }
    if (f instanceof Formula.EU u) {
      return new Formula.EU(translate(u.hold()), translate(u.goal()));
    }
    if (f instanceof Formula.AU u) {
      return new Formula.AU(translate(u.hold()), translate(u.goal()));
    }
    return f; // TRUE, FALSE, DEADLOCK (INITIAL is never in a scope)
  }

  private IntExpr translate(IntExpr e) {
    if (e instanceof IntExpr.Tokens t) {
      List<Integer> ps = new ArrayList<>();
      for (int p : t.places()) {
        if (placeMap[p] < 0) {
          throw new IllegalArgumentException("place " + original.placeName(p)
              + " was reduced away");
        }
        ps.add(placeMap[p]);
      }
      return new IntExpr.Tokens(ps);
    }
    if (e instanceof IntExpr.Sum s) {
      return new IntExpr.Sum(s.terms().stream().map(this::translate).toList());
    }
    if (e instanceof IntExpr.Times t) {
      return new IntExpr.Times(t.factor(), translate(t.term()));
    }
    return e;
  }

  /** A path of the original net; {@code loopStart} as in a lasso witness, -1 for none. */
  public record Path(int[] transitions, int loopStart) {
    public Path {
      transitions = transitions.clone();
    }

    @Override
    public int[] transitions() {
      return transitions.clone();
    }
  }

  /**
   * Lifts a path of the reduced net (from its initial marking) to one of the original net (see
   * the class comment). The lifted path fires in the original and reaches a marking that agrees
   * with the reduced end on every place of the reduced net and, for this scope, on what the
   * formula sees; a cycle of the reduced path (from {@code loopStart}) maps to the expansion of
   * that cycle, a cycle of the original in scope {@link Scope.Preserves#STATE_GRAPH_AND_CYCLES}.
   */
  public Path lift(int[] reducedPath, int loopStart) {
    IntBag out = new IntBag();
    out.addAll(prefix);
    int liftedLoop = -1;
    for (int i = 0; i < reducedPath.length; i++) {
      if (i == loopStart) {
        liftedLoop = out.size();
      }
      out.addAll(expansions[reducedPath[i]]);
    }
    if (loopStart == reducedPath.length) {
      liftedLoop = out.size();
    }
    if (loopStart < 0 && scope.preserves() == Scope.Preserves.DEAD_MARKINGS
        && postponed.length > 0) {
      complete(out);
    }
    return new Path(out.toArray(), liftedLoop);
  }

  /** Fires the postponed transitions, latest reduction first, while they are enabled. */
  private void complete(IntBag path) {
    int[] marking = original.initialMarking();
    for (int i = 0; i < path.size(); i++) {
      int t = path.get(i);
      if (!original.isEnabled(t, marking)) {
        return; // not a path of the original: the caller's replay reports it
      }
      original.fire(t, marking);
    }
    long budget = MAX_COMPLETION;
    for (int i = postponed.length - 1; i >= 0; i--) {
      while (budget-- > 0 && fireSequence(postponed[i], marking)) {
        path.addAll(postponed[i]);
      }
    }
  }

  /** Fires {@code sequence} if it is fireable from {@code marking} (updated only then). */
  private boolean fireSequence(int[] sequence, int[] marking) {
    int[] copy = marking.clone();
    for (int t : sequence) {
      if (!original.isEnabled(t, copy)) {
        return false;
      }
      original.fire(t, copy);
    }
    System.arraycopy(copy, 0, marking, 0, marking.length);
    return true;
  }

  private static final long MAX_COMPLETION = 10_000_000;

  @Override
  public String toString() {
    return "ReducedNet[" + summary + "]";
  }
}
