package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.UpdaterFields;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.PrimitiveType;

/**
 * Reference writes through a field updater or var handle that the points-to analysis does not
 * follow. The points-to constraints store the value a {@code set}, {@code compareAndSet},
 * {@code getAndSet} (...) writes only when {@link UpdaterFields} resolves the updater's field
 * (a {@code static} holder initialised with constant names, an instance field, the object
 * passed first); a write through any other updater or handle (one held in a local or a
 * non-static field, a static field's handle from {@code findStaticVarHandle}, an array
 * element's from {@code arrayElementVarHandle}) stores an object the points-to sets never
 * see, so a lock or receiver read back from there would be missing or wrong. Each such call
 * gets the UNSOUND {@code unmodelled-library} caveat. Sound: every reference store through
 * these classes is one of their writing methods ({@link UpdaterFields#writes}) called with a
 * reference as its last argument; the resolved ones are followed, the others are named.
 * Primitive writes change no points-to set (their values are {@code ReflectiveWrites}'s).
 */
final class UpdaterWrites {
  private final UpdaterFields fields;

  UpdaterWrites(CodeBase code) {
    this.fields = new UpdaterFields(code);
  }

  /** True if {@code inv} in {@code body} stores a reference the points-to analysis drops. */
  boolean dropsReference(MethodCode body, AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (!UpdaterFields.CLASSES.contains(cls) || !UpdaterFields.writes(name)
        || inv.getArgCount() == 0 || !(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return false;
    }
    if (inv.getArg(inv.getArgCount() - 1).getType() instanceof PrimitiveType) {
      return false;
    }
    boolean objectFirst = inv.getArgCount() > 1 && inv.getArg(0) instanceof Local target
        && !(target.getType() instanceof PrimitiveType);
    return !objectFirst || body == null || fields.field(body, ii.getBase()) == null;
  }
}
