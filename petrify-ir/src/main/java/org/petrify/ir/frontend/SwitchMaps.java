package org.petrify.ir.frontend;

import java.util.Map;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.ref.JStaticFieldRef;

/**
 * Decodes javac's {@code $SwitchMap$...} arrays: for a {@code switch} on an enum declared in
 * another class, javac compiles the switch over {@code $SwitchMap$E[e.ordinal()]}, an
 * {@code int[]} filled by a synthetic class's static initializer. The table is read from that
 * initializer once per field and cached; a field whose initializer stores anything but
 * {@code a[E.C.ordinal()] = k} is not decoded (the switch is then not tracked by value).
 */
final class SwitchMaps {
  private final PointsToResult pts;

  /** The tables come from the static initializers of {@code pts}'s code base. */
  SwitchMaps(PointsToResult pts) {
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

  /** The table of a switch map ({@link org.petrify.ir.pointsto.EnumTables#switchMap}), or null. */
  private Map<Integer, Integer> switchMapTable(String key) {
    return pts.code().enums().switchMap(key);
  }
}
