package org.petrify.checker;

import java.time.Duration;
import java.util.Optional;
import org.petrify.checker.structural.DeadlockFreedom;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * The hook of the structural deadlock-freedom proofs ({@link DeadlockFreedom}) into the
 * reachability search: before searching for a dead marking, try to prove there is none, within
 * a share of the check's time.
 *
 * <p>The share: a tenth of the timeout, at most {@link #MAX_PROOF_TIME}; without a timeout,
 * {@link #PROOF_TIME_WITHOUT_TIMEOUT} of the checking thread's CPU time. A proof attempt that
 * fails costs that much at most before the search starts (measured: most attempts on the
 * contest nets end within 0.1 s either way).
 */
final class StructuralProofs {
  static final Duration MAX_PROOF_TIME = Duration.ofSeconds(5);
  static final Duration PROOF_TIME_WITHOUT_TIMEOUT = Duration.ofSeconds(1);

  private StructuralProofs() {}

  /**
   * FALSE (or TRUE for {@code universal}, i.e. {@code AG ¬(DEADLOCK ∧ filter)}) with statistics
   * naming the technique if a proof shows that no reachable dead marking satisfies
   * {@code filter}; null otherwise.
   */
  static CheckResult noDeadMarking(PetriNet net, long[] bounds, Formula filter,
      CheckOptions options, boolean universal) {
    return noDeadMarking(net, bounds, filter, options, universal, Long.MAX_VALUE);
  }

  /**
   * As {@link #noDeadMarking(PetriNet, long[], Formula, CheckOptions, boolean)}, the state
   * equation giving up once its pivots have rewritten {@code maxCells} dictionary entries.
   */
  static CheckResult noDeadMarking(PetriNet net, long[] bounds, Formula filter,
      CheckOptions options, boolean universal, long maxCells) {
    return decided(DeadlockFreedom.prove(net, bounds,
        filter instanceof Formula.True ? null : filter, proofBudget(options), maxCells), options,
        universal);
  }

  /**
   * As {@link #noDeadMarking(PetriNet, long[], Formula, CheckOptions, boolean)}, with the
   * cheap attempt of {@link DeadlockFreedom#proveQuickly} only: a few milliseconds at most, so
   * it may run before anything else.
   */
  static CheckResult quickNoDeadMarking(PetriNet net, CheckOptions options, boolean universal) {
    return decided(DeadlockFreedom.proveQuickly(net, proofBudget(options)), options, universal);
  }

  /**
   * As {@link #noDeadMarking(PetriNet, long[], Formula, CheckOptions, boolean)}, with the
   * state equation alone and a small limit of work ({@link
   * DeadlockFreedom#proveByStateEquationQuickly}), where the net {@linkplain
   * DeadlockFreedom#stateEquationFitsQuickly fits}.
   */
  static CheckResult quickStateEquation(PetriNet net, long[] bounds, Formula filter,
      CheckOptions options, boolean universal) {
    return decided(DeadlockFreedom.proveByStateEquationQuickly(net, bounds,
        filter instanceof Formula.True ? null : filter, proofBudget(options)), options,
        universal);
  }

  /**
   * The proof's share: with a timeout, a tenth of it (at most {@link #MAX_PROOF_TIME}) of the
   * wall clock, which the user's deadline counts in; without one, {@link
   * #PROOF_TIME_WITHOUT_TIMEOUT} of the checking thread's CPU time, so that what decides a net
   * does not depend on the machine's load.
   */
  private static Budget proofBudget(CheckOptions options) {
    return options.timeout() == null ? Budget.ofThreadCpuTime(PROOF_TIME_WITHOUT_TIMEOUT)
        : Budget.of(0, min(options.timeout().dividedBy(10), MAX_PROOF_TIME), 0);
  }

  private static CheckResult decided(Optional<DeadlockFreedom.Proof> proof, CheckOptions options,
      boolean universal) {
    if (proof.isEmpty()) {
      return null;
    }
    Reduction.Algorithm algorithm = Reduction.Algorithm.ofTechnique(proof.get().technique());
    if (algorithm == null) {
      throw new IllegalStateException("unknown technique " + proof.get().technique());
    }
    Statistics statistics = new Statistics(0, 0, proof.get().millis(), 0, 0,
        Reduction.of(Reduction.PartialOrder.PROOF, algorithm), options.search(), 0);
    return CheckResult.decided(universal, null, statistics);
  }

  private static Duration min(Duration a, Duration b) {
    return a.compareTo(b) <= 0 ? a : b;
  }
}
