package org.petrify.checker.session;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
import org.petrify.checker.Reduction;
import org.petrify.checker.Statistics;
import org.petrify.checker.Unknown;
import org.petrify.checker.ctl.CtlEvaluator;
import org.petrify.checker.reduce.StructuralReducer;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * The entry point of the engine: checks one formula at the initial marking of a net.
 *
 * <pre>{@code
 * CheckResult r = ModelChecker.of(net)
 *     .options(CheckOptions.defaults().withSearch(SearchOrder.BFS))
 *     .check(new Formula.EF(new Formula.Deadlock()));
 * }</pre>
 *
 * <p>With structural reduction on (the default), a formula that asks for a dead marking is
 * first tried with the structural deadlock-freedom proofs
 * ({@link Reachability#withDeadlockProofs}), on the reduced net when there is one.
 *
 * <p>A goal {@code EF (φ1 OR ... OR φn)} that mixes a dead marking with other state formulas
 * is decided one disjunct at a time ({@link DisjunctiveGoal}), so that the dead-marking one
 * keeps the deadlock-preserving reductions.
 *
 * <p>Structural reductions first (when the options allow them and one preserves the formula,
 * {@link StructuralCheck}): the search then runs on the reduced net and the witness is lifted
 * back and verified on the original one. Routing: the reachability fragment ({@link Reachability#isReachabilityFragment}) goes to
 * the core's on-the-fly search, with stubborn sets when the options allow them and without
 * otherwise (the same search); every other formula to the CTL evaluator. For many formulas of
 * one net use a {@link Session}, which shares states between them. Instances are immutable and
 * thread-safe; each check runs on the calling thread.
 *
 * <p>One deadline per check: the timeout of the options starts when {@link #check} is called
 * and bounds the stages before the search (structural reduction, place invariants, the marking
 * codec) as well as the search, which gets the time left. A stage that runs out of time or
 * memory (or is interrupted) ends the check UNKNOWN, with a reason naming the stage and what
 * it had done, and statistics of no states and the time spent.
 */
public final class ModelChecker {
  private final PetriNet net;
  private final CheckOptions options;
  private final LazyReachability reachability;
  /**
   * Try structural deadlock-freedom proofs even with structural reduction off: set for the
   * search of a net that was reduced already ({@link StructuralCheck}).
   */
  private final boolean proofsAnyway;

  private ModelChecker(PetriNet net, CheckOptions options, LazyReachability reachability) {
    this(net, options, reachability, false);
  }

  private ModelChecker(PetriNet net, CheckOptions options, LazyReachability reachability,
      boolean proofsAnyway) {
    this.net = Objects.requireNonNull(net, "net");
    this.options = Objects.requireNonNull(options, "options");
    this.reachability = reachability;
    this.proofsAnyway = proofsAnyway;
  }

  /** This checker, trying deadlock-freedom proofs whatever the options say. */
  ModelChecker withDeadlockProofs() {
    return new ModelChecker(net, options, reachability, true);
  }

  /**
   * The search on the unreduced net, made on first use: its structural analysis (place
   * invariants, bounds, the marking codec) is not cheap on large nets, and a check that runs on
   * a structurally reduced net never needs it.
   */
  private static final class LazyReachability {
    private final Function<Budget, Reachability> make;
    private Reachability value;

    LazyReachability(Function<Budget, Reachability> make) {
      this.make = make;
    }

    /**
     * The search, made under {@code setup} if not made yet; when {@code setup} runs out, its
     * exception passes through and the next call tries again.
     */
    synchronized Reachability get(Budget setup) {
      if (value == null) {
        value = make.apply(setup);
      }
      return value;
    }
  }

  public static ModelChecker of(PetriNet net) {
    Objects.requireNonNull(net, "net");
    return new ModelChecker(net, CheckOptions.defaults(),
        new LazyReachability(setup -> Reachability.of(net, setup)));
  }

  /** A checker with other options. */
  public ModelChecker options(CheckOptions newOptions) {
    return new ModelChecker(net, newOptions,
        new LazyReachability(setup -> reachability.get(setup).options(newOptions)),
        proofsAnyway);
  }

  public CheckOptions options() {
    return options;
  }

  public PetriNet net() {
    return net;
  }

  /** See {@link Reachability#withPlaceBounds}. */
  public ModelChecker withPlaceBounds(int[] bounds) {
    return new ModelChecker(net, options,
        new LazyReachability(setup -> reachability.get(setup).withPlaceBounds(bounds)),
        proofsAnyway);
  }

  /** {@code EF DEADLOCK}: TRUE with a path to a dead marking, or FALSE. */
  public CheckResult checkDeadlock() {
    return check(new Formula.EF(new Formula.Deadlock()));
  }

  /** See {@link Reachability#explore}; under one deadline as {@link #check}. */
  public CheckResult explore() {
    Budget setup = Budget.of(options);
    return underSetup(setup, Reduction.Algorithm.EXHAUSTIVE,
        () -> reachability.get(setup).options(rest(setup)).explore());
  }

  /**
   * Decides {@code formula} at the initial marking; with {@link CheckOptions#structuralReduction}
   * (the default) on the net reduced for the formula first (see {@link StructuralCheck}).
   */
  public CheckResult check(Formula formula) {
    Objects.requireNonNull(formula, "formula");
    Budget setup = Budget.of(options);
    java.util.List<Formula> disjuncts = options.structuralReduction()
        || options.partialOrderReduction() ? DisjunctiveGoal.split(formula) : java.util.List.of();
    if (!disjuncts.isEmpty()) {
      return DisjunctiveGoal.decide(disjuncts, ef -> options(rest(setup)).check(ef));
    }
    return underSetup(setup, Reachability.isReachabilityFragment(formula)
        ? Reduction.Algorithm.REACHABILITY : Reduction.Algorithm.CTL_ON_THE_FLY, () -> {
          if (options.structuralReduction()) {
            Optional<CheckResult> reduced = StructuralCheck.check(net, options, formula, setup);
            if (reduced.isPresent()) {
              return reduced.get();
            }
          }
          return checkAsIs(formula, setup);
        });
  }

  /**
   * Runs {@code check}, whose stages before the search run under {@code setup}: a budget they
   * exhaust ends the check UNKNOWN with the time spent, and so does an exhausted heap anywhere
   * in the check (the search accounts its own arrays; the rest, e.g. lifting a witness, does
   * not).
   */
  private CheckResult underSetup(Budget setup, Reduction.Algorithm algorithm,
      java.util.function.Supplier<CheckResult> check) {
    try {
      return check.get();
    } catch (BudgetExceededException e) {
      return CheckResult.unknown(e, setupStatistics(setup, algorithm));
    } catch (OutOfMemoryError e) {
      return CheckResult.unknown(Unknown.OUT_OF_MEMORY, "out of memory outside the search's"
          + " accounted arrays (maximum heap " + (Runtime.getRuntime().maxMemory() >> 20) + " MB)",
          setupStatistics(setup, algorithm));
    }
  }

  private Statistics setupStatistics(Budget setup, Reduction.Algorithm algorithm) {
    Statistics none = Statistics.empty(Reduction.of(Reduction.PartialOrder.DISABLED, algorithm),
        options.search());
    return new Statistics(0, 0, setup.elapsedMillis(), 0, 0, none.reduction(), none.search(), 0);
  }

  /** The options of what follows the stages run under {@code setup}: the time left. */
  private CheckOptions rest(Budget setup) {
    return options.withTimeout(setup.remaining());
  }

  /**
   * True if {@link #check} would search a structurally reduced net for {@code formula}: the
   * option is on, some reduction's scope admits the formula, and the reduction removes
   * something. Costs one reduction (linear-ish in the net).
   */
  public boolean reducesStructurally(Formula formula) {
    return options.structuralReduction() && StructuralReducer
        .forFormula(net, formula, !options.fairness().isEmpty())
        .map(r -> r.summary().reduced()).orElse(false);
  }

  /** Decides {@code formula} on the net as it is, its stages under {@code setup}. */
  private CheckResult checkAsIs(Formula formula, Budget setup) {
    return Reachability.isReachabilityFragment(formula)
        ? reachability.get(setup).options(rest(setup))
            .withDeadlockProofs(options.structuralReduction() || proofsAnyway).check(formula)
        : CtlEvaluator.evaluate(net, formula, rest(setup));
  }

  /** True for formulas decided by the on-the-fly reachability search. */
  public static boolean isReachabilityFragment(Formula f) {
    return Reachability.isReachabilityFragment(f);
  }
}
