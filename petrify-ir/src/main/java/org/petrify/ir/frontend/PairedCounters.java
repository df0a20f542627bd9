package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * Paired counters: an int field counted up and down by one ({@code waiters++} when a thread
 * starts to wait, {@code --waiters} when it stops, Guava's {@code Guard.waiterCount}) gets a
 * domain from its lowest compared constant up to the value bound ({@link TrackingDecision}),
 * instead of only the constants it is compared with: with {@code {0, *}} the second increment
 * gives {@code *}, and the decrement back to 0 is no longer known.
 *
 * <p>A field qualifies when no field updater writes it and every reachable write of it stores
 * an int constant or a local defined once as {@code x + 1}, {@code x - 1} or {@code x + -1}
 * of a local {@code x} defined once as a read of the same field, and at least one write counts
 * up and one counts down. Only the size of a domain depends on this: a value outside it is
 * {@code *} as before, so it needs no soundness argument of its own.
 */
final class PairedCounters {
  private PairedCounters() {}

  /** The qualifying fields among {@code candidates} (class comment). */
  static Set<FieldKey> of(Iterable<MethodCode> bodies, ApplicationFields app,
      FieldUpdaters updaters, Set<FieldKey> candidates) {
    Set<FieldKey> up = new HashSet<>();
    Set<FieldKey> down = new HashSet<>();
    Set<FieldKey> other = new HashSet<>();
    for (MethodCode code : bodies) {
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof JFieldRef f)) {
          continue;
        }
        FieldKey k = app.key(f.getFieldSignature()).orElse(null);
        if (k == null || !candidates.contains(k)) {
          continue;
        }
        int step = step(code, k, a.getRightOp(), app);
        if (step > 0) {
          up.add(k);
        } else if (step < 0) {
          down.add(k);
        } else if (!(a.getRightOp() instanceof IntConstant)) {
          other.add(k);
        }
      }
    }
    Set<FieldKey> out = new HashSet<>(up);
    out.retainAll(down);
    out.removeAll(other);
    out.removeIf(updaters::isManaged);
    return out;
  }

  /** +1 or -1 if {@code rhs} is the field's value counted up or down by one, else 0. */
  private static int step(MethodCode code, FieldKey k, Value rhs, ApplicationFields app) {
    if (!(rhs instanceof Local l)) {
      return 0;
    }
    Integer def = code.singleDefinition(l.getName());
    if (def == null || !(code.stmt(def) instanceof JAssignStmt d)
        || !(d.getRightOp() instanceof AbstractBinopExpr b)
        || !(b instanceof JAddExpr || b instanceof JSubExpr)
        || !(b.getOp1() instanceof Local x) || !(b.getOp2() instanceof IntConstant c)
        || Math.abs(c.getValue()) != 1) {
      return 0;
    }
    Integer read = code.singleDefinition(x.getName());
    if (read == null || !(code.stmt(read) instanceof JAssignStmt r)
        || !(r.getRightOp() instanceof JFieldRef rf)
        || !k.equals(app.key(rf.getFieldSignature()).orElse(null))) {
      return 0;
    }
    return b instanceof JAddExpr ? c.getValue() : -c.getValue();
  }
}
