package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.types.ArrayType;

/**
 * The lengths of the arrays a method receives as parameters ({@code lockAll(int i, Object...
 * locks)}), from the arrays its callers pass: parameter p of an instance has length n when every
 * argument site of the instance ({@link PointsToResult#argumentSites}) passes an array of length
 * n there ({@link MethodCode#arrayLength}: its one reaching {@code newarray}, a varargs array
 * among them) or the caller's own array parameter, itself of length n (a recursive call passing
 * its parameter on, or a helper handing it further). A body knows the length when all its
 * instances agree ({@link #length(MethodCode, int, Local)}); two call sites passing different
 * lengths to one instance leave it unknown.
 *
 * <p><b>Soundness.</b> An array's length never changes. The lengths are the greatest solution
 * of those constraints (every pair starts unassigned and is lowered to a length, then to
 * unknown), so each site of a known pair passes an array of that length or a parameter of the
 * same known length. By induction over the calls of a run in the order they happen: a call
 * passes either an array allocated with the checked length or the array its caller received
 * earlier, of the caller's length. An instance with no argument site (a lambda body, a library
 * call-back, the entry point: its parameters may receive arrays no call shows) is unknown, and
 * a pair still unassigned at the end (reached only from such pairs, so never called) is
 * reported unknown too. A length is read only where the parameter's identity statement is the
 * local's one reaching definition, so a parameter reassigned in the body is not read.
 */
final class ParameterArrayLengths {
  /** The value of a pair not (yet) lowered from the optimistic start. */
  private static final int UNASSIGNED = -1;
  /** The value of a pair whose length is not known. */
  private static final int UNKNOWN = -2;

  private final PointsToResult pts;
  /** Per instance, per array parameter index, its length, {@link #UNKNOWN} or unassigned. */
  private final Map<MethodInstance, Map<Integer, Integer>> lengths = new HashMap<>();
  /** Per body, per array parameter index, the length all its instances agree on. */
  private final Map<MethodCode, Map<Integer, Integer>> byCode = new IdentityHashMap<>();

  ParameterArrayLengths(PointsToResult pts) {
    this.pts = pts;
    solve();
  }

  /**
   * The length of the array local {@code array} holds at statement {@code at} of {@code code}:
   * that of its one reaching allocation ({@link MethodCode#arrayLength}), else that of the
   * parameter whose identity statement is its one reaching definition, when every instance of
   * the body knows the same one; else null.
   */
  Integer length(MethodCode code, int at, Local array) {
    Integer n = code.arrayLength(at, array);
    if (n != null) {
      return n;
    }
    int p = parameterAt(code, at, array);
    return p < 0 ? null : byCode.getOrDefault(code, Map.of()).get(p);
  }

  /**
   * The length a local holds when every definition of it in the body reads the length of an
   * array known there ({@link #length(MethodCode, int, Local)}), all the same one; else null.
   * Sound flow-insensitively: a local is read only after one of its definitions ran.
   */
  Integer lengthLocal(MethodCode code, Local l) {
    Integer known = null;
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        Integer n = a.getRightOp() instanceof JLengthExpr len && len.getOp() instanceof Local arr
            ? length(code, i, arr) : null;
        if (n == null || known != null && !known.equals(n)) {
          return null;
        }
        known = n;
      }
    }
    return known;
  }

  private void solve() {
    List<MethodInstance> instances = new ArrayList<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      Map<Integer, Integer> own = new HashMap<>();
      for (int p : arrayParameters(code)) {
        own.put(p, UNASSIGNED);
      }
      if (!own.isEmpty()) {
        lengths.put(mi, own);
        instances.add(mi);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : instances) {
        Map<Integer, Integer> own = lengths.get(mi);
        for (Map.Entry<Integer, Integer> e : own.entrySet()) {
          int met = e.getValue() == UNKNOWN ? UNKNOWN : passed(mi, e.getKey());
          if (met != e.getValue()) {
            e.setValue(met);
            changed = true;
          }
        }
      }
    }
    Map<MethodCode, Map<Integer, Integer>> agreed = new IdentityHashMap<>();
    for (MethodInstance mi : instances) {
      Map<Integer, Integer> own = lengths.get(mi);
      Map<Integer, Integer> all = agreed.computeIfAbsent(pts.body(mi), c -> new HashMap<>(own));
      all.replaceAll((p, n) -> n.equals(own.get(p)) ? n : UNKNOWN);
    }
    agreed.forEach((code, all) -> {
      all.values().removeIf(n -> n < 0);
      if (!all.isEmpty()) {
        byCode.put(code, Map.copyOf(all));
      }
    });
  }

  /**
   * The meet of what the argument sites of {@code mi} pass to array parameter {@code p}: a
   * length, {@link #UNASSIGNED} when every site passes a parameter still unassigned, or
   * {@link #UNKNOWN}.
   */
  private int passed(MethodInstance mi, int p) {
    List<ArgumentSite> sites = pts.argumentSites(mi);
    int met = sites.isEmpty() ? UNKNOWN : UNASSIGNED;
    for (ArgumentSite site : sites) {
      if (met == UNKNOWN) {
        break;
      }
      ArgumentSite from = site.siteOf(p);
      int n = argumentLength(from.caller(), from.stmtIndex(), site.argument(p));
      met = n == UNASSIGNED ? met : met == UNASSIGNED || met == n ? n : UNKNOWN;
    }
    return met;
  }

  /** The length of the array an argument written at {@code at} of {@code caller} holds. */
  private int argumentLength(MethodInstance caller, int at, Value arg) {
    MethodCode code = pts.body(caller);
    if (code == null || !(arg instanceof Local l)) {
      return UNKNOWN;
    }
    Integer n = code.arrayLength(at, l);
    if (n != null) {
      return n;
    }
    int q = parameterAt(code, at, l);
    Integer own = q < 0 ? null : lengths.getOrDefault(caller, Map.of()).get(q);
    return own == null ? UNKNOWN : own;
  }

  /** The indices of a body's parameters of an array type. */
  private static List<Integer> arrayParameters(MethodCode code) {
    List<Integer> out = new ArrayList<>();
    for (var s : code.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && p.getType() instanceof ArrayType) {
        out.add(p.getIndex());
      }
    }
    return out;
  }

  /** The parameter whose identity statement is the local's one reaching definition, or -1. */
  private static int parameterAt(MethodCode code, int at, Local l) {
    Integer def = code.reachingDef(at, l);
    return def != null && code.stmt(def) instanceof JIdentityStmt id
        && id.getRightOp() instanceof JParameterRef p ? p.getIndex() : -1;
  }
}
