package org.petrify.ir.pointsto;

import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * The components of an entry made by {@code Map.entry(k, v)}: the factory stores {@code k} in
 * its result's pseudo-field {@link #KEY} and {@code v} in {@link #VALUE}, and a {@code
 * getKey()} / {@code getValue()} whose receiver local surely holds that factory's result
 * ({@link IteratorLoops#origin}: through copies of locals each defined once) loads only that
 * field, not the whole of the entry's contents (which the container model fills with both).
 *
 * <p><b>Soundness.</b> {@code Map.entry} returns an immutable, final {@code KeyValueHolder}:
 * its key and value are the arguments for ever ({@code setValue} throws). A receiver local
 * whose single definition is (a copy of) that call holds exactly that object on every run that
 * reaches the read, so the read returns the argument, which the field holds. Receivers of any
 * other origin (a parameter, a field, an entry of a map's entry set) keep the container
 * summary.
 */
final class EntryComponents {
  private EntryComponents() {}

  /** The pseudo-field holding the key of an entry. */
  static final String KEY = "$entryKey";
  /** The pseudo-field holding the value of an entry. */
  static final String VALUE = "$entryValue";

  /** True if {@code s} is {@code Map.entry(k, v)}. */
  static boolean isFactory(AbstractInvokeExpr expr) {
    return expr instanceof JStaticInvokeExpr && expr.getArgCount() == 2
        && expr.getMethodSignature().getName().equals("entry")
        && expr.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.Map");
  }

  /**
   * {@link #KEY} or {@link #VALUE} when {@code expr} is {@code getKey()} / {@code getValue()}
   * on a local that surely holds a {@code Map.entry} result; else null.
   */
  static String componentRead(MethodCode cur, AbstractInvokeExpr expr) {
    if (!(expr instanceof AbstractInstanceInvokeExpr call) || expr.getArgCount() != 0) {
      return null;
    }
    String name = expr.getMethodSignature().getName();
    String field = name.equals("getKey") ? KEY : name.equals("getValue") ? VALUE : null;
    if (field == null) {
      return null;
    }
    Local base = call.getBase();
    Integer def = IteratorLoops.origin(cur, base);
    return def != null && cur.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof AbstractInvokeExpr made && isFactory(made) ? field : null;
  }
}
