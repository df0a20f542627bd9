package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.model.SootField;

/**
 * Var-handle look-ups that surely find their field: {@code MethodHandles.lookup()
 * .findVarHandle(C.class, "f", T.class)} (or {@code findStaticVarHandle}) throws neither
 * {@code NoSuchFieldException} nor {@code IllegalAccessException}, so a handler of those (of
 * {@code ReflectiveOperationException}) around it is not reached from it.
 *
 * <p><b>Rule.</b> The receiver is defined, in the same method, by {@code MethodHandles.lookup()}:
 * a full-privilege lookup of the class {@code L} declaring that method (the method is
 * caller-sensitive). Each of the three arguments is a class literal or a string constant
 * written at the call, or a parameter of the method, not reassigned, that every call statement
 * of this method instance passes as such a constant ({@link PointsToResult#argumentSites};
 * none listed, e.g. a lambda body or a call-back: not known). For every combination so given,
 * {@code C} is {@code L} itself, {@code C} declares a field {@code f} (static for {@code
 * findStaticVarHandle}, an instance field for {@code findVarHandle}) whose declared type is
 * exactly {@code T}. Soundness: the JDK resolves the field by name and type in {@code C}
 * (declared there: found), and a lookup of {@code L} may access every member of {@code L},
 * private ones included, so neither exception can be thrown; the class path analysed is the
 * one the program runs with (as everywhere in the analysis). Unchecked exceptions are not the
 * matter here. A primitive type ({@code int.class}) is compiled to a read of its wrapper's
 * {@code TYPE} field ({@code Integer.TYPE}), a {@code static final} field of the JDK holding
 * that primitive class: such a read, the argument's only definition, names the primitive
 * type. Not covered (the call keeps its declared exceptions): other lookups (public,
 * {@code privateLookupIn}), fields inherited or of other classes, names computed at run time.
 */
final class OwnFieldLookups {
  private static final String LOOKUP = "java.lang.invoke.MethodHandles$Lookup";

  private OwnFieldLookups() {}

  /** True if the call at statement {@code i} of {@code mi} surely finds its field (the rule). */
  static boolean surelyFinds(PointsToResult pts, MethodInstance mi, MethodCode body, int i,
      AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    boolean isStatic = name.equals("findStaticVarHandle");
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv.getArgCount() != 3
        || !inv.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(LOOKUP)
        || !isStatic && !name.equals("findVarHandle")
        || !ownLookup(body, i, ii.getBase())) {
      return false;
    }
    List<List<String>> combos = constants(pts, mi, body, i, inv.getArgs());
    if (combos == null || combos.isEmpty()) {
      return false;
    }
    String own = mi.method().getDeclaringClassType().getFullyQualifiedName();
    for (List<String> c : combos) {
      if (!c.get(0).equals(own) || !declares(pts.code(), own, c.get(1), c.get(2), isStatic)) {
        return false;
      }
    }
    return true;
  }

  /** True if {@code base} is defined at i only by {@code MethodHandles.lookup()}. */
  private static boolean ownLookup(MethodCode body, int i, Value base) {
    if (!(base instanceof Local l)) {
      return false;
    }
    Integer def = body.reachingDef(i, l);
    return def != null && body.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof JStaticInvokeExpr s
        && s.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.lang.invoke.MethodHandles")
        && s.getMethodSignature().getName().equals("lookup");
  }

  /**
   * The (class, name, type) combinations the arguments may have, as class names and the name;
   * null if one is not known.
   */
  private static List<List<String>> constants(PointsToResult pts, MethodInstance mi,
      MethodCode body, int i, List<? extends Value> args) {
    String[] fixed = new String[args.size()];
    Integer[] params = new Integer[args.size()];
    boolean anyParam = false;
    for (int k = 0; k < args.size(); k++) {
      fixed[k] = constant(args.get(k));
      if (fixed[k] == null) {
        fixed[k] = primitiveClass(body, i, args.get(k));
      }
      if (fixed[k] == null) {
        params[k] = parameter(body, i, args.get(k));
        if (params[k] == null) {
          return null;
        }
        anyParam = true;
      }
    }
    List<List<String>> out = new ArrayList<>();
    if (!anyParam) {
      out.add(List.of(fixed));
      return out;
    }
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return null;
    }
    for (ArgumentSite s : sites) {
      if (s.captured() != null) {
        return null;
      }
      List<String> combo = new ArrayList<>();
      for (int k = 0; k < args.size(); k++) {
        Value v = params[k] == null ? null
            : params[k] < s.args().size() ? s.args().get(params[k]) : null;
        String c = params[k] == null ? fixed[k] : v == null ? null : constant(v);
        if (c == null) {
          return null;
        }
        combo.add(c);
      }
      out.add(combo);
    }
    return out;
  }

  /** The primitive wrappers whose {@code TYPE} field holds a primitive class, by wrapper. */
  private static final java.util.Map<String, String> PRIMITIVE_CLASSES = java.util.Map.of(
      "java.lang.Integer", "int", "java.lang.Long", "long", "java.lang.Boolean", "boolean",
      "java.lang.Byte", "byte", "java.lang.Short", "short", "java.lang.Character", "char",
      "java.lang.Float", "float", "java.lang.Double", "double");

  /**
   * The primitive type {@code v} names at i when its only reaching definition reads a
   * wrapper's {@code TYPE} field ({@code int.class} compiles to {@code Integer.TYPE}, a
   * {@code static final} field of the JDK holding that primitive class), else null.
   */
  private static String primitiveClass(MethodCode body, int i, Value v) {
    if (!(v instanceof Local l)) {
      return null;
    }
    Integer def = body.reachingDef(i, l);
    if (def == null || !(body.stmt(def) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof sootup.core.jimple.common.ref.JStaticFieldRef f)
        || !f.getFieldSignature().getName().equals("TYPE")) {
      return null;
    }
    return PRIMITIVE_CLASSES.get(f.getFieldSignature().getDeclClassType().getFullyQualifiedName());
  }

  /** A class literal's class name or a string constant's text, else null. */
  private static String constant(Value v) {
    if (v instanceof ClassConstant c) {
      return c.getValue().startsWith("[") ? null : TranslationContext.classLiteral(c);
    }
    return v instanceof StringConstant s ? s.getValue() : null;
  }

  /** The index of the parameter {@code v} holds at i (its only definition), or null. */
  private static Integer parameter(MethodCode body, int i, Value v) {
    if (!(v instanceof Local l)) {
      return null;
    }
    Integer def = body.reachingDef(i, l);
    if (def == null || !(body.stmt(def) instanceof JIdentityStmt id)
        || !(id.getRightOp() instanceof JParameterRef p)) {
      return null;
    }
    return p.getIndex(); // the local's only definition (MethodCode.reachingDef)
  }

  /** True if class {@code cls} declares field {@code name} of type {@code type}, as asked. */
  private static boolean declares(CodeBase code, String cls, String name, String type,
      boolean isStatic) {
    Optional<? extends SootField> f = code.applicationClass(code.classType(cls))
        .flatMap(c -> c.getField(name));
    return f.isPresent() && f.get().isStatic() == isStatic
        && f.get().getType().toString().equals(type);
  }
}
