package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;

/**
 * The few constants a parameter can hold: for a {@code boolean}, int-like, {@code long} or
 * application enum parameter local that no statement but its identity statement defines, the
 * set of {@link LocalValue.Int} or {@link LocalValue.EnumConstant} values that the call sites
 * pass, when every call statement of every instance of the method passes one of at most
 * {@link #MAX_VALUES} constants (written there, an enum constant read into the argument local,
 * or such a parameter of the caller's own). A setter {@code void set(State s) { state = s; }}
 * called as {@code set(RUNNING)} and {@code set(STOPPED)} stores one of those two.
 *
 * <p>Soundness: a parameter receives values only from its argument sites, and an instance
 * called from where the points-to analysis sees no statement (a library, reflection) has no
 * sites and gets no set ({@link PointsToResult#argumentSites}, as {@link
 * NonNullLocals#intConstant}). A set is computed once every input is known and never changes
 * afterwards; parameters on a cycle of calls that pass them on stay unknown.
 */
final class ParameterConstants {
  /** The most constants a parameter's set may hold (more: unknown). */
  static final int MAX_VALUES = 8;

  private final PointsToResult pts;
  private final ApplicationFields app;
  private final Map<MethodInstance, Map<String, Set<LocalValue>>> byInstance = new HashMap<>();
  private final Map<MethodCode, Map<String, Set<LocalValue>>> byCode = new IdentityHashMap<>();

  ParameterConstants(PointsToResult pts, ApplicationFields app) {
    this.pts = pts;
    this.app = app;
    solve();
  }

  /**
   * The constants the parameter local holds in every instance of the method whose body is
   * code, or null if some instance has no such set.
   */
  Set<LocalValue> of(MethodCode code, String local) {
    return byCode.getOrDefault(code, Map.of()).get(local);
  }

  private void solve() {
    Map<MethodCode, Map<String, Integer>> params = new IdentityHashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        List<ArgumentSite> sites = pts.argumentSites(mi);
        if (code == null || sites.isEmpty()) {
          continue;
        }
        Map<String, Set<LocalValue>> known = byInstance.computeIfAbsent(mi, k -> new HashMap<>());
        for (Map.Entry<String, Integer> p
            : params.computeIfAbsent(code, this::parameterLocals).entrySet()) {
          if (known.containsKey(p.getKey())) {
            continue;
          }
          Set<LocalValue> values = valuesAt(sites, p.getValue());
          if (values != null) {
            known.put(p.getKey(), values);
            changed = true;
          }
        }
      }
    }
    for (MethodCode code : params.keySet()) {
      Map<String, Set<LocalValue>> all = null;
      for (MethodInstance mi : pts.instancesOf(code)) {
        Map<String, Set<LocalValue>> own = byInstance.getOrDefault(mi, Map.of());
        if (all == null) {
          all = new HashMap<>();
          for (Map.Entry<String, Set<LocalValue>> e : own.entrySet()) {
            all.put(e.getKey(), new LinkedHashSet<>(e.getValue()));
          }
        } else {
          all.keySet().retainAll(own.keySet());
          for (Map.Entry<String, Set<LocalValue>> e : all.entrySet()) {
            e.getValue().addAll(own.get(e.getKey()));
          }
        }
      }
      if (all != null) {
        all.values().removeIf(s -> s.size() > MAX_VALUES);
        if (!all.isEmpty()) {
          byCode.put(code, all);
        }
      }
    }
  }

  /** The constants every site passes for parameter p, or null if one passes something else. */
  private Set<LocalValue> valuesAt(List<ArgumentSite> sites, int p) {
    Set<LocalValue> out = new LinkedHashSet<>();
    for (ArgumentSite site : sites) {
      Value arg = site.argument(p);
      Long c = arg == null ? null : JvmArithmetic.constant(arg);
      if (c != null) {
        out.add(new LocalValue.Int(c));
      } else if (arg instanceof Local a) {
        MethodInstance caller = site.siteOf(p).caller();
        MethodCode code = pts.body(caller);
        LocalValue.EnumConstant e = code == null ? null : enumConstant(code, a);
        Set<LocalValue> passed = e != null ? Set.of(e)
            : byInstance.getOrDefault(caller, Map.of()).get(a.getName());
        if (passed == null) {
          return null;
        }
        out.addAll(passed);
      } else {
        return null;
      }
      if (out.size() > MAX_VALUES) {
        return null;
      }
    }
    return out;
  }

  /** The enum constant a local holds when its only definition reads one, or null. */
  private LocalValue.EnumConstant enumConstant(MethodCode code, Local l) {
    Integer def = code.singleDefinition(l.getName());
    return def != null && code.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof JStaticFieldRef sf ? app.enumConstant(sf) : null;
  }

  /**
   * The boolean, int-like, long and application enum parameter locals of a body (name to
   * parameter index) that no statement other than their identity statement defines.
   */
  private Map<String, Integer> parameterLocals(MethodCode code) {
    Map<String, Integer> out = new HashMap<>();
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && Integer.valueOf(i).equals(code.singleDefinition(id.getLeftOp().getName()))
          && app.kindOf(id.getLeftOp().getType()) != null
          && app.kindOf(id.getLeftOp().getType()) != TrackedValues.Kind.REFERENCE) {
        out.put(id.getLeftOp().getName(), p.getIndex());
      }
    }
    return out;
  }
}
