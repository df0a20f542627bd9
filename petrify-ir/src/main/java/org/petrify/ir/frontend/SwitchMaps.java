package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * Decodes javac's {@code $SwitchMap$...} arrays: for a {@code switch} on an enum declared in
 * another class, javac compiles the switch over {@code $SwitchMap$E[e.ordinal()]}, an
 * {@code int[]} filled by a synthetic class's static initializer. The table is read from that
 * initializer once per field and cached; a field whose initializer stores anything but
 * {@code a[E.C.ordinal()] = k} is not decoded (the switch is then not tracked by value).
 */
final class SwitchMaps {
  private final TrackedValues values;
  private final PointsToResult pts;
  /** Per {@code <class>.<field>}, its table from ordinal to case number, or null if undecodable. */
  private final Map<String, Map<Integer, Integer>> tables = new HashMap<>();

  /** Enum constants and ordinals come from {@code values}, the initializers from {@code pts}. */
  SwitchMaps(TrackedValues values, PointsToResult pts) {
    this.values = values;
    this.pts = pts;
  }

  /**
   * The {@code $SwitchMap$...} array a static field reference names (javac's table from enum
   * ordinals to case numbers for a switch on an enum of another class), or {@code null}.
   */
  LocalValue.SwitchMap switchMap(JStaticFieldRef ref) {
    String name = ref.getFieldSignature().getName();
    if (!name.startsWith("$SwitchMap$")) {
      return null;
    }
    String key = ref.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
        + name;
    return switchMapTable(key) != null ? new LocalValue.SwitchMap(key) : null;
  }

  /** The case number a switch map gives an ordinal (0, the array's default, if none). */
  int switchCase(LocalValue.SwitchMap map, int ordinal) {
    Map<Integer, Integer> table = switchMapTable(map.field());
    return table == null ? 0 : table.getOrDefault(ordinal, 0);
  }

  /**
   * The table of a switch map, read from its class's static initializer: statements
   * {@code a[E.C.ordinal()] = k} with {@code a} loaded from the field; {@code null} if the
   * initializer stores anything else into it.
   */
  private Map<Integer, Integer> switchMapTable(String key) {
    if (tables.containsKey(key)) {
      return tables.get(key);
    }
    tables.put(key, null);
    int dot = key.lastIndexOf('.');
    String cls = key.substring(0, dot);
    String field = key.substring(dot + 1);
    Optional<JavaSootClass> c = pts.code().applicationClass(pts.code().classType(cls));
    if (c.isEmpty()) {
      return null;
    }
    JavaSootMethod clinit = staticInitializer(c.get());
    if (clinit == null) {
      return null;
    }
    Map<String, LocalValue.EnumConstant> constants = new HashMap<>();
    Map<String, Integer> ords = new HashMap<>();
    Set<String> arrays = new HashSet<>();
    Map<Integer, Integer> table = new TreeMap<>();
    for (Stmt s : pts.code().body(clinit).getStmts()) {
      if (!(s instanceof JAssignStmt a)) {
        continue;
      }
      Value lhs = a.getLeftOp();
      Value rhs = a.getRightOp();
      if (lhs instanceof Local l && rhs instanceof JStaticFieldRef sf) {
        if (sf.getFieldSignature().getName().equals(field)) {
          arrays.add(l.getName());
        } else if (values.enumConstant(sf) != null) {
          constants.put(l.getName(), values.enumConstant(sf));
        }
      } else if (lhs instanceof Local l && rhs instanceof JVirtualInvokeExpr inv
          && TrackedValues.isOrdinal(inv) && constants.containsKey(inv.getBase().getName())) {
        LocalValue.EnumConstant e = constants.get(inv.getBase().getName());
        ords.put(l.getName(), values.ordinal(e.enumClass(), e.name()));
      } else if (lhs instanceof JArrayRef ar
          && arrays.contains(ar.getBase().getName())) {
        if (!(ar.getIndex() instanceof Local i) || !ords.containsKey(i.getName())
            || !(rhs instanceof IntConstant k) || ords.get(i.getName()) < 0) {
          return null;
        }
        table.put(ords.get(i.getName()), k.getValue());
      }
    }
    tables.put(key, table);
    return table;
  }

  /** The static initializer of a class, with its body; {@code null} if it has none. */
  static JavaSootMethod staticInitializer(JavaSootClass c) {
    JavaSootMethod clinit = null;
    for (JavaSootMethod m : c.getMethods()) {
      if (m.getName().equals("<clinit>") && m.hasBody()) {
        clinit = m;
      }
    }
    return clinit;
  }
}
