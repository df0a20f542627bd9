package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.model.SootField;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootClass;

/**
 * The non-{@code final} reference instance fields that every object has set before any other
 * code can see it, on objects that reach other threads only through a happens-before edge:
 * candidates for "never null when read" ({@link NonNullLocals}), beside the final fields of
 * {@link ConstructedFinalFields}.
 *
 * <p>A field {@code C.f} qualifies when it is neither {@code final} nor {@code static}, not
 * primitive, no reflective or deserializing write may reach any field ({@link
 * ReflectedFields}), no field updater or var handle writes it ({@link FieldUpdaters}), every
 * reachable constructor of {@code C} delegates to another one or writes {@code this.f} before
 * {@code this} escapes ({@link ConstructedFinalFields#writtenBeforeEscape}), and the objects of
 * {@code C} are published safely ({@link SafePublications}). Every write of the field in
 * reachable code, through a reference that names {@code C} or a subclass, is kept ({@link
 * #writes}), wherever it is: {@link NonNullLocals} checks in its fixpoint that each stores a
 * non-null value.
 *
 * <p>Soundness: an object of {@code C} is made only by its constructors (reflection,
 * deserialization and mocks are excluded), and until the constructor's write of {@code f} no
 * reference to it exists outside the constructor's frame, which does not read {@code f}. A read
 * of {@code f} in the constructing thread after that comes later in program order, so it sees
 * the constructor's value or a later write. Another thread can hold a reference only through a
 * chain of safe publications, each a happens-before edge that starts after the constructor's
 * write in the publishing thread (a {@code volatile} write and the read that sees it, a
 * concurrent collection's insertion and the retrieval, a {@code final} field's freeze, a lambda's
 * captured value, a class's initialisation); so it too sees the constructor's value or a later
 * write. Every write stores a non-null value, so no read returns the default {@code null}. A
 * racy publication (a plain field, an array element, an unsynchronised JDK collection, a call
 * into library code that may keep the reference) could show the default value (JLS 17.4.5):
 * {@link SafePublications} rejects the class then. Trust: the points-to analysis must give every
 * local that may hold an object of {@code C} a set that names it, and a final field is taken to
 * publish safely even when its holder's constructor lets {@code this} escape after the write
 * (as {@link ConstructedFinalFields} takes it).
 */
final class PublishedFields {
  /** Per qualifying field ({@code Class.name}), every write statement (instance, index). */
  private final Map<String, List<Map.Entry<MethodInstance, Integer>>> writes =
      new LinkedHashMap<>();

  PublishedFields(PointsToResult pts) {
    if (pts.code() == null) {
      return;
    }
    ReflectedFields behind = ReflectedFields.of(pts);
    if (behind.anyField() != null) {
      return;
    }
    Set<TrackedValues.FieldKey> updated = FieldUpdaters.of(pts).managed();
    Map<String, List<Map.Entry<MethodInstance, Integer>>> candidates = candidates(pts);
    Map<String, List<MethodInstance>> constructors = constructors(pts);
    Set<String> published = SafePublications.of(pts, ownerClasses(candidates.keySet()));
    candidates.forEach((key, sites) -> {
      String cls = key.substring(0, key.lastIndexOf('.'));
      String name = key.substring(key.lastIndexOf('.') + 1);
      if (!published.contains(cls) || updated.contains(new TrackedValues.FieldKey(cls, name))
          || behind.written().stream().anyMatch(
              k -> k.declaringClass().equals(cls) && k.name().equals(name))) {
        return;
      }
      for (MethodInstance ctor : constructors.getOrDefault(cls, List.of())) {
        if (!ConstructedFinalFields.delegates(pts, ctor, cls)
            && !writesBeforeEscape(pts, ctor, name)) {
          return;
        }
      }
      writes.put(key, sites);
    });
  }

  /** The qualifying fields ({@code Class.name}) and their write statements. */
  Map<String, List<Map.Entry<MethodInstance, Integer>>> writes() {
    return writes;
  }

  /**
   * The non-final, non-static reference fields of application classes that some constructor of
   * their class writes, each with every write of a field of that name through a reference that
   * names the class or a subclass.
   */
  private static Map<String, List<Map.Entry<MethodInstance, Integer>>> candidates(
      PointsToResult pts) {
    Map<String, List<Map.Entry<MethodInstance, Integer>>> byRef = new LinkedHashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        if (code.stmt(i) instanceof JAssignStmt a
            && a.getLeftOp() instanceof JInstanceFieldRef f) {
          byRef.computeIfAbsent(ConstructedFinalFields.key(f), k -> new ArrayList<>())
              .add(Map.entry(mi, i));
        }
      }
    }
    Map<String, List<Map.Entry<MethodInstance, Integer>>> out = new LinkedHashMap<>();
    for (String key : byRef.keySet()) {
      String cls = key.substring(0, key.lastIndexOf('.'));
      String name = key.substring(key.lastIndexOf('.') + 1);
      Optional<JavaSootClass> c = pts.code().applicationClass(pts.code().classType(cls));
      Optional<? extends SootField> field = c.flatMap(x -> x.getField(name));
      if (field.isEmpty() || field.get().isFinal() || field.get().isStatic()
          || field.get().getType() instanceof PrimitiveType) {
        continue;
      }
      List<Map.Entry<MethodInstance, Integer>> all = new ArrayList<>();
      byRef.forEach((other, sites) -> {
        String otherCls = other.substring(0, other.lastIndexOf('.'));
        if (other.substring(other.lastIndexOf('.') + 1).equals(name) && pts.code().isSubtype(
            pts.code().classType(otherCls), pts.code().classType(cls))) {
          all.addAll(sites);
        }
      });
      out.put(key, all);
    }
    return out;
  }

  private static Set<String> ownerClasses(Set<String> keys) {
    Set<String> out = new java.util.HashSet<>();
    keys.forEach(k -> out.add(k.substring(0, k.lastIndexOf('.'))));
    return out;
  }

  private static Map<String, List<MethodInstance>> constructors(PointsToResult pts) {
    Map<String, List<MethodInstance>> out = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      if (mi.method().getName().equals("<init>")) {
        out.computeIfAbsent(mi.method().getDeclaringClassType().getFullyQualifiedName(),
            k -> new ArrayList<>()).add(mi);
      }
    }
    return out;
  }

  /** True if some write of the constructor stores {@code this.name} before this escapes. */
  private static boolean writesBeforeEscape(PointsToResult pts, MethodInstance ctor,
      String name) {
    MethodCode code = pts.body(ctor);
    for (int i = 0; code != null && i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f
          && f.getFieldSignature().getName().equals(name)
          && ConstructedFinalFields.writtenBeforeEscape(pts, ctor, f)) {
        return true;
      }
    }
    return false;
  }
}
