package org.petrify.checker;

import java.util.List;
import java.util.Objects;
import org.petrify.checker.structural.DeadlockFreedom;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.structure.StructuralBounds;

/**
 * The engine core's on-the-fly checks of the <em>reachability fragment</em>: temporal-free
 * formulas, {@code EF φ} and {@code AG φ} with temporal-free φ, and Boolean combinations of
 * those ({@link #isReachabilityFragment}). Most callers want the facade
 * {@code org.petrify.checker.session.ModelChecker}, which routes every formula (this class for
 * the fragment, the CTL evaluator for the rest) and applies net reductions.
 *
 * <pre>{@code
 * CheckResult r = Reachability.of(net)
 *     .options(CheckOptions.defaults().withSearch(SearchOrder.BFS))
 *     .check(new Formula.EF(new Formula.Deadlock()));
 * }</pre>
 *
 * <p>{@code EF DEADLOCK} and {@code EF (DEADLOCK AND ψ)} are searched with deadlock-preserving
 * stubborn sets ({@link #deadlockFilter}), other {@code EF φ}/{@code AG φ} with up-set based
 * reachability-preserving sets (see {@link StubbornSet}), or without reduction when the options
 * say so; the same search either way.
 *
 * <p>Every witness is replayed on the net with {@link Witness#replay} and its final marking is
 * checked against the goal before it is reported; a failing replay (an engine bug) turns the
 * result into UNKNOWN rather than a wrong verdict. Budgets end in UNKNOWN with the reason and
 * the statistics so far. Instances are immutable and thread-safe; each check runs on the
 * calling thread, joined by {@code workers - 1} threads of its own for a depth-first search
 * with {@link CheckOptions#withWorkers more workers} ({@link ParallelDepthFirst}).
 */
public final class Reachability {
  private static final int MAX_RESTARTS = 256;

  private final PetriNet net;
  private final CheckOptions options;
  /**
   * The net compiled once, for the codec sized by the proven place bounds; searches that widen
   * a field derive rules for the wider codec from these ({@link FiringRules#withCodec}).
   */
  private final FiringRules rules;

  /** The net's place invariants (checked again by the codec before use). */
  private final List<StructuralBounds.Semiflow> semiflows;

  /** The place bounds proven by the place invariants ({@code < 0}: none), for proofs. */
  private final long[] invariantBounds;

  /**
   * States the search for a dead marking may store before the proofs are tried
   * ({@link #reach}): a dead marking found within them is reported without a proof attempt
   * (which cannot succeed then, and may take its whole share of the time to give up: 5 s on
   * BridgeAndVehicles-PT-V20P10N10 with a 60 s timeout, whose deadlock is 126 states deep);
   * a search that ends within them answers when no proof does. On the 46 nets of the contest
   * sample with a dead marking, depth-first search with stubborn sets finds it within 7,761.
   */
  static final long PROBE_STATES = 10_000;

  /**
   * The work the state-equation proof may do after a probe that explored the whole state space
   * without finding a dead marking ({@link #reach}), in dictionary entries its simplex pivots
   * rewrite (about 4 ns each once compiled): the answer is known then, and a proof only names
   * the technique, so one that is not quick is not worth waiting for. Of the contest samples
   * whose search completes within {@link #PROBE_STATES}, LamportFastMutEx-PT-2's proof rewrites
   * 1,274,161 entries (15 ms compiled) and is kept; LamportFastMutEx-PT-3's (6,774 states)
   * 16.0 M, which cost 0.2 s more of the whole process than the search's answer, so it is cut
   * off; the failing attempt on ParamProductionCell-PT-2 took about a second before any limit.
   */
  static final long CELLS_AFTER_COMPLETE_PROBE = 1L << 22;

  /**
   * The limit in force, {@link #CELLS_AFTER_COMPLETE_PROBE}; tests only change it (and restore
   * it).
   */
  static long cellsAfterCompleteProbe = CELLS_AFTER_COMPLETE_PROBE;

