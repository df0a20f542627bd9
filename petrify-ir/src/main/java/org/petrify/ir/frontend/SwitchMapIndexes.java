package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.model.FieldModifier;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;

/**
 * Reads of javac's enum switch map that are always in bounds: {@code $SwitchMap$E[e.ordinal()]},
 * which javac writes for a {@code switch} on an enum {@code E} of another class.
 *
 * <p><b>The rule.</b> An array access {@code a[k]} cannot throw {@code
 * ArrayIndexOutOfBoundsException} when {@code a}'s one definition reads a {@code static final}
 * field {@code F} of an application class, {@code k}'s one definition is {@code x.ordinal()}
 * called on {@code E} (the qualifying class of the call), and every write of {@code F} in the
 * reachable code and the class initialisers (at least one) stores a local defined once by
 * {@code new int[n]}, with {@code n} defined once by {@code v.length} and {@code v} once by
 * {@code E.values()}.
 *
 * <p><b>Soundness.</b> A {@code static final} field is written only by its class's initialiser
 * (the JVM refuses a {@code putstatic} of it elsewhere), which the reachable code shows, so
 * every non-null value of {@code F} is an array of {@code E.values().length} elements,
 * computed when the program runs (a newer {@code E} with more constants makes a longer array).
 * The verifier makes the receiver of {@code ordinal()} an {@code E}; its ordinal, the final
 * {@code Enum.ordinal}, is its index in {@code E.values()}: at least 0 and below the length.
 * A null {@code F} (read during its own class's initialisation) throws {@code
 * NullPointerException}, which is not this rule's business.
 */
final class SwitchMapIndexes {
  private SwitchMapIndexes() {}

  /** True if the access {@code ref} at statement {@code at} is in bounds (class comment). */
  static boolean inBounds(PointsToResult pts, MethodCode body, int at, JArrayRef ref) {
    FieldSignature field = definingRead(body, ref.getBase());
    ClassType enumType = ordinalOf(body, ref.getIndex());
    if (field == null || enumType == null) {
      return false;
    }
    String sized = pts.memo("switch-map " + field, () -> sizedBy(pts, field));
    return enumType.getFullyQualifiedName().equals(sized);
  }

  /** The static field the local's one definition reads, or null. */
  private static FieldSignature definingRead(MethodCode body, Value v) {
    Value r = oneDefinition(body, v);
    return r instanceof JStaticFieldRef f ? f.getFieldSignature() : null;
  }

  /** The qualifying class of the {@code ordinal()} call that defines the local once, or null. */
  private static ClassType ordinalOf(MethodCode body, Value v) {
    return oneDefinition(body, v) instanceof JVirtualInvokeExpr inv
        && inv.getMethodSignature().getName().equals("ordinal") && inv.getArgCount() == 0
        ? inv.getMethodSignature().getDeclClassType() : null;
  }

  /**
   * The enum whose {@code values().length} sizes every array written to {@code field}, a
   * {@code static final} field of an application class; "" when none or not all do.
   */
  private static String sizedBy(PointsToResult pts, FieldSignature field) {
    ClassType owner = field.getDeclClassType();
    boolean staticFinal = pts.code().applicationClass(owner)
        .flatMap(c -> c.getField(field.getName()))
        .map(f -> f.getModifiers().containsAll(Set.of(FieldModifier.STATIC,
            FieldModifier.FINAL)))
        .orElse(false);
    if (!staticFinal) {
      return "";
    }
    Set<String> sizes = new LinkedHashSet<>();
    List<MethodInstance> methods = new ArrayList<>(pts.reachable());
    methods.addAll(pts.staticInitializers());
    for (MethodInstance mi : methods) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef f
            && f.getFieldSignature().equals(field)) {
          sizes.add(enumSizing(body, a.getRightOp()).orElse(""));
        }
      }
    }
    return sizes.size() == 1 ? sizes.iterator().next() : "";
  }

  /** The enum {@code E} when {@code v} is {@code new int[E.values().length]}, each defined once. */
  private static Optional<String> enumSizing(MethodCode body, Value v) {
    if (!(oneDefinition(body, v) instanceof JNewArrayExpr arr)
        || !arr.getBaseType().toString().equals("int")
        || !(oneDefinition(body, arr.getSize()) instanceof JLengthExpr len)
        || !(oneDefinition(body, len.getOp()) instanceof JStaticInvokeExpr values)
        || !values.getMethodSignature().getName().equals("values")
        || values.getArgCount() != 0) {
      return Optional.empty();
    }
    return Optional.of(values.getMethodSignature().getDeclClassType().getFullyQualifiedName());
  }

  /** The right side of the local's one assignment in the body, or null. */
  private static Value oneDefinition(MethodCode body, Value v) {
    Integer d = v instanceof Local l ? body.singleDefinition(l.getName()) : null;
    return d != null && body.stmt(d) instanceof JAssignStmt a ? a.getRightOp() : null;
  }
}
