package org.petrify.checker.session;

import java.util.Objects;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
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
 * <p>Structural reductions first (when the options allow them and one preserves the formula,
 * {@link StructuralCheck}): the search then runs on the reduced net and the witness is lifted
 * back and verified on the original one. Routing: the reachability fragment ({@link Reachability#isReachabilityFragment}) goes to
 * the core's on-the-fly search, with stubborn sets when the options allow them and without
 * otherwise (the same search); every other formula to the CTL evaluator. For many formulas of
 * one net use a {@link Session}, which shares states between them. Instances are immutable and
 * thread-safe; each check runs on the calling thread.
 */
public final class ModelChecker {
  private final PetriNet net;
  private final CheckOptions options;
  private final LazyReachability reachability;

  private ModelChecker(PetriNet net, CheckOptions options, LazyReachability reachability) {
    this.net = Objects.requireNonNull(net, "net");
    this.options = Objects.requireNonNull(options, "options");
    this.reachability = reachability;
  }

  /**
   * The search on the unreduced net, made on first use: its structural analysis (place
   * invariants, bounds, the marking codec) is not cheap on large nets, and a check that runs on
   * a structurally reduced net never needs it.
   */
  private static final class LazyReachability {
    private final java.util.function.Supplier<Reachability> make;
    private Reachability value;

    LazyReachability(java.util.function.Supplier<Reachability> make) {
      this.make = make;
    }

    synchronized Reachability get() {
      if (value == null) {
        value = make.get();
      }
      return value;
    }
  }

  public static ModelChecker of(PetriNet net) {
    Objects.requireNonNull(net, "net");
    return new ModelChecker(net, CheckOptions.defaults(),
        new LazyReachability(() -> Reachability.of(net)));
  }

  /** A checker with other options. */
  public ModelChecker options(CheckOptions newOptions) {
    return new ModelChecker(net, newOptions,
        new LazyReachability(() -> reachability.get().options(newOptions)));
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
        new LazyReachability(() -> reachability.get().withPlaceBounds(bounds)));
  }

  /** {@code EF DEADLOCK}: TRUE with a path to a dead marking, or FALSE. */
  public CheckResult checkDeadlock() {
    return check(new Formula.EF(new Formula.Deadlock()));
  }

  /** See {@link Reachability#explore}. */
  public CheckResult explore() {
    return reachability.get().explore();
  }

  /**
   * Decides {@code formula} at the initial marking; with {@link CheckOptions#structuralReduction}
   * (the default) on the net reduced for the formula first (see {@link StructuralCheck}).
   */
  public CheckResult check(Formula formula) {
    Objects.requireNonNull(formula, "formula");
    if (options.structuralReduction()) {
      java.util.Optional<CheckResult> reduced = StructuralCheck.check(net, options, formula);
      if (reduced.isPresent()) {
        return reduced.get();
      }
    }
    return checkAsIs(formula);
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

  /** Decides {@code formula} on the net as it is. */
  CheckResult checkAsIs(Formula formula) {
    return Reachability.isReachabilityFragment(formula) ? reachability.get().check(formula)
        : CtlEvaluator.evaluate(net, formula, options);
  }

  /** True for formulas decided by the on-the-fly reachability search. */
  public static boolean isReachabilityFragment(Formula f) {
    return Reachability.isReachabilityFragment(f);
  }
}