  /** Try {@link StructuralProofs} before searching for a dead marking. */
  private final boolean deadlockProofs;

  private Reachability(PetriNet net, CheckOptions options, FiringRules rules,
      List<StructuralBounds.Semiflow> semiflows, long[] invariantBounds,
      boolean deadlockProofs) {
    this.net = Objects.requireNonNull(net, "net");
    this.options = Objects.requireNonNull(options, "options");
    this.rules = rules;
    this.semiflows = semiflows;
    this.invariantBounds = invariantBounds;
    this.deadlockProofs = deadlockProofs;
  }

  public static Reachability of(PetriNet net) {
    return of(net, Budget.of(0, null, 0));
  }

  /**
   * As {@link #of(PetriNet)}, computing the structural facts (place invariants, bounds, the
   * marking codec) under {@code setup}'s deadline and memory limit.
   *
   * @throws BudgetExceededException when {@code setup} runs out; the reason names the stage
   */
  public static Reachability of(PetriNet net, Budget setup) {
    StructuralBounds.Analysis facts = StructuralBounds.analyse(net, setup.structural());
    MarkingCodec codec = MarkingCodec.forNet(net, PlaceBounds.of(facts), facts.semiflows(),
        setup.structural());
    return new Reachability(net, CheckOptions.defaults(), new FiringRules(net, codec),
        facts.semiflows(), facts.bounds(), false);
  }

  /** A checker with other options. */
  public Reachability options(CheckOptions newOptions) {
    return new Reachability(net, newOptions, rules, semiflows, invariantBounds, deadlockProofs);
  }

  /**
   * A checker that first tries to prove structurally that no dead marking is reachable (see
   * {@code org.petrify.checker.structural.DeadlockFreedom}) when a formula asks for one
   * ({@code EF DEADLOCK}, {@code EF (DEADLOCK AND ψ)}, their {@code AG} duals); off by default,
   * on in the facade unless structural reduction is off. A proof decides without a search; its
   * statistics name the technique ({@link Reduction#decidedBy()}).
   */
  public Reachability withDeadlockProofs(boolean on) {
    return new Reachability(net, options, rules, semiflows, invariantBounds, on);
  }

  public CheckOptions options() {
    return options;
  }

  public PetriNet net() {
    return net;
  }

  /**
   * A checker that trusts {@code bounds[p]} as a proven upper bound of place p's tokens in all
   * reachable markings (negative: unknown), e.g. from structural analysis; tighter bounds mean
   * fewer bits per state. A wrong bound could make the engine miss states, so pass only proven
   * ones. By default the bounds come from {@code StructuralBounds} when available.
   */
  public Reachability withPlaceBounds(int[] bounds) {
    if (bounds != null && bounds.length != net.placeCount()) {
      throw new IllegalArgumentException("need " + net.placeCount() + " bounds, got " + bounds.length);
    }
    return new Reachability(net, options, rules.withCodec(
        MarkingCodec.forNet(net, bounds == null ? null : bounds.clone(), semiflows)), semiflows,
        invariantBounds, deadlockProofs);
  }

  /** {@code EF DEADLOCK}: TRUE with a path to a dead marking, or FALSE. */
  public CheckResult checkDeadlock() {
    return check(new Formula.EF(new Formula.Deadlock()));
  }

  /**
   * Explores the whole state space without reduction (whatever the options say) and reports
   * its size: verdict TRUE when the exploration completed, UNKNOWN when a budget ran out.
   */
  public CheckResult explore() {
    Outcome o = search(ReachabilitySearch.Goal.NONE, null, false);
    return o.unknownReason != null ? CheckResult.unknown(o.unknown, o.unknownReason, o.statistics)
        : CheckResult.decided(true, null, o.statistics);
  }

  /**
   * Decides {@code formula}, which must be in the reachability fragment, at the initial marking
   * of the net as it is (structural reductions are the facade's).
   *
   * @throws IllegalArgumentException for a formula outside the fragment
   */
  public CheckResult check(Formula formula) {
    Objects.requireNonNull(formula, "formula");
    if (!isReachabilityFragment(formula)) {
      throw new IllegalArgumentException("not in the reachability fragment: " + formula);
    }
    return evaluate(formula);
  }

