package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The field that holds an object, where there is exactly one: for every abstract object that
 * one field may point to (a static field, or an instance field of one abstract object) and no
 * other field may, the field as reports name it, {@code Bank.lockA} (the simple name of the
 * declaring class for a static field, of the holder object's class for an instance field).
 * Pseudo-fields of the analysis (a thread's target, container contents, lambda captures,
 * array elements) are not fields. An object held by two fields, or by one field of two
 * abstract objects, has no entry: reports then name it by its allocation site alone.
 *
 * <p>The sets are those of the may-points-to analysis, so "exactly one field may point to it"
 * is an over-approximation of the fields that do: a name given here is the only field that can
 * hold the object in any run (it may also be held by locals, which do not count).
 */
public final class HoldingFields {
  private HoldingFields() {}

  /** Object name ({@link AbstractObject#name()}) to its one holding field, sorted by name. */
  public static Map<String, String> of(PointsToResult pts) {
    Map<Integer, Set<Holder>> holders = new HashMap<>();
    pts.sets().forEach((key, ids) -> {
      Holder field = holder(key, pts);
      if (field == null) {
        return;
      }
      for (int id : ids) {
        holders.computeIfAbsent(id, k -> new LinkedHashSet<>()).add(field);
      }
    });
    Map<String, String> out = new TreeMap<>();
    holders.forEach((id, fields) -> {
      if (fields.size() == 1) {
        out.putIfAbsent(pts.objects().get(id).name(), fields.iterator().next().field());
      }
    });
    return out;
  }

  /**
   * A field as reports name it ({@code Bank.lockB}) and the id of the object whose field it is
   * (-1 for a static field), so that one field of two objects counts twice.
   */
  private record Holder(String field, int object) {}

  /** The field a key of the points-to graph stands for, or null for other keys. */
  private static Holder holder(NodeKey key, PointsToResult pts) {
    if (key instanceof NodeKey.StaticField s) {
      int dot = s.field().lastIndexOf('.');
      return dot < 0 ? null
          : new Holder(simple(s.field().substring(0, dot)) + s.field().substring(dot), -1);
    } else if (key instanceof NodeKey.Field f && isJavaField(f.field())) {
      AbstractObject holder = pts.objects().get(f.object());
      return new Holder(simple(holder.type()) + "." + f.field(), f.object());
    }
    return null;
  }

  private static boolean isJavaField(String field) {
    return !field.isEmpty() && Character.isJavaIdentifierStart(field.charAt(0))
        && field.chars().allMatch(Character::isJavaIdentifierPart) && !field.contains("$");
  }

  private static String simple(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
