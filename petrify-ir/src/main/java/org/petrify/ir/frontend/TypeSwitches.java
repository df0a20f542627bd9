package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.SwitchLabel;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * A pattern {@code switch} over types ({@code switch (c) { case Deposit d -> ...; case Transfer
 * t -> ... }}), which javac compiles to {@code k = typeSwitch(c, restart)} (an
 * {@code invokedynamic} of {@code java.lang.runtime.SwitchBootstraps}) and a {@code switch} on
 * {@code k}: the cases it can take are those of the classes of the objects {@code c} may point
 * to. {@code typeSwitch} returns the index of the first case label, from {@code restart} on,
 * whose class the object is an instance of ({@code labels.length} if none, {@code -1} for null).
 * With {@code restart} known (the constant 0 when no guard or nested pattern re-dispatches, or
 * the local javac's re-dispatch loop sets to the next label, pinned by the translation: {@link
 * PinnedLocals} seeds it) that is the first matching label from {@code restart} on, per object;
 * otherwise any matching label from 0 on, and the no-match value too. Knowing the restart index
 * keeps the re-dispatch loop as finite as in Java: each trip starts from a later label. The null case
 * is kept unless the subject's value is known to be an object. Labels are classes or qualified enum constants
 * ({@code case Color.RED}, which matches that constant only); a label whose match an object
 * may or may not have (an enum constant the analysis cannot name, a class it cannot read) is
 * kept without ending the search for the first match. A switch with another kind of label, or
 * on a receiver without known objects, is a free choice.
 *
 * <p>Sound: every object the local can hold at run time is one of its points-to objects, whose
 * class is exact (an allocation site; a switch on any other object is not decided), so every index {@code typeSwitch} can return is kept;
 * the cases left out are those of other classes, which no run can reach from this switch.
 * When the subject is not assigned between the {@code typeSwitch} and the {@code switch}, its
 * set is narrowed to the object it is pinned to there ({@link PolledObjects}: e.g. the kind of
 * an item taken from a queue), whose invariant keeps the runtime object among those left.
 */
final class TypeSwitches {
  private static final String BOOTSTRAPS = "java.lang.runtime.SwitchBootstraps";

  private TypeSwitches() {}

  /**
   * The restart argument of a {@code typeSwitch} call, or null if {@code inv} is none (also for
   * null).
   */
  static Immediate restartOf(AbstractInvokeExpr inv) {
    return isTypeSwitch(inv) && inv.getArgCount() == 2 ? inv.getArg(1) : null;
  }