  /** True if {@code f} has no temporal operator. */
  public static boolean isStateFormula(Formula f) {
    return StatePredicate.isStateFormula(f);
  }

  /**
   * True if the temporal-free {@code stateFormula} holds at {@code marking} of {@code net}
   * (for checking a witness's last marking).
   */
  public static boolean holdsAt(PetriNet net, int[] marking, Formula stateFormula) {
    return MarkingTest.of(net, stateFormula).test(marking);
  }

  /** True for the formulas this class decides (see the class comment). */
  public static boolean isReachabilityFragment(Formula f) {
    if (StatePredicate.isStateFormula(f)) {
      return true;
    }
    if (f instanceof Formula.EF ef) {
      return StatePredicate.isStateFormula(ef.operand());
    }
    if (f instanceof Formula.AG ag) {
      return StatePredicate.isStateFormula(ag.operand());
    }
    if (f instanceof Formula.Not not) {
      return isReachabilityFragment(not.operand());
    }
    if (f instanceof Formula.And and) {
      return and.operands().stream().allMatch(Reachability::isReachabilityFragment);
    }
    if (f instanceof Formula.Or or) {
      return or.operands().stream().allMatch(Reachability::isReachabilityFragment);
    }
    return false;
  }

  private CheckResult evaluate(Formula f) {
    if (StatePredicate.isStateFormula(f)) {
      boolean holds = StatePredicate.compile(f, rules).test(net.initialMarking(), rules);
      return CheckResult.decided(holds, null, Statistics.empty(
          Reduction.of(Reduction.PartialOrder.INITIAL, Reduction.Algorithm.REACHABILITY),
          options.search()));
    }
    if (f instanceof Formula.EF ef) {
      return reach(ef.operand(), false);
    }
    if (f instanceof Formula.AG ag) {
      return reach(new Formula.Not(ag.operand()), true);
    }
    if (f instanceof Formula.Not not) {
      return negate(evaluate(not.operand()));
    }
    boolean conjunction = f instanceof Formula.And;
    List<Formula> parts = conjunction ? ((Formula.And) f).operands() : ((Formula.Or) f).operands();
    Statistics total = null;
    CheckResult unknown = null;
    for (Formula part : parts) {
      CheckResult r = evaluate(part);
      total = total == null ? r.statistics() : total.plus(r.statistics());
      if (r.verdict() == Verdict.UNKNOWN) {
        unknown = r;
      } else if ((r.verdict() == Verdict.TRUE) != conjunction) {
        return CheckResult.decided(!conjunction, null, total);
      }
    }
    return unknown != null
        ? CheckResult.unknown(unknown.unknown().orElseThrow(), unknown.reason().orElseThrow(), total)
        : CheckResult.decided(conjunction, null, total);
  }

  private static CheckResult negate(CheckResult r) {
    if (r.verdict() == Verdict.UNKNOWN) {
      return r;
    }
    return CheckResult.decided(r.verdict() == Verdict.FALSE, r.witness().orElse(null),
        r.statistics());
  }

