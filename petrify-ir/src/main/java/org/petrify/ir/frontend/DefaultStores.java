package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Stores of a field's default value into the object a constructor is building, before anything
 * else could have written the field ({@code private Guard activeGuards = null;} compiles to
 * such a store): the field already holds that value, so the store changes nothing and its
 * tracked {@code assign} is left out. Without it, the store (by the thread that builds the
 * object) races in {@link org.petrify.ir.encode.ValueRaces} with every unlocked access by
 * other threads, and the field, which every other access reads under the object's lock,
 * would not be tracked.
 *
 * <p><b>Soundness.</b> The store is {@code this.f = d} in a constructor of the class that
 * declares {@code f}, whose direct superclass is {@code java.lang.Object}, {@code d} the
 * default value of {@code f}'s type ({@code null}, {@code 0}, {@code false}); every statement
 * before it in the body is an identity statement, another field store, or the
 * {@code Object.<init>} call on {@code this} (no call that could run other code, no read that
 * could leak {@code this}). The object is new: no other code has a reference to it, and the
 * constructor has not yet called anything that could, so no write of {@code this.f} can have
 * happened before; the store of the default is then the identity on the field's value, and
 * dropping it leaves every run's values unchanged. A store in a loop or after a branch back is
 * excluded by requiring the statements before it, in body order, to be straight-line ones.
 */
final class DefaultStores {
  private DefaultStores() {}

  /** True if statement {@code i} of {@code mi} is such a store of {@code rhs} into {@code f}. */
  static boolean redundant(MethodInstance mi, MethodCode code, int i, JFieldRef f, Value rhs) {
    if (!mi.method().getName().equals("<init>") || !(f instanceof JInstanceFieldRef ir)
        || !isDefault(rhs)) {
      return false;
    }
    String cls = mi.method().getDeclaringClassType().getFullyQualifiedName();
    if (!f.getFieldSignature().getDeclClassType().getFullyQualifiedName().equals(cls)) {
      return false;
    }
    String self = null;
    for (int k = 0; k < i; k++) {
      Stmt s = code.stmt(k);
      if (s instanceof JIdentityStmt id) {
        if (id.getRightOp() instanceof JThisRef) {
          self = id.getLeftOp().getName();
        }
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv instanceof JSpecialInvokeExpr sp && sp.getBase().getName().equals(self)
          && sp.getMethodSignature().getName().equals("<init>")
          && sp.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.Object")
          && s instanceof sootup.core.jimple.common.stmt.JInvokeStmt) {
        continue;
      }
      if (inv == null && s instanceof sootup.core.jimple.common.stmt.JAssignStmt a
          && a.getLeftOp() instanceof JInstanceFieldRef g && g.getBase().getName().equals(self)
          && (a.getRightOp() instanceof Local || a.getRightOp() instanceof
              sootup.core.jimple.common.constant.Constant)
          && !(a.getRightOp() instanceof Local l && l.getName().equals(self))) {
        continue;
      }
      return false;
    }
    return self != null && ir.getBase().getName().equals(self);
  }

  private static boolean isDefault(Value v) {
    return v instanceof NullConstant || v instanceof IntConstant c && c.getValue() == 0
        || v instanceof LongConstant c && c.getValue() == 0L;
  }
}
