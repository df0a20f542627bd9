package org.petrify.checker.session;

import java.util.List;
import java.util.Objects;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
import org.petrify.checker.Statistics;
import org.petrify.checker.Unknown;
import org.petrify.checker.Verdict;
import org.petrify.checker.ctl.CtlSession;
import org.petrify.checker.ctl.Strategy;
import org.petrify.checker.ctl.UpperBound;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Many checks of one net with the same options (an MCC property file, a program's properties):
 * the formula routing of the engine in one place.
 *
 * <ul>
 *   <li>The reachability fragment ({@link Reachability#isReachabilityFragment}) goes to the
 *       facade's {@link ModelChecker} (structural reduction when it applies, then the core's
 *       on-the-fly search with stubborn sets when the options allow them and without otherwise):
 *       one fast path for every caller. Exception: once the CTL session holds the
 *       whole state graph, or once two searches without stubborn sets explored the whole
 *       space, later ones label that graph instead of exploring it again (measured on
 *       CircadianClock-PT-000010's ReachabilityCardinality: six full explorations of 644k
 *       states replaced by one graph halved the time).
 *   <li>Every other formula, and UpperBounds, go to one {@link CtlSession}, which shares its
 *       states and graph between checks.
 *   <li>A check that ends UNKNOWN for a reason other than a time limit (a full store, memory)
 *       drops the CTL session, so the next check starts afresh with the whole budget; the
 *       memory left by the CTL session bounds the on-the-fly searches.
 * </ul>
 * Timeouts are per check. Not thread-safe.
 */
public final class Session {
  /** Full explorations without stubborn sets after which the graph is built once and labelled. */
  private static final int FULL_EXPLORATIONS_BEFORE_GRAPH = 2;

  private final PetriNet net;
  private final CheckOptions options;
  /** The checker of the reachability fragment: built once, so its place bounds are too. */
  private final ModelChecker checker;
  private CtlSession ctl;
  private int fullExplorations;

  private Session(PetriNet net, CheckOptions options) {
    this.net = Objects.requireNonNull(net, "net");
    this.options = Objects.requireNonNull(options, "options");
    this.checker = ModelChecker.of(net);
  }

  public static Session of(PetriNet net, CheckOptions options) {
    return new Session(net, options);
  }

  public PetriNet net() {
    return net;
  }

  public CheckOptions options() {
    return options;
  }

  /** Decides {@code formula} at the initial marking (see the class comment for the routing). */
  public CheckResult check(Formula formula) {
    Objects.requireNonNull(formula, "formula");
    CheckResult r;
    try {
      r = decide(formula);
    } catch (OutOfMemoryError e) {
      ctl = null;
      return CheckResult.unknown(Unknown.OUT_OF_MEMORY,
          "out of memory (the memory budget is too large for this JVM heap)", noStates());
    } catch (BudgetExceededException e) {
      // The CTL session's structural facts ran out of their budget while it was made.
      ctl = null;
      return CheckResult.unknown(e, noStates());
    } catch (RuntimeException e) {
      ctl = null;
      throw e;
    }
    if (r.unknown().isPresent() && !r.unknown().get().isTimeLimit()) {
      ctl = null;
    }
    return r;
  }

  private Statistics noStates() {
    return Statistics.empty(org.petrify.checker.Reduction.of(
        org.petrify.checker.Reduction.PartialOrder.DISABLED,
        org.petrify.checker.Reduction.Algorithm.REACHABILITY), options.search());
  }

  /** MCC UpperBounds of {@code places} (see {@link CtlSession#upperBound}). */
  public UpperBound upperBound(List<Integer> places) {
    UpperBound b;
    try {
      b = ctl().upperBound(places);
    } catch (BudgetExceededException e) {
      return new UpperBound(-1, e.kind(), e.reason(), noStates());
    }
    if (!b.isDecided() && (b.unknown() == null || !b.unknown().isTimeLimit())) {
      ctl = null;
    }
    return b;
  }

  /** Bytes held between checks (the CTL session's states and graph). */
  public long memoryBytes() {
    return ctl == null ? 0 : ctl.memoryBytes();
  }

  private CheckResult decide(Formula formula) {
    if (!Reachability.isReachabilityFragment(formula)) {
      return ctl().check(formula);
    }
    if (ctl != null && ctl.hasGraph()) {
      return ctl.check(formula);
    }
    if (!options.partialOrderReduction() && fullExplorations >= FULL_EXPLORATIONS_BEFORE_GRAPH) {
      return ctl().check(formula, Strategy.GLOBAL);
    }
    CheckResult r = checker.options(searchOptions()).check(formula);
    if (r.verdict() != Verdict.UNKNOWN && r.witness().isEmpty()
        && r.statistics().states() > 0 && !r.statistics().reduction().usesStubbornSets()) {
      fullExplorations++;
    }
    return r;
  }

  private CtlSession ctl() {
    if (ctl == null) {
      ctl = CtlSession.of(net, options);
    }
    return ctl;
  }

  /** The options of an on-the-fly search: what memory the CTL session leaves. */
  private CheckOptions searchOptions() {
    return ctl == null ? options : options.withMaxMemoryBytes(
        Math.max(1, options.maxMemoryBytes() - ctl.memoryBytes()));
  }
}