  /**
   * True if {@code l} is the restart index of a {@code typeSwitch} in {@code code} and every
   * definition of it is an int constant (javac's re-dispatch: 0, then the next label). Its
   * values are as few as the switch's labels, so it is pinned exactly even in a method whose
   * other constants span more than the value bound.
   */
  static boolean isRestartIndex(MethodCode code, Local l) {
    boolean restart = false;
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp().equals(l)
          && !(a.getRightOp() instanceof IntConstant)) {
        return false;
      }
      restart |= l.equals(restartOf(MethodCode.invokeOf(s)));
    }
    return restart;
  }

  private static boolean isTypeSwitch(AbstractInvokeExpr inv) {
    return inv instanceof JDynamicInvokeExpr dyn
        && dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals(BOOTSTRAPS)
        && dyn.getBootstrapMethodSignature().getName().equals("typeSwitch");
  }

  /**
   * The successor indices the switch at {@code i} can take, or null if it is not decided.
   * {@code restart} is the value of the {@code typeSwitch}'s restart argument where the
   * translation knows it (a constant, or a local pinned in the environment; never negative),
   * else null; {@code nonNull} tells a subject the translation knows is an object there (the
   * null index is then left out);
   * {@code at} is the statement being translated (the switch, or its {@code typeSwitch} call).
   */
  static Set<Integer> targets(TranslationContext tc, MethodInstance mi, MethodCode code, int i,
      JSwitchStmt sw, Function<Immediate, Integer> restart,
      java.util.function.Predicate<Local> nonNull, int at) {
    int[] succ = code.successors(i);
    List<IntConstant> values = sw.getValues();
    if (!(sw.getKey() instanceof Local key) || succ.length != values.size() + 1) {
      return null;
    }
    Integer def = code.reachingDef(i, key);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof JDynamicInvokeExpr dyn) || !isTypeSwitch(dyn)
        || dyn.getArgCount() != 2 || !(dyn.getArg(0) instanceof Local subject)) {
      return null;
    }
    List<SwitchLabel> labels = labels(tc, mi, dyn);
    if (labels == null) {
      return null;
    }
    // the subject's pin holds at the statement being translated: the call or the switch
    List<AbstractObject> objects = at == def ? tc.polled().pointsTo(mi, def, subject)
        : Objects.equals(code.reachingDef(i, subject), code.reachingDef(def, subject))
            ? tc.polled().pointsTo(mi, i, subject) : tc.pts().pointsTo(mi, def, subject);
    if (objects.isEmpty() || !objects.stream().allMatch(TypeSwitches::exactClass)) {
      return null;
    }
    Integer from = restart.apply(dyn.getArg(1));
    boolean firstOnly = from != null;
    int start = firstOnly ? from : 0;
    Set<Integer> keys = new LinkedHashSet<>();
    if (!nonNull.test(subject)) {
      keys.add(-1);
    }
    for (AbstractObject o : objects) {
      boolean matched = false;
      for (int k = start; k < labels.size() && !(matched && firstOnly); k++) {
        Boolean matches = matches(tc, o, labels.get(k));
        if (!Boolean.FALSE.equals(matches)) {
          keys.add(k);
          matched = Boolean.TRUE.equals(matches);
        }
      }
      if (!matched || !firstOnly) {
        keys.add(labels.size());
      }
    }
    Set<Integer> out = new LinkedHashSet<>();
    for (int k : keys) {
      int c = values.indexOf(IntConstant.getInstance(k));
      out.add(c >= 0 ? succ[c] : succ[values.size()]);
    }
    return out;
  }

  /**
   * True if the object's type is its runtime class: an allocation of the program or the entry
   * receiver. A library-made object is named by a declared type (an interface, or a class a mock
   * or factory may subclass), a lambda by its functional interface.
   */
  static boolean exactClass(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.ALLOCATION || o.kind() == AbstractObject.Kind.ENTRY;
  }

  /**
   * The labels of the {@code typeSwitch} call {@code dyn}, or null if one is unknown. Class
   * labels are SootUp's class constants; the other arguments (qualified enum constants, {@code
   * case Color.RED}, dynamic constants SootUp gives without their arguments) are read from the
   * class file of the method's class ({@link CodeBase#typeSwitchLabels}), from the one label
   * list there that agrees with the class constants (none or several different ones: unknown).
   */
  private static List<SwitchLabel> labels(TranslationContext tc, MethodInstance mi,
      JDynamicInvokeExpr dyn) {
    List<String> known = new ArrayList<>();
    for (Immediate b : dyn.getBootstrapArgs()) {
      known.add(b instanceof ClassConstant cc ? TranslationContext.classLiteral(cc) : null);
    }
    if (!known.contains(null)) {
      return known.stream().map(c -> new SwitchLabel(c, null)).toList();
    }
    List<SwitchLabel> read = tc.code().typeSwitchLabels(
        mi.method().getDeclaringClassType().getFullyQualifiedName(), known);
    return read == null || read.contains(null) ? null : read;
  }

  /**
   * Whether every runtime object {@code o} stands for matches {@code label} (TRUE), none does
   * (FALSE), or that is not known (null). A class label matches the instances of its class
   * and subclasses. An enum label matches its constant only ({@code typeSwitch} compares by
   * identity): no object whose class is not a subtype of the label's enum class, and of an
   * object that is a known constant ({@link TrackedValues#enumConstantOf}: one runtime object,
   * the only value of the constant's field) exactly the constant of that name.
   */
  private static Boolean matches(TranslationContext tc, AbstractObject o, SwitchLabel label) {
    Boolean sub = subclassOf(tc, o.type(), label.className());
    if (label.constant() == null || Boolean.FALSE.equals(sub)) {
      return sub;
    }
    LocalValue.EnumConstant c = tc.values().enumConstantOf(o);
    return c != null && c.enumClass().equals(label.className())
        ? c.name().equals(label.constant()) : null;
  }

  /**
   * Whether class {@code type} is {@code label} or a subtype of it; null when not known (an
   * array type on either side, or a class that cannot be read).
   */
  static Boolean subclassOf(TranslationContext tc, String type, String label) {
    if (type.equals(label)) {
      return true;
    }
    if (type.endsWith("]") || label.endsWith("]")) {
      return null;
    }
    try {
      return tc.code().isSubtype(tc.code().classType(type), tc.code().classType(label));
    } catch (RuntimeException unknownClass) {
      return null;
    }
  }
}
