package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.Constant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * The calls in the body of a lambda the points-to analysis does not reach ({@link
 * ConfinedAtomics}) that can run no code of the program and touch no object of it but the
 * values they are given: a call of a JDK method that {@link LibraryFacts} trusts to have no
 * concurrency effect ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}: it calls program
 * code only through the {@code toString}, {@code equals} or {@code hashCode} of its
 * arguments), whose receiver and reference arguments are plain values: constants, locals of
 * a primitive type, of {@code String}, a box or {@code Class} (final JDK classes: no
 * application method runs on them), or arrays the body allocates and fills only with such
 * values, or fresh objects of JDK classes the body allocates (built and changed only by such
 * calls, they hold plain values only). The one receiver of another type allowed is that of
 * {@code Object.getClass} (final and native: it reads the object's class and nothing else).
 * Such a call cannot reach an object of the program, so it cannot hand one on or change one.
 */
final class OpaqueCalls {
  private OpaqueCalls() {}

  /** True if the call in {@code body} is harmless in the sense of the class comment. */
  static boolean harmless(CodeBase code, Body body, AbstractInvokeExpr inv) {
    ClassType decl = inv.getMethodSignature().getDeclClassType();
    String cls = decl.getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (!TrustedLibrary.isPlatform(cls) || code.isApplication(decl)
        || !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name)) {
      return false;
    }
    for (Value arg : inv.getArgs()) {
      if (!plain(body, arg, 0)) {
        return false;
      }
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii) {
      boolean getClass = cls.equals("java.lang.Object") && name.equals("getClass")
          && inv.getArgCount() == 0;
      return getClass || plain(body, ii.getBase(), 0);
    }
    return true;
  }

  /** True if {@code v} is a constant or a local of a plain-value type (see the class). */
  static boolean plain(Body body, Value v, int depth) {
    if (v instanceof Constant) {
      return true;
    }
    if (!(v instanceof Local l)) {
      return false;
    }
    Type t = l.getType();
    if (t instanceof PrimitiveType) {
      return true;
    }
    if (t instanceof ClassType c) {
      String n = c.getFullyQualifiedName();
      return LibraryFacts.isFinalValueClass(n) || n.equals("java.lang.Class")
          || TrustedLibrary.isPlatform(n) && fresh(body, l);
    }
    return t instanceof ArrayType && depth < 2 && filledArray(body, l, depth);
  }

  /**
   * True if every definition of the local allocates an object of a JDK class: a fresh
   * object, built and changed only by harmless calls, holds plain values only.
   */
  private static boolean fresh(Body body, Local l) {
    boolean defined = false;
    for (Stmt s : body.getStmts()) {
      if (s.getDef().isPresent() && s.getDef().get() instanceof Local d
          && d.getName().equals(l.getName())) {
        if (!(s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr n
            && TrustedLibrary.isPlatform(n.getType().getFullyQualifiedName()))) {
          return false;
        }
        defined = true;
      }
    }
    return defined;
  }

  /**
   * True if every definition of the array local allocates it and every element store of the
   * body (into any array: copies are not followed) stores a plain value.
   */
  private static boolean filledArray(Body body, Local array, int depth) {
    boolean defined = false;
    for (Stmt s : body.getStmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(array.getName())) {
        if (!(a.getRightOp() instanceof JNewArrayExpr)) {
          return false;
        }
        defined = true;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JArrayRef
          && !plain(body, a.getRightOp(), depth + 1)) {
        return false;
      }
    }
    return defined;
  }
}