  /** EF goal; if {@code universal}, the result is inverted (AG ¬goal) and the witness kept. */
  private CheckResult reach(Formula goalFormula, boolean universal) {
    while (goalFormula instanceof Formula.Not outer && outer.operand() instanceof Formula.Not inner) {
      goalFormula = inner.operand(); // AG NOT DEADLOCK searches for DEADLOCK
    }
    Formula deadFilter = deadlockFilter(goalFormula);
    Formula filter = deadFilter instanceof Formula.True ? null : deadFilter;
    Outcome o = null;
    if (deadFilter != null && deadlockProofs) {
      // The cheap proof first (a few milliseconds at most, where the probe below costs tens
      // on the contest's deadlock-free nets: Peterson-PT-3, Dekker-PT-020).
      CheckResult quick = StructuralProofs.quickNoDeadMarking(net, options, universal);
      if (quick != null) {
        return quick;
      }
      // Then the state equation with a little work, on a net small enough (Railroad-PT-010:
      // its whole proof, where the probe below costs more and decides nothing).
      boolean equationTried = DeadlockFreedom.stateEquationFitsQuickly(net);
      if (equationTried) {
        quick = StructuralProofs.quickStateEquation(net, invariantBounds, deadFilter, options,
            universal);
        if (quick != null) {
          return quick;
        }
      }
      // Then a short search: a full proof attempt can never succeed when a dead marking is
      // reachable, and it may take its whole share of the time before it gives up. After a
      // probe that completed, the answer is known: a proof may only do a little work, and the
      // state equation none if it has had its little already (the same attempt again).
      Outcome probe = search(ReachabilitySearch.Goal.DEADLOCK, filter,
          options.partialOrderReduction(), PROBE_STATES);
      if (probe.found) {
        o = probe;
      } else {
        long cells = probe.unknownReason != null ? Long.MAX_VALUE
            : equationTried && cellsAfterCompleteProbe <= DeadlockFreedom.QUICK_EQUATION_CELLS
                ? 0 : cellsAfterCompleteProbe;
        CheckResult proved = StructuralProofs.noDeadMarking(net, invariantBounds, deadFilter,
            options, universal, cells);
        if (proved != null) {
          return proved;
        }
        if (probe.unknownReason == null) {
          o = probe;
        }
      }
    }
    if (o == null) {
      o = deadFilter != null
          ? search(ReachabilitySearch.Goal.DEADLOCK, filter, options.partialOrderReduction())
          : search(ReachabilitySearch.Goal.PREDICATE, goalFormula, options.partialOrderReduction());
    }
    if (o.unknownReason != null) {
      return CheckResult.unknown(o.unknown, o.unknownReason, o.statistics);
    }
    Witness w = null;
    if (o.found) {
      w = Witness.path(o.witness);
      String problem = replayProblem(w, goalFormula);
      if (problem != null) {
        return CheckResult.unknown(Unknown.INTERNAL_ERROR,
            "internal error, witness rejected: " + problem, o.statistics);
      }
    }
    return CheckResult.decided(o.found != universal, w, o.statistics);
  }

  /**
   * For a goal {@code DEADLOCK} or {@code DEADLOCK AND ψ1 AND ... AND ψn} (a top-level
   * conjunction with a DEADLOCK conjunct, such as a program's {@code DEADLOCK AND running > 0}):
   * {@code ψ1 AND ... AND ψn}, {@code TRUE} if there is none; otherwise null. Such a goal is
   * searched as a deadlock whose marking must also satisfy the filter: deadlock-preserving
   * stubborn sets keep <em>every</em> reachable dead marking reachable (Valmari), so a dead
   * marking satisfying the filter is found iff one exists, and the sets are much smaller than
   * the up-set of DEADLOCK (one seed, chosen structurally).
   */
  static Formula deadlockFilter(Formula goal) {
    if (goal instanceof Formula.Deadlock) {
      return new Formula.True();
    }
    if (!(goal instanceof Formula.And and)) {
      return null;
    }
    List<Formula> rest = new java.util.ArrayList<>();
    boolean dead = false;
    for (Formula f : and.operands()) {
      if (f instanceof Formula.Deadlock && !dead) {
        dead = true;
      } else if (!(f instanceof Formula.Deadlock)) {
        rest.add(f);
      }
    }
    if (!dead) {
      return null;
    }
    return rest.isEmpty() ? new Formula.True() : rest.size() == 1 ? rest.get(0) : new Formula.And(rest);
  }

  /** Null if the witness replays and ends in a goal marking, else what is wrong. */
  private String replayProblem(Witness w, Formula goalFormula) {
    try {
      int[] end = w.replay(net);
      if (!StatePredicate.compile(goalFormula, rules).test(end, rules)) {
        return "its last marking does not satisfy the goal";
      }
      return null;
    } catch (IllegalStateException e) {
      return e.getMessage();
    }
  }

