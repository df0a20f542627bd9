package org.petrify.ir.frontend;

import java.util.LinkedHashSet;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.types.PrimitiveType;

/**
 * Array elements read at an index the translation knows: {@code x = a[i]} where {@code i} is a
 * constant, a local the method knows ({@link MethodCode#intValue}), a parameter every caller
 * passes the same constant, or a local pinned to an int
 * in the environment ({@link Environment#values}: an argument variant's parameter, as in a
 * thread body {@code synchronized (forks[lo])} whose lambda captured {@code lo} on one trip of
 * an unrolled loop). Then {@code x} refers, when not null, to one of the objects that element
 * {@code k} of {@code a}'s arrays may hold ({@link PointsToResult#elementAt}); when that is one
 * object, {@link PolledObjects} pins {@code x} to it, so the monitor of {@code x} is that
 * object's and not any element's.
 *
 * <p><b>Soundness.</b> The points-to analysis gives every array store a field: {@code [k]} for
 * an index it knows, {@code []} for one it does not (library copies such as {@code
 * System.arraycopy} or a {@code toArray} store at {@code []}); so element {@code k} of a
 * runtime array that abstract object {@code o} stands for holds null or one of {@code
 * elementAt(o, k)} at every moment, whichever thread wrote it and however often. The index
 * value is exact where it is used: a constant, {@code intValue} (one value on every run), a
 * parameter to which every call site passes the same constant ({@link
 * TrackedValues#intConstant}: a parameter gets values only from its argument sites), or
 * an environment pin (the {@link ArgumentVariants} invariant: every run entering the variant
 * has that value). A base array narrowed to its pin is one of its runtime objects by the
 * {@link PolledObjects} invariant. An index out of the array's bounds throws before {@code x}
 * is assigned, so no value is lost. An array some model fills as a whole ({@code [*]} only, as
 * a stream's {@code toArray}) is not narrowed ({@link #indexedStoresOnly}). Nothing else is narrowed: an index not known keeps the
 * whole points-to set ({@code [*]}), and a candidate set of several objects pins nothing.
 *
 * <p>Variants: an int parameter used as such an index matters only where the element is a
 * lock, so {@link #lockIndices} names the value locals that index a reference array whose
 * element is (through copies and casts) a {@code monitorenter} operand; they are seeds of
 * {@link PinnedLocals} and so make argument variants per captured value
 * ({@link ArgumentVariants#forThread}).
 */
final class IndexedElements {
  private IndexedElements() {}

  /**
   * The one object {@code x = ar} may refer to at statement {@code at} of {@code mi} when the
   * index is known (see the class comment), or null.
   */
  static AbstractObject element(PointsToResult pts, PolledObjects polled, MethodInstance mi,
      int at, JArrayRef ar, Environment env, TrackedValues values) {
    Integer k = index(pts.body(mi), at, ar.getIndex(), env);
    if (k == null && ar.getIndex() instanceof Local l && values != null) {
      Long c = values.intConstant(mi, l); // a parameter every call site passes this constant
      k = c != null && JvmArithmetic.fitsInt(c) ? (int) (long) c : null;
    }
    if (k == null || k < 0) {
      return null;
    }
    Local base = ar.getBase();
    Set<AbstractObject> candidates = new LinkedHashSet<>();
    for (AbstractObject array : polled.pointsTo(mi, at, base)) {
      if (!indexedStoresOnly(pts, array)) {
        return null;
      }
      candidates.addAll(pts.elementAt(array, k));
    }
    return candidates.size() == 1 ? candidates.iterator().next() : null;
  }

  /** The indices whose stores {@link #indexedStoresOnly} looks at. */
  private static final int MAX_INDEX = 256;

  /**
   * True if every object among all elements of the array ({@code [*]}) was stored at an index
   * below {@link #MAX_INDEX} or at an unknown one: a model that fills an array's elements as a
   * whole only (a stream's {@code toArray}) fails, and its reads keep every element.
   */
  private static boolean indexedStoresOnly(PointsToResult pts, AbstractObject array) {
    Set<AbstractObject> all = new LinkedHashSet<>(pts.allElements(array));
    all.removeAll(pts.fieldPointsTo(array, "[]"));
    for (int j = 0; j < MAX_INDEX && !all.isEmpty(); j++) {
      pts.fieldPointsTo(array, "[" + j + "]").forEach(all::remove);
    }
    return all.isEmpty();
  }

  /**
   * The exact int value of an index at {@code at}, or null (also {@link FrozenLists}': a
   * negative one names no element there).
   */
  static Integer index(MethodCode code, int at, Value index, Environment env) {
    if (index instanceof IntConstant c) {
      return c.getValue();
    }
    if (!(index instanceof Local l)) {
      return null;
    }
    if (env != null && env.values().get(l.getName()) instanceof LocalValue.Int v
        && v.value() >= Integer.MIN_VALUE && v.value() <= Integer.MAX_VALUE) {
      return (int) v.value();
    }
    return code == null ? null : code.intValue(at, l);
  }

  /**
   * The locals among {@code values} used as the index of a reference array read whose element
   * is, through copies and casts (flow-insensitively), a {@code monitorenter} operand.
   */
  static Set<String> lockIndices(MethodCode code, Set<String> values) {
    Set<String> monitors = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
        monitors.add(l.getName());
      }
    }
    if (monitors.isEmpty()) {
      return Set.of();
    }
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Stmt s : code.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local lhs
            && monitors.contains(lhs.getName()) && source(a) instanceof Local src) {
          grew |= monitors.add(src.getName());
        }
      }
    }
    Set<String> out = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local lhs
          && monitors.contains(lhs.getName()) && a.getRightOp() instanceof JArrayRef ar
          && !(lhs.getType() instanceof PrimitiveType) && ar.getIndex() instanceof Local i
          && values.contains(i.getName())) {
        out.add(i.getName());
      }
    }
    return out;
  }

  private static Value source(JAssignStmt a) {
    return a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
  }
}
