package org.petrify.ir.pointsto;

import java.util.List;
import org.petrify.ir.pointsto.KnownValues.Fresh;
import org.petrify.ir.pointsto.KnownValues.Int;
import org.petrify.ir.pointsto.KnownValues.Known;
import org.petrify.ir.pointsto.KnownValues.Null;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * Type tests of a known value, for the branch-aware points-to analysis ({@link
 * ParameterBranches}): {@code x instanceof D} and javac's {@code typeSwitch(x, restart)} of a
 * pattern {@code switch}, when {@code x} is null or the object of a {@code new C} ({@link
 * Fresh} with its class). So a helper that returns one object per case of a type test on its
 * parameter ({@code switch (c) { case Push p -> A; case Pull q -> B; }}, an {@code instanceof}
 * chain, a record pattern, a {@code default}) returns, to a call whose argument is a {@code
 * new Push()}, only {@code A}.
 *
 * <p><b>Soundness.</b> The object of {@code new C} has runtime class {@code C} exactly (JLS
 * 15.9.4). {@code instanceof D} of it is true exactly when {@code C} is a subtype of {@code D}
 * (JLS 15.20.2), and false for null; the answer is given only when the class path decides it:
 * true when {@code D} is among the supertypes found from {@code C}, false when every supertype
 * of {@code C} is known and {@code D} is none of them ({@link CodeBase#surelyNotSubtype}), else
 * unknown. {@code typeSwitch} returns -1 for null, else the index of the first label from
 * {@code restart} on that the object matches, or the number of labels when none does
 * ({@code java.lang.runtime.SwitchBootstraps}); a class label matches the instances of its
 * class and subclasses. The index is given only when the restart value is known and every
 * label up to the first match is a class whose test is decided; any other label (an enum
 * constant, a string or an integer) leaves it unknown.
 */
final class KnownTypeTests {
  private static final String BOOTSTRAPS = "java.lang.runtime.SwitchBootstraps";

  private final CodeBase code;

  KnownTypeTests(CodeBase code) {
    this.code = code;
  }

  /** True if {@code inv} is javac's {@code typeSwitch(subject, restart)} of a pattern switch. */
  static boolean isTypeSwitch(AbstractInvokeExpr inv) {
    return inv instanceof JDynamicInvokeExpr dyn && dyn.getArgCount() == 2
        && dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals(BOOTSTRAPS)
        && dyn.getBootstrapMethodSignature().getName().equals("typeSwitch");
  }

  /** The value of {@code operand instanceof check} (an int, 1 for true), or null if unknown. */
  Known instanceOf(Known operand, Type check) {
    if (operand instanceof Null) {
      return new Int(0);
    }
    if (!(operand instanceof Fresh f) || f.type() == null || !(check instanceof ClassType d)) {
      return null;
    }
    Boolean is = isInstance(f.type(), d);
    return is == null ? null : new Int(is ? 1 : 0);
  }

  /**
   * The index {@code typeSwitch} returns for the subject and restart values over the labels
   * (the call's bootstrap arguments), or null if unknown.
   */
  Known typeSwitch(Known subject, Known restart, List<Immediate> labels) {
    if (subject instanceof Null) {
      return new Int(-1);
    }
    if (!(subject instanceof Fresh f) || f.type() == null || !(restart instanceof Int from)
        || from.value() < 0) {
      return null;
    }
    for (int k = (int) from.value(); k < labels.size(); k++) {
      if (!(labels.get(k) instanceof ClassConstant cc) || !cc.getValue().startsWith("L")) {
        return null;
      }
      Boolean is = isInstance(f.type(), code.classType(ConstraintGenerator.className(cc)));
      if (is == null) {
        return null;
      }
      if (is) {
        return new Int(k);
      }
    }
    return new Int(labels.size());
  }

  /** Whether every instance of class {@code type} is a {@code d}; null when not known. */
  private Boolean isInstance(String type, ClassType d) {
    try {
      ClassType c = code.classType(type);
      if (code.isSubtype(c, d)) {
        return true;
      }
      return code.surelyNotSubtype(c, d) ? Boolean.FALSE : null;
    } catch (RuntimeException unknownClass) {
      return null;
    }
  }
}
