package org.petrify.checker.session;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
import org.petrify.checker.Statistics;
import org.petrify.checker.Verdict;
import org.petrify.net.formula.Formula;

/**
 * {@code EF (φ1 OR ... OR φn)} decided as {@code EF φ1 OR ... OR EF φn}, one search per
 * disjunct, when some disjunct asks for a dead marking ({@code DEADLOCK} or a conjunction with
 * a {@code DEADLOCK} conjunct) and every disjunct is a state formula.
 *
 * <p>Why: a goal that mixes a dead marking with another state formula (a program's deadlock
 * with the overflow places of its limit counters, {@code EF ((DEADLOCK AND running > 0) OR ovf >
 * 0)}) is outside the scope of the deadlock-preserving reductions: the structural reduction then
 * has to keep the whole state graph and the search uses reachability-preserving stubborn sets,
 * so a large program net is hardly reduced at all. Split, the dead-marking disjunct gets the
 * deadlock-preserving reductions and each other disjunct the reductions of its own, smaller,
 * set of visible places.
 *
 * <p>Soundness: a path reaches a marking satisfying the disjunction iff it reaches one
 * satisfying some disjunct, so {@code EF} distributes over {@code OR} exactly. The disjuncts
 * are searched in order, dead-marking ones first; the first TRUE answer is the answer, with its
 * witness, a path to a marking satisfying that disjunct and hence the disjunction. FALSE needs
 * every disjunct FALSE; otherwise, with no disjunct TRUE, an UNKNOWN disjunct makes the whole
 * UNKNOWN (with its reason). The deadline is shared: each search gets the time left of the one
 * budget of the check. The statistics are the sums over the searches made.
 */
final class DisjunctiveGoal {
  private DisjunctiveGoal() {}

  /**
   * The disjuncts of {@code formula}, dead-marking ones first, if it is an {@code EF} of a
   * disjunction of state formulas with a dead-marking disjunct and another one; else empty.
   */
  static List<Formula> split(Formula formula) {
    if (!(formula instanceof Formula.EF ef) || !(ef.operand() instanceof Formula.Or or)
        || or.operands().size() < 2) {
      return List.of();
    }
    List<Formula> dead = new ArrayList<>();
    List<Formula> rest = new ArrayList<>();
    for (Formula f : or.operands()) {
      if (!Reachability.isReachabilityFragment(new Formula.EF(f)) || f instanceof Formula.Or) {
        return List.of();
      }
      (asksForDeadMarking(f) ? dead : rest).add(f);
    }
    if (dead.isEmpty()) {
      return List.of();
    }
    dead.addAll(rest);
    return dead;
  }

  /** {@code DEADLOCK}, or a conjunction with a {@code DEADLOCK} conjunct. */
  static boolean asksForDeadMarking(Formula f) {
    return f instanceof Formula.Deadlock || f instanceof Formula.And and
        && and.operands().stream().anyMatch(o -> o instanceof Formula.Deadlock);
  }

  /**
   * Decides {@code EF} of each of {@code disjuncts} with {@code check} (which runs one {@code EF}
   * check under the time left) and combines the results as the class comment says.
   */
  static CheckResult decide(List<Formula> disjuncts, Function<Formula, CheckResult> check) {
    Statistics total = null;
    CheckResult unknown = null;
    CheckResult first = null;
    for (Formula d : disjuncts) {
      CheckResult r = check.apply(new Formula.EF(d));
      total = total == null ? r.statistics() : total.plus(r.statistics());
      if (r.verdict() == Verdict.TRUE) {
        return r.withStatistics(total);
      }
      if (r.verdict() == Verdict.UNKNOWN && unknown == null) {
        unknown = r;
      }
      if (first == null) {
        first = r;
      }
    }
    return (unknown != null ? unknown : first).withStatistics(total);
  }
}