  private record Outcome(boolean found, int[] witness, Statistics statistics, Unknown unknown,
      String unknownReason) {}

  private Outcome search(ReachabilitySearch.Goal goal, Formula goalFormula, boolean reduce) {
    return search(goal, goalFormula, reduce, 0);
  }

  /** As {@link #search(ReachabilitySearch.Goal, Formula, boolean)}, storing at most {@code maxStates} states if positive. */
  private Outcome search(ReachabilitySearch.Goal goal, Formula goalFormula, boolean reduce,
      long maxStates) {
    Reduction reduction = Reduction.of(!reduce ? (goal == ReachabilitySearch.Goal.NONE
        ? Reduction.PartialOrder.FULL : Reduction.PartialOrder.DISABLED)
        : goal == ReachabilitySearch.Goal.DEADLOCK ? Reduction.PartialOrder.DEADLOCK
        : Reduction.PartialOrder.UPSET, goal == ReachabilitySearch.Goal.NONE
        ? Reduction.Algorithm.EXHAUSTIVE : Reduction.Algorithm.REACHABILITY);
    // Predicates read only the net's structure, so one compilation serves every codec.
    StatePredicate predicate = goalFormula == null ? null
        : StatePredicate.compile(goalFormula, rules);
    FiringRules current = rules;
    Budget budget = maxStates > 0 ? Budget.of(options).againWithStates(maxStates)
        : Budget.of(options);
    Statistics previous = null;
    SearchOrder order = options.search();
    BudgetExceededException pumped = null;
    int reencodings = 0;
    while (true) {
      ReachabilitySearch search = new ReachabilitySearch(current, options, order,
          budget, goal, predicate, reduce, reduction, reencodings).afterPumping(pumped);
      try {
        boolean found = search.run();
        return new Outcome(found, search.witness(), withPrevious(search.statistics(), previous),
            null, null);
      } catch (BudgetExceededException e) {
        if (e.kind() == Unknown.UNBOUNDED && order == SearchOrder.INTERLEAVED
            && goal != ReachabilitySearch.Goal.NONE) {
          // The net is unbounded, but a goal may still be near: search breadth-first, past
          // the pumping paths, with the rest of the time budget.
          pumped = e;
          order = SearchOrder.BFS;
          previous = withPrevious(search.statistics(), previous);
          budget = budget.again();
          continue;
        }
        return new Outcome(false, null, withPrevious(search.statistics(), previous), e.kind(),
            e.reason());
      } catch (EncodingOverflowException e) {
        MarkingCodec codec = current.codec;
        MarkingCodec wider = codec.widen(e.place, e.tokens);
        previous = withPrevious(search.statistics(), previous);
        if (wider == null || reencodings >= MAX_RESTARTS) {
          return new Outcome(false, null, previous, Unknown.UNBOUNDED, "place "
              + net.placeName(e.place)
              + " exceeds " + codec.mask(e.place) + " tokens (unbounded?)");
        }
        current = current.withCodec(wider);
        budget = budget.again();
        reencodings++;
      } catch (OutOfMemoryError e) {
        search = null;
        return new Outcome(false, null, previous == null
            ? Statistics.empty(reduction, options.search()) : previous, Unknown.OUT_OF_MEMORY,
            "out of memory (the memory budget is too large for this JVM heap)");
      }
    }
  }

  /**
   * {@code current} with the time and peak memory of the {@code previous} attempts added; its
   * re-encoding count is already the number of restarts before it.
   */
  private static Statistics withPrevious(Statistics current, Statistics previous) {
    if (previous == null) {
      return current;
    }
    return new Statistics(current.states(), current.edges(),
        current.millis() + previous.millis(), Math.max(current.peakMemoryBytes(),
        previous.peakMemoryBytes()), current.bytesPerState(), current.reduction(),
        current.search(), current.reencodings());
  }
}
