package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.function.IntPredicate;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Null tests that decide a local at one statement: {@code if (e != null) { use(e); }}.
 *
 * <p>{@link #testedAt} is a backward "must" question asked forward: the local may be null at
 * statement {@code at} only if some path reaches {@code at} from a point where the local may
 * be null, without a definition of the local and without the non-null edge of a test
 * {@code local == null} / {@code local != null} in between. The points where it may be null
 * are the method's entry (before any definition) and every definition of the local except
 * those the caller vouches for (an assignment of a value that is never null). The search
 * starts at the successors and exception handlers of those points, stops at any definition
 * (a new point: counted as a start if it may give null), does not take a test's non-null
 * edge, and follows every exception handler of the statements it visits (a definition that
 * throws leaves the old value, so its handlers are followed too).
 *
 * <p>Soundness: in a run where the local is null at {@code at}, take its last definition
 * before {@code at} (or the entry if there is none). That definition gave null, so it is not
 * vouched for and is a start; from it to {@code at} the run defines the local no more, and
 * never takes a test's non-null edge (the local is null throughout, so each test of it goes
 * the null way). That path is one the search follows, so the search reaches {@code at}.
 * Contrapositive: when the search does not reach {@code at}, no run has the local null there.
 * The question is about one statement only: the local may still be null elsewhere.
 */
final class NullTests {
  private NullTests() {}

  /**
   * True if the reference local {@code local} is non-null whenever statement {@code at} runs.
   *
   * @param nonNullDefinition true for a statement index whose definition of the local stores
   *     a value that is never null (only asked of assignments to the local)
   */
  static boolean testedAt(MethodCode code, int at, String local, IntPredicate nonNullDefinition) {
    return guardedAt(code, at, local, nonNullDefinition,
        (s, next) -> nonNullSuccessor(code.stmt(s), next, local));
  }

  /** The successor of statement {@code s} (successors {@code next}) a search must not take. */
  @FunctionalInterface
  interface BlockedEdge {
    /** The blocked successor, or -1 for none. */
    int of(int s, int[] next);
  }

  /**
   * The search of {@link #testedAt} with its guard left open: true if no path reaches {@code
   * at} from the entry or from a definition of {@code local} that {@code vouched} does not
   * accept, without another definition of the local and without an edge {@code blocked}
   * names. Exception handlers of the statements visited are followed.
   */
  static boolean guardedAt(MethodCode code, int at, String local, IntPredicate vouched,
      BlockedEdge blocked) {
    int n = code.size();
    boolean[] seen = new boolean[n];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    // The entry: statement 0 runs before any definition.
    seen[0] = true;
    work.push(0);
    for (int i = 0; i < n; i++) {
      if (defines(code.stmt(i), local) && !(code.stmt(i) instanceof JAssignStmt
          && vouched.test(i))) {
        for (int t : code.successors(i)) {
          if (!seen[t]) {
            seen[t] = true;
            work.push(t);
          }
        }
      }
    }
    while (!work.isEmpty()) {
      int s = work.pop();
      if (s == at) {
        return false;
      }
      Stmt stmt = code.stmt(s);
      for (int t : code.handlers(s).values()) {
        if (!seen[t]) {
          seen[t] = true;
          work.push(t);
        }
      }
      if (defines(stmt, local)) {
        continue;
      }
      int[] next = code.successors(s);
      int blockedSide = blocked.of(s, next);
      for (int t : next) {
        if (t != blockedSide && !seen[t]) {
          seen[t] = true;
          work.push(t);
        }
      }
    }
    return true;
  }

  /**
   * The successor taken when a test of {@code local} against {@code null} finds it non-null,
   * or -1 if the statement is no such test (or both edges lead to the same statement).
   */
  private static int nonNullSuccessor(Stmt stmt, int[] next, String local) {
    if (!(stmt instanceof JIfStmt f) || next.length != 2 || next[0] == next[1]) {
      return -1;
    }
    AbstractConditionExpr c = f.getCondition();
    boolean tests = c.getOp1() instanceof Local a && a.getName().equals(local)
        && c.getOp2() instanceof NullConstant
        || c.getOp2() instanceof Local b && b.getName().equals(local)
        && c.getOp1() instanceof NullConstant;
    if (!tests) {
      return -1;
    }
    if (c instanceof JEqExpr) {
      return next[0];
    }
    return c instanceof JNeExpr ? next[1] : -1;
  }

  static boolean defines(Stmt s, String local) {
    return s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
        && l.getName().equals(local)
        || s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(local);
  }
}
