package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.FieldModifier;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * What the static initializers of application classes say about enums: the ordinal of each
 * constant of an application enum, and javac's {@code $SwitchMap$...} tables (for a {@code
 * switch} on an enum declared in another class, javac switches over {@code
 * $SwitchMap$E[e.ordinal()]}, an {@code int[]} that a synthetic class's initializer fills).
 *
 * <p>Invariants: an enum's ordinals are the ones its static initializer assigns ({@code new
 * E("NAME", ordinal, ...)} stored into the constant's field), each constant its own; any other
 * shape gives no ordinals. A switch map is decoded only when its initializer stores nothing but
 * {@code a[E.C.ordinal()] = k} into it, else it is unknown (null). Both answers are computed
 * once per class or field and cached, so they are stable for the whole analysis.
 */
public final class EnumTables {
  private final CodeBase code;
  private final Map<String, Map<String, Integer>> ordinals = new HashMap<>();
  private final Map<String, Map<Integer, Integer>> switchMaps = new HashMap<>();

  EnumTables(CodeBase code) {
    this.code = code;
  }

  /**
   * The ordinals of an application enum's constants by name, in declaration order; empty if
   * the class is not an application enum or its initializer has another shape.
   */
  public Map<String, Integer> ordinals(String enumClass) {
    Map<String, Integer> known = ordinals.get(enumClass);
    if (known != null) {
      return known;
    }
    Map<String, Integer> result = new LinkedHashMap<>();
    ordinals.put(enumClass, result);
    Optional<JavaSootClass> cls = code.applicationClass(code.classType(enumClass));
    if (cls.isEmpty() || !cls.get().isEnum()) {
      return result;
    }
    JavaSootMethod clinit = staticInitializer(cls.get());
    if (clinit == null) {
      return result;
    }
    Map<String, Integer> byLocal = new HashMap<>();
    for (Stmt s : code.body(clinit).getStmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv instanceof JSpecialInvokeExpr sp && sp.getMethodSignature().getName()
          .equals("<init>") && sp.getArgCount() >= 2 && sp.getArg(0) instanceof StringConstant
          && sp.getArg(1) instanceof IntConstant ord) {
        byLocal.put(sp.getBase().getName(), ord.getValue());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef f
          && a.getRightOp() instanceof Local l && byLocal.containsKey(l.getName())
          && f.getFieldSignature().getDeclClassType().getFullyQualifiedName().equals(enumClass)
          && cls.get().getField(f.getFieldSignature().getName())
              .map(x -> x.getModifiers().contains(FieldModifier.ENUM)).orElse(false)) {
        result.put(f.getFieldSignature().getName(), byLocal.get(l.getName()));
      }
    }
    if (new TreeSet<>(result.values()).size() != result.size()) {
      result.clear();
    }
    return result;
  }

  /**
   * The constant of an application enum a static field reference names, as {@code
   * Class.NAME}, or null.
   */
  public String enumConstant(JStaticFieldRef ref) {
    String cls = ref.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    String name = ref.getFieldSignature().getName();
    if (!ref.getFieldSignature().getType().toString().equals(cls)) {
      return null;
    }
    return ordinals(cls).containsKey(name) ? cls + "." + name : null;
  }

  /**
   * The table of the switch map {@code key} ({@code Class.$SwitchMap$...}) from ordinals to
   * case numbers (a missing ordinal maps to 0, the array's default), read from its class's
   * static initializer; null if the field is not one or its initializer stores anything else.
   */
  public Map<Integer, Integer> switchMap(String key) {
    if (switchMaps.containsKey(key)) {
      return switchMaps.get(key);
    }
    switchMaps.put(key, null);
    int dot = key.lastIndexOf('.');
    String cls = key.substring(0, dot);
    String field = key.substring(dot + 1);
    if (!field.startsWith("$SwitchMap$")) {
      return null;
    }
    Optional<JavaSootClass> c = code.applicationClass(code.classType(cls));
    JavaSootMethod clinit = c.map(EnumTables::staticInitializer).orElse(null);
    if (clinit == null) {
      return null;
    }
    Map<String, Integer> ords = new HashMap<>();
    Map<String, String> constants = new HashMap<>();
    Set<String> arrays = new HashSet<>();
    Map<Integer, Integer> table = new TreeMap<>();
    for (Stmt s : code.body(clinit).getStmts()) {
      if (!(s instanceof JAssignStmt a)) {
        continue;
      }
      Value lhs = a.getLeftOp();
      Value rhs = a.getRightOp();
      if (lhs instanceof Local l && rhs instanceof JStaticFieldRef sf) {
        if (sf.getFieldSignature().getName().equals(field)) {
          arrays.add(l.getName());
        } else if (enumConstant(sf) != null) {
          constants.put(l.getName(), enumConstant(sf));
        }
      } else if (lhs instanceof Local l && rhs instanceof JVirtualInvokeExpr inv
          && isOrdinal(inv) && constants.containsKey(inv.getBase().getName())) {
        ords.put(l.getName(), ordinal(constants.get(inv.getBase().getName())));
      } else if (lhs instanceof JArrayRef ar && arrays.contains(ar.getBase().getName())) {
        if (!(ar.getIndex() instanceof Local i) || !ords.containsKey(i.getName())
            || !(rhs instanceof IntConstant k) || ords.get(i.getName()) < 0) {
          return null;
        }
        table.put(ords.get(i.getName()), k.getValue());
      }
    }
    switchMaps.put(key, table);
    return table;
  }

  /** The ordinal of an enum constant named {@code Class.NAME}, or -1. */
  public int ordinal(String constant) {
    int dot = constant.lastIndexOf('.');
    return ordinals(constant.substring(0, dot)).getOrDefault(constant.substring(dot + 1), -1);
  }

  /** True if the call is {@code e.ordinal()}. */
  public static boolean isOrdinal(AbstractInvokeExpr inv) {
    return inv instanceof JVirtualInvokeExpr && inv.getMethodSignature().getName()
        .equals("ordinal") && inv.getArgCount() == 0;
  }

  /** The static initializer of a class, with its body; {@code null} if it has none. */
  public static JavaSootMethod staticInitializer(JavaSootClass c) {
    JavaSootMethod clinit = null;
    for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c)) {
      if (m.getName().equals("<clinit>") && m.hasBody()) {
        clinit = m;
      }
    }
    return clinit;
  }
}
