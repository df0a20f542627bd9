package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.ir.encode.ProgramProperties;
import org.petrify.net.formula.Formula;

/**
 * A second deadlock search, past the dead markings where the model stopped following the
 * program: when the first dead marking found has a thread stopped at the reentrancy bound
 * ({@link BoundedReentry}) or a limit counter overflowed on the way (the check would end
 * INCONCLUSIVE), the engine is asked again for a dead marking in which no single-instance
 * thread is at an acquire of a lock it holds ({@link BoundedReentry#stopFormula}) and no
 * overflow place is marked. One found is reported as any deadlock is (with the checks of the
 * caller: a witness that starts a thread of unknown target stays INCONCLUSIVE); none found
 * keeps the first, INCONCLUSIVE, result.
 *
 * <p>Why every dead marking of that kind is found if one exists: the goal is {@code EF
 * (DEADLOCK AND ψ)} with a state formula ψ, which the engine decides with deadlock-preserving
 * stubborn sets (they keep every reachable dead marking reachable, Valmari) and with the
 * structural rules that keep the dead markings projected on ψ's places (those places are
 * visible to them); the witness is replayed on the program's net and its last marking checked
 * against the goal. The search never turns a result into HOLDS: that needs the first search to
 * find no dead marking at all, so a program whose only dead markings are model stops stays
 * INCONCLUSIVE. The overflow places stay marked once marked (an overflowed thread stops there),
 * so a dead marking with none marked is reached by a path that never overflows.
 */
final class PastModelStops {
  private PastModelStops() {}

  /**
   * The outcome: the result to report (the second one if it found a dead marking, else the
   * first, with the statistics of both searches), and for a first result kept a sentence on
   * what the second search showed (null if it did not run).
   */
  record Outcome(CheckResult result, String note) {}

  /**
   * Runs the second search with {@code engine} if {@code first} is a dead marking the caller
   * cannot report ({@code modelStop} true), else returns {@code first}.
   */
  static Outcome search(CheckResult first, boolean modelStop, Translation tr,
      Function<Formula, CheckResult> engine) {
    if (!modelStop || first.verdict() != Verdict.TRUE) {
      return new Outcome(first, null);
    }
    Formula goal = goal(tr);
    if (goal == null) {
      return new Outcome(first, null);
    }
    CheckResult second = engine.apply(goal);
    if (second.verdict() == Verdict.TRUE && second.witness().isPresent()) {
      return new Outcome(second.withStatistics(first.statistics().plus(second.statistics())),
          null);
    }
    CheckResult both = first.withStatistics(first.statistics().plus(second.statistics()));
    String note = second.verdict() == Verdict.FALSE
        ? "every dead state of the model is of this kind (a thread stopped at the reentrancy"
            + " bound or a counter beyond its bound)"
        : "the search for a dead state of another kind gave no answer: "
            + second.reason().orElse("unknown");
    return new Outcome(both, note);
  }

  /**
   * {@code EF (DEADLOCK AND nonDaemonRunning > 0 AND NOT stop AND ovf = 0)}, or null when the
   * program's net has neither a possible reentry stop nor an overflow place (nothing to
   * exclude).
   */
  static Formula goal(Translation tr) {
    List<Formula> filter = new ArrayList<>();
    Formula stop = BoundedReentry.stopFormula(tr.encoded().origins(),
        tr.encoded().net().placeCount());
    if (stop != null) {
      filter.add(new Formula.Not(stop));
    }
    Formula overflow = ProgramProperties.overflow(tr.encoded());
    if (overflow != null) {
      filter.add(new Formula.Not(overflow));
    }
    if (filter.isEmpty()) {
      return null;
    }
    return ProgramProperties.deadlockWhere(tr.encoded(), tr.daemonThreads(),
        filter.size() == 1 ? filter.get(0) : new Formula.And(filter));
  }
}
