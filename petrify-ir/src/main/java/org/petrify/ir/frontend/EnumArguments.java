package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.TripValues;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * The application enum constant a local holds where a thread's lambda captures it, as a role
 * chosen per index: {@code Role r = i == 0 ? Role.PRODUCER : Role.CONSUMER} or
 * {@code Role r = Role.values()[i % 2]}. A local is followed through its definitions: a read
 * of an enum constant's static field is that constant; an element of {@code E.values()} of an
 * application enum at a known index is the constant with that ordinal (the array
 * {@code values()} returns lists the constants in ordinal order, a fresh array each call, so
 * nothing can have changed it); a copy is what it copies. Which definitions reach the use:
 * the single one, those an unrolled iteration's decided branches leave
 * ({@link MethodCode#definitionsReaching}), all of which must give the same constant, or, in a
 * counted loop's body on the trip whose loop variable is given, the one that trip runs
 * ({@link TripValues#defOnTrip}), or a single one before the loop. Anything else gives null (not known).
 */
final class EnumArguments {
  private EnumArguments() {}

  /** The deepest chain of copies followed. */
  private static final int MAX_DEPTH = 8;

  /**
   * The enum constant {@code v} holds at statement {@code at} (on the trip with loop variable
   * {@code trip}, when not null), or null.
   */
  static LocalValue.EnumConstant at(ApplicationFields app, MethodCode code, int at, Value v,
      Integer trip) {
    return at(app, code, at, v, trip, 0);
  }

  private static LocalValue.EnumConstant at(ApplicationFields app, MethodCode code, int at,
      Value v, Integer trip, int depth) {
    if (!(v instanceof Local l) || depth > MAX_DEPTH) {
      return null;
    }
    List<Integer> defs;
    if (trip == null) {
      defs = code.definitionsReaching(at, l);
    } else {
      Integer d = TripValues.defOnTrip(code, at, l, trip);
      Integer single = d != null ? null : code.reachingDef(at, l);
      if (single != null && !TripValues.inLoopOf(code, at, single)) {
        d = single; // defined before the loop: the same on every trip
      }
      defs = d == null ? null : List.of(d);
    }
    if (defs == null || defs.isEmpty()) {
      return null;
    }
    LocalValue.EnumConstant value = null;
    for (int d : defs) {
      LocalValue.EnumConstant c = defined(app, code, d, trip, depth);
      if (c == null || value != null && !value.equals(c)) {
        return null;
      }
      value = c;
    }
    return value;
  }

  private static LocalValue.EnumConstant defined(ApplicationFields app, MethodCode code, int def,
      Integer trip, int depth) {
    if (!(code.stmt(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof JStaticFieldRef f) {
      return app.enumConstant(f);
    }
    if (rhs instanceof Local) {
      return at(app, code, def, rhs, trip, depth + 1);
    }
    if (!(rhs instanceof JArrayRef ar)) {
      return null;
    }
    Local base = ar.getBase();
    Integer made = code.reachingDef(def, base);
    if (made == null || !(code.stmt(made) instanceof JAssignStmt m)
        || !(m.getRightOp() instanceof JStaticInvokeExpr inv)
        || !inv.getMethodSignature().getName().equals("values") || inv.getArgCount() != 0) {
      return null;
    }
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt s && s.getLeftOp() instanceof JArrayRef w
          && w.getBase().equals(base)) {
        return null; // the array is written: not known to list the constants any more
      }
      for (Value u : code.stmt(i).getUses()) {
        if (u.equals(base) && !(code.stmt(i) instanceof JAssignStmt r
            && r.getRightOp() instanceof JArrayRef read && read.getBase().equals(base))) {
          return null; // the array escapes (a call or a store may change it)
        }
      }
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    Integer index = trip == null ? code.intValue(def, ar.getIndex())
        : TripValues.valueOnTrip(code, def, ar.getIndex(), trip);
    if (index == null || !inv.getMethodSignature().getType().toString().equals(cls + "[]")) {
      return null;
    }
    for (Map.Entry<String, Integer> e : app.ordinals(cls).entrySet()) {
      if (e.getValue().equals(index)) {
        return new LocalValue.EnumConstant(cls, e.getKey());
      }
    }
    return null;
  }
}
