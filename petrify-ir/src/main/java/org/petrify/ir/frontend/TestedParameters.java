package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The parameters whose value matters in a method, and the locals of each method worth pinning
 * once parameters count as values ({@link ValueLocals#withParameters}): a least fixpoint over
 * the program. A local is <em>interesting</em> in a body when it is a seed there (tested,
 * switched on, stored into a tracked field: {@link PinnedLocals#seeds}), when it is passed as
 * argument {@code j} of a call one of whose callees has parameter {@code j} tested, or when it
 * flows into an interesting local; a parameter is <em>tested</em> when its local is
 * interesting. Only calls whose callee has the invoked sub-signature count (a lambda's
 * implementation, reached through {@code invokedynamic} or a functional call, receives captured
 * values first, so argument {@code j} is not its parameter {@code j}).
 *
 * <p>Invariant: the sets only grow during the solution, which stops when a round changes none,
 * so it terminates (a finite number of parameters) and recursion needs no depth bound. Only
 * which locals are pinned depends on this (more pinning, each value exact where pinned), so it
 * needs no soundness argument of its own.
 */
final class TestedParameters {
  /** A value local passed as argument {@code index} at statement {@code stmt}. */
  private record Argument(String local, int index, List<MethodCode> callees) {}

  private final PointsToResult pts;
  private final ValueLocals locals;
  private final BiFunction<MethodCode, Set<String>, Set<String>> seeds;
  /** True for a parameter (body, local) a variant may pin: see {@link #of}. */
  private final BiPredicate<MethodCode, Local> pinnable;
  private Map<MethodCode, Set<String>> interesting;
  private Map<MethodCode, Set<Integer>> tested;

  TestedParameters(PointsToResult pts, ValueLocals locals,
      BiFunction<MethodCode, Set<String>, Set<String>> seeds,
      BiPredicate<MethodCode, Local> pinnable) {
    this.pinnable = pinnable;
    this.pts = pts;
    this.locals = locals;
    this.seeds = seeds;
  }

  /**
   * The indices of the tested parameters of a body that a variant may pin: int-like,
   * {@code long}, {@code boolean} or enum parameters that not every call already passes as
   * one constant (then the method knows it, {@link NonNullLocals#intConstant}).
   */
  Set<Integer> of(MethodCode code) {
    solve();
    return tested.getOrDefault(code, Set.of());
  }

  /** The interesting locals of a body (a body not reached has its own seeds only). */
  Set<String> interesting(MethodCode code) {
    solve();
    Set<String> known = interesting.get(code);
    if (known == null) {
      known = close(code, new LinkedHashSet<>(seeds.apply(code, locals.withParameters(code))));
      interesting.put(code, known);
    }
    return known;
  }

  private void solve() {
    if (tested != null) {
      return;
    }
    interesting = new IdentityHashMap<>();
    tested = new IdentityHashMap<>();
    Map<MethodCode, List<MethodInstance>> instances = new IdentityHashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code != null) {
        instances.computeIfAbsent(code, c -> new ArrayList<>()).add(mi);
      }
    }
    Map<MethodCode, List<Argument>> arguments = new IdentityHashMap<>();
    Map<MethodCode, Set<String>> own = new IdentityHashMap<>();
    instances.forEach((code, list) -> {
      Set<String> values = locals.withParameters(code);
      own.put(code, seeds.apply(code, values));
      arguments.put(code, arguments(code, list, values));
    });
    Map<MethodCode, Map<Integer, String>> parameterLocals = new IdentityHashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodCode code : instances.keySet()) {
        Set<String> out = new LinkedHashSet<>(own.get(code));
        for (Argument a : arguments.get(code)) {
          for (MethodCode callee : a.callees()) {
            if (tested.getOrDefault(callee, Set.of()).contains(a.index())) {
              out.add(a.local());
              break;
            }
          }
        }
        Set<String> closed = close(code, out);
        Set<Integer> params = new HashSet<>();
        parameterLocals.computeIfAbsent(code, this::pinnableParameters)
            .forEach((index, local) -> {
              if (closed.contains(local)) {
                params.add(index);
              }
            });
        interesting.put(code, closed);
        if (!params.equals(tested.getOrDefault(code, Set.of()))) {
          tested.put(code, Set.copyOf(params));
          changed = true;
        }
      }
    }
  }

  private Set<String> close(MethodCode code, Set<String> out) {
    Set<String> values = locals.withParameters(code);
    LocalSources.close(code, out, values::contains);
    return Set.copyOf(out);
  }

  /** The value locals a body passes as arguments, with the bodies of the callees. */
  private List<Argument> arguments(MethodCode code, List<MethodInstance> instances,
      Set<String> values) {
    List<Argument> out = new ArrayList<>();
    for (int i = 0; i < code.size(); i++) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
      if (inv == null || inv instanceof JDynamicInvokeExpr) {
        continue;
      }
      List<MethodCode> callees = null;
      for (int j = 0; j < inv.getArgCount(); j++) {
        if (!(inv.getArg(j) instanceof Local l) || !values.contains(l.getName())) {
          continue;
        }
        if (callees == null) {
          callees = calleeBodies(instances, i, inv);
        }
        if (!callees.isEmpty()) {
          out.add(new Argument(l.getName(), j, callees));
        }
      }
    }
    return out;
  }

  private List<MethodCode> calleeBodies(List<MethodInstance> instances, int i,
      AbstractInvokeExpr inv) {
    List<MethodCode> out = new ArrayList<>();
    for (MethodInstance mi : instances) {
      for (MethodInstance callee : pts.callees(mi, i)) {
        MethodCode body = pts.body(callee);
        if (body != null && sameParameters(callee, inv) && !out.contains(body)) {
          out.add(body);
        }
      }
    }
    return out;
  }

  /** True if the callee's parameter {@code j} receives the call's argument {@code j}. */
  static boolean sameParameters(MethodInstance callee, AbstractInvokeExpr inv) {
    return !(inv instanceof JDynamicInvokeExpr) && callee.method().getSignature()
        .getSubSignature().equals(inv.getMethodSignature().getSubSignature());
  }

  private Map<Integer, String> pinnableParameters(MethodCode code) {
    Map<Integer, String> out = new java.util.HashMap<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && pinnable.test(code, id.getLeftOp())) {
        out.put(p.getIndex(), id.getLeftOp().getName());
      }
    }
    return out;
  }

  /** The parameter locals of a body, by index (defined by their identity statements). */
  static Map<Integer, String> parameterLocals(MethodCode code) {
    Map<Integer, String> out = new java.util.HashMap<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
        out.put(p.getIndex(), id.getLeftOp().getName());
      }
    }
    return out;
  }
}
