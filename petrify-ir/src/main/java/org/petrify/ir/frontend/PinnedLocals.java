package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.frontend.TrackedValues.LocalRange;
import org.petrify.ir.frontend.TrackedValues.Tracked;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.StringCalls;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JCmpExpr;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * Which locals of a method the translator pins to values, once the tracked fields are decided
 * ({@link TrackedValues}): the value locals whose value matters (tested, switched on, stored
 * into a tracked field, or flowing into such a local), the int range they are pinned within,
 * and liveness (the values of dead locals are dropped so that copies merge again).
 *
 * <p>Invariant: every answer depends on the method body and the final tracked fields only, so
 * it is computed once per body and cached; a local outside {@link #interesting} is never
 * pinned, which only loses precision, never behaviour.
 */
final class PinnedLocals {
  private final TrackedValues tracked;
  private final ValueLocals locals;
  private final NonNullLocals nonNull;
  private final int bound;
  private final Map<MethodCode, Set<String>> interesting = new IdentityHashMap<>();
  private final Map<MethodCode, Set<String>> withoutParameters = new IdentityHashMap<>();
  private final Map<MethodCode, LiveLocals> liveness = new IdentityHashMap<>();
  private final Map<MethodCode, LocalRange> ranges = new IdentityHashMap<>();
  /** The parameters whose value matters, solved over the program on first use. */
  private final TestedParameters parameters;
  private final org.petrify.ir.pointsto.CodeBase codeBase;
  /** The tracked atomic objects, once decided ({@link #useAtomics}), or null. */
  private AtomicValues atomics;

  PinnedLocals(TrackedValues tracked, ValueLocals locals, NonNullLocals nonNull, int bound,
      org.petrify.ir.pointsto.PointsToResult pts,
      java.util.function.Predicate<sootup.core.types.Type> pinnableType) {
    this.tracked = tracked;
    this.locals = locals;
    this.nonNull = nonNull;
    this.bound = bound;
    this.codeBase = pts.code();
    this.parameters = new TestedParameters(pts, locals, this::seeds,
        (code, l) -> pinnableType.test(l.getType())
            && nonNull.intConstant(code, l.getName()) == null);
  }

  /**
   * The indices of the parameters of a body whose value matters ({@link TestedParameters}):
   * an argument variant pinning one of them may decide something ({@link ArgumentVariants}).
   */
  Set<Integer> testedParameters(MethodCode code) {
    return parameters.of(code);
  }

  /**
   * Widens the ranges of methods that read tracked atomic ints to their values ({@link
   * AtomicValues#rangeIn}); forgets the ranges computed before.
   */
  void useAtomics(AtomicValues a) {
    this.atomics = a;
    ranges.clear();
  }

  /** True if the local is live before statement {@code i}. */
  boolean isLive(MethodCode code, int i, String local) {
    return liveness.computeIfAbsent(code, LiveLocals::new).liveBefore(i, local);
  }

  /** The ints the method's locals are pinned to ({@link TrackedValues#range}). */
  LocalRange range(MethodCode code) {
    LocalRange known = ranges.get(code);
    if (known != null) {
      return known;
    }
    // the range of the locals the method pins without knowing its parameters: an argument
    // variant pins its parameters exactly, whatever the range
    Set<String> wanted = withoutParameters.computeIfAbsent(code, c -> {
      Set<String> out = seeds(c, locals.of(c));
      LocalSources.close(c, out, locals.of(c)::contains);
      return Set.copyOf(out);
    });
    long clo = 0;
    long chi = 0;
    long flo = Long.MAX_VALUE;
    long fhi = Long.MIN_VALUE;
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      List<Long> consts = new ArrayList<>();
      if (s instanceof JIfStmt f) {
        AbstractConditionExpr c = f.getCondition();
        compared(code, wanted, c.getOp1(), c.getOp2(), consts);
        compared(code, wanted, c.getOp2(), c.getOp1(), consts);
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l
          && wanted.contains(l.getName()) && !isStringHash(code, l)) {
        sw.getValues().forEach(k -> consts.add((long) k.getValue()));
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && wanted.contains(l.getName()) && JvmArithmetic.constant(a.getRightOp()) != null) {
        consts.add(JvmArithmetic.constant(a.getRightOp()));
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && a.getRightOp() instanceof sootup.core.jimple.common.expr.JLengthExpr len
          && len.getOp() instanceof Local array && nonNull.arrayLength(code, i, array) != null
          && (wanted.contains(l.getName()) || interesting(code).contains(l.getName()))) {
        // a known array length is a constant of the method (an index computed from it, such
        // as a stripe {@code k % locks.length}, is passed on or compared like one)
        consts.add((long) nonNull.arrayLength(code, i, array));
      } else if (s instanceof JAssignStmt a && a.getRightOp() instanceof JCmpExpr cmp) {
        // lcmp x, K: a comparison of the long x with K, tested through its -1/0/1 result
        compared(code, wanted, cmp.getOp1(), cmp.getOp2(), consts);
        compared(code, wanted, cmp.getOp2(), cmp.getOp1(), consts);
      }
      if (s instanceof JAssignStmt a && (a.getRightOp() instanceof JFieldRef
          || a.getRightOp() instanceof AbstractInvokeExpr)) {
        Tracked t = a.getRightOp() instanceof JFieldRef r ? tracked.field(r)
            : tracked.getterField(code, i);
        if (t != null && t.kind() == Kind.INT) {
          flo = Math.min(flo, t.lo());
          fhi = Math.max(fhi, t.hi());
        }
      }
      for (long k : consts) {
        if (JvmArithmetic.fitsInt(k)) {
          clo = Math.min(clo, k);
          chi = Math.max(chi, k);
        }
      }
    }
    int[] read = atomics == null ? null : atomics.rangeIn(code);
    if (read != null) {
      flo = Math.min(flo, read[0]);
      fhi = Math.max(fhi, read[1]);
    }
    boolean locals = chi - clo + 1 <= bound;
    long lo = locals ? Math.min(clo, flo) : flo;
    long hi = locals ? Math.max(chi, fhi) : fhi;
    LocalRange r = lo > hi ? new LocalRange(0, 1, false)
        : new LocalRange((int) Math.max(Integer.MIN_VALUE, lo - 1),
            (int) Math.min(Integer.MAX_VALUE, hi + 1), locals);
    ranges.put(code, r);
    return r;
  }

  /**
   * The value locals whose value matters (counting the parameters as values, {@link
   * ValueLocals#withParameters}): used in a condition or switch, stored into a tracked field,
   * passed as an argument whose parameter matters in some callee ({@link TestedParameters}),
   * or flowing into such a local (least fixpoint).
   */
  Set<String> interesting(MethodCode code) {
    Set<String> known = interesting.get(code);
    if (known != null) {
      return known;
    }
    Set<String> result = parameters.interesting(code);
    interesting.put(code, result);
    return result;
  }

  /**
   * The value locals among {@code values} that a condition or switch uses (both operands
   * known), that are stored into a tracked field, that are the restart index of a pattern
   * switch ({@link TypeSwitches}), or that index an array whose element is a monitor ({@link
   * IndexedElements#lockIndices}): the seeds of {@link #interesting}.
   */
  Set<String> seeds(MethodCode code, Set<String> values) {
    Set<String> out = new LinkedHashSet<>(IndexedElements.lockIndices(code, values));
    for (Stmt s : code.stmts()) {
      if (s instanceof JIfStmt f) {
        Value a = f.getCondition().getOp1();
        Value b = f.getCondition().getOp2();
        boolean bothKnown = isKnownOperand(a, values) && isKnownOperand(b, values);
        for (Value u : List.of(a, b)) {
          if (bothKnown && u instanceof Local l && values.contains(l.getName())) {
            out.add(l.getName());
          }
        }
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l
          && values.contains(l.getName())) {
        out.add(l.getName());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
          && a.getRightOp() instanceof Local l && values.contains(l.getName())
          && tracked.field(f) != null) {
        out.add(l.getName());
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (TypeSwitches.restartOf(inv) instanceof Local l && values.contains(l.getName())) {
        // the restart index of a pattern switch decides the labels it may still match
        out.add(l.getName());
      }
      if (inv != null && storesIntoAtomic(inv)) {
        // the values an atomic operation stores or expects decide its effect
        for (Value arg : inv.getArgs()) {
          if (arg instanceof Local l && values.contains(l.getName())) {
            out.add(l.getName());
          }
        }
      }
    }
    return out;
  }

  /**
   * True for a call of an operation of an atomic class that stores or compares a value given
   * as an argument (named on the class or on an application subclass inheriting it).
   */
  private boolean storesIntoAtomic(AbstractInvokeExpr inv) {
    if (inv.getArgCount() == 0
        || !(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr)) {
      return false;
    }
    AtomicValues.Op op = AtomicValues.op(inv);
    if (op == null && codeBase != null) {
      var m = codeBase.resolve(inv.getMethodSignature()).orElse(null);
      op = m == null ? null
          : AtomicValues.op(m.getDeclaringClassType().getFullyQualifiedName(), inv);
    }
    return op != null && (op.mutates() || op.kind() == AtomicValues.OpKind.INIT);
  }

  /**
   * True if every definition of the local is a {@code String.hashCode()} (the key of a
   * {@code switch} on a string): its value is pinned exactly, never counted within the range
   * ({@link PillLiterals#test}), so the hashes its cases list do not widen the range.
   */
  private static boolean isStringHash(MethodCode code, Local l) {
    boolean any = false;
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        if (!(a.getRightOp() instanceof AbstractInvokeExpr inv)
            || !StringCalls.isHash(inv)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  /** Adds the constant {@code k} to {@code consts} if {@code x} is a wanted local. */
  private void compared(MethodCode code, Set<String> wanted, Value x, Value k,
      List<Long> consts) {
    Long c = ValueLocals.constantOf(nonNull, code, k);
    if (x instanceof Local l && wanted.contains(l.getName()) && c != null) {
      consts.add(c);
    }
  }

  private static boolean isKnownOperand(Value v, Set<String> values) {
    return JvmArithmetic.constant(v) != null || v instanceof NullConstant
        || v instanceof Local l && values.contains(l.getName());
  }

  /** True if some definition of the local reads a tracked field (directly). */
  boolean readsField(MethodCode code, Local l) {
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName()) && a.getRightOp() instanceof JFieldRef f
          && tracked.field(f) != null) {
        return true;
      }
    }
    return false;
  }
}
