package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * The objects a tracked reference field holds, told apart by the values of their final fields
 * ({@link FinalFieldValues}): Guava's {@code AbstractService} keeps {@code volatile
 * StateSnapshot snapshot}, replaces it by {@code new StateSnapshot(RUNNING)} and tests
 * {@code snapshot.state}; with the field's domain {@code null nonnull} that test is a choice,
 * with a value per kind of snapshot it is decided.
 *
 * <p><b>Read through.</b> A final field {@code f} qualifying in {@link FinalFieldValues} is
 * <em>read through</em> a reference field {@code R} when some reachable statement reads
 * {@code b.f} into a local whose value is tested (an {@code if} or {@code switch} uses it,
 * directly or through locals computed from it), and a definition of {@code b} reads
 * {@code R} (directly, or through copies and casts). So is every final field a final function
 * ({@link FinalFunctions}) reads from {@code this} when it is called on such a {@code b},
 * {@code y = b.m()}, with {@code y} tested or returned (a getter's result). Those {@code R} are
 * tested reference fields ({@link TrackingDecision}).
 *
 * <p><b>Classes.</b> The objects of {@code R} are the union of the points-to sets of the locals
 * its writes store. An object's <em>class</em> is the set of pairs {@code f=v} of the final
 * fields read through {@code R} on which it has one known value {@code v}. Objects with an empty
 * class, and every object no points-to set names (a write of a string constant or of a local
 * with an empty set), are {@code nonnull}. The domain of {@code R} is {@code null nonnull} and
 * the non-empty classes (at most {@link #MAX_CLASSES}, else none; never for a field that may
 * hold a named singleton of {@link SingletonIdentities}, or whose writes go through field
 * updaters).
 *
 * <p><b>Invariant</b> (the field's value in the model stands for its value in the run): a
 * write stores {@code null} for a {@code null} local, and for a local that may hold an object
 * the classes (and {@code nonnull}) of every object in its points-to set, plus {@code null}
 * unless the local is known non-null ({@link #written}); a read of a class pins the local to
 * {@link LocalValue.Finals}, the class's values. <b>Soundness:</b> the runtime object stored is
 * one of the objects of the non-empty points-to set of the stored local (the assumption every
 * monitor of the model rests on), and each runtime object of an abstract object has its final
 * fields set to one of that object's values before anyone can read it ({@link
 * FinalFieldValues}, which also holds for summary objects); a final field never changes
 * afterwards. So a read of {@code b.f} after {@code b} was read as a class gives the class's
 * value of {@code f}. Any other write leaves the field's value unknown (a choice among the
 * domain, as before). Identity is not decided by classes, except that two objects of classes
 * with different values of a field are different objects.
 */
final class ReferenceClasses {
  /** The most classes a field is tracked with. */
  static final int MAX_CLASSES = 16;

  private final PointsToResult pts;
  private final ApplicationFields app;
  private final FinalFieldValues finals;
  private final FinalFunctions functions;
  /** Per reference field, the final fields read through it (sorted by name). */
  private final Map<FieldKey, Set<FieldKey>> readThrough = new LinkedHashMap<>();
  /** Per reference field with classes, per class value, the class's final values. */
  private final Map<FieldKey, Map<String, Map<FieldKey, LocalValue>>> classes = new HashMap<>();
  /** Per reference field with classes, per object, its class value ({@code nonnull}: none). */
  private final Map<FieldKey, Map<AbstractObject, String>> classOf = new HashMap<>();
  /** Per field read through, the objects its writes store (computed on first use). */
  private Map<FieldKey, Set<AbstractObject>> stored;

  ReferenceClasses(PointsToResult pts, ApplicationFields app, FinalFieldValues finals,
      FinalFunctions functions) {
    this.pts = pts;
    this.app = app;
    this.finals = finals;
    this.functions = functions;
    if (pts.code() == null || finals.values().isEmpty()) {
      return;
    }
    Set<MethodCode> seen = java.util.Collections.newSetFromMap(
        new java.util.IdentityHashMap<>());
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code != null && seen.add(code)) {
        scan(code);
      }
      if (code != null) {
        scanCalls(mi, code);
      }
    }
  }

  /**
   * Records the final fields read by final-function calls ({@link FinalFunctions}) on objects
   * read through reference fields, {@code y = b.m()} with {@code y} tested or returned: those
   * fields are read through the reference field too.
   */
  private void scanCalls(MethodInstance mi, MethodCode code) {
    Set<String> tested = null;
    for (int i = 0; i < code.size(); i++) {
      if (!(code.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local to)
          || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr inv)) {
        continue;
      }
      List<MethodInstance> callees = functions.calleesAt(mi, i);
      if (callees == null) {
        continue;
      }
      if (tested == null) {
        tested = testedLocals(code);
        for (Stmt s : code.stmts()) {
          if (s instanceof JReturnStmt r && r.getOp() instanceof Local l) {
            tested.add(l.getName());
          }
        }
        LocalSources.close(code, tested, name -> true);
      }
      if (!tested.contains(to.getName())) {
        continue;
      }
      for (FieldKey r : fieldsRead(code, inv.getBase())) {
        for (MethodInstance c : callees) {
          for (FieldKey f : functions.fieldsRead(c)) {
            readThrough.computeIfAbsent(r, x -> new TreeSet<>(
                java.util.Comparator.comparing(FieldKey::declaringClass)
                    .thenComparing(FieldKey::name))).add(f);
          }
        }
      }
    }
  }

  /** Records the final fields read through reference fields in one body. */
  private void scan(MethodCode code) {
    Set<String> tested = null;
    for (int i = 0; i < code.size(); i++) {
      if (!(code.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local to)
          || !(a.getRightOp() instanceof JInstanceFieldRef f) || !finals.qualifies(f)) {
        continue;
      }
      if (tested == null) {
        tested = testedLocals(code);
      }
      if (!tested.contains(to.getName())) {
        continue;
      }
      FieldKey finalField = app.key(f.getFieldSignature()).orElse(null);
      for (FieldKey r : fieldsRead(code, f.getBase())) {
        readThrough.computeIfAbsent(r, x -> new TreeSet<>(
            java.util.Comparator.comparing(FieldKey::declaringClass)
                .thenComparing(FieldKey::name))).add(finalField);
      }
    }
  }

  /** The fields some definition of the local reads, directly or through copies and casts. */
  private List<FieldKey> fieldsRead(MethodCode code, Local l) {
    List<FieldKey> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>(List.of(l.getName()));
    List<String> work = new ArrayList<>(seen);
    while (!work.isEmpty()) {
      String name = work.remove(work.size() - 1);
      for (Stmt s : code.stmts()) {
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local d)
            || !d.getName().equals(name)) {
          continue;
        }
        Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
        if (rhs instanceof JFieldRef r) {
          app.key(r.getFieldSignature()).ifPresent(out::add);
        } else if (rhs instanceof Local m && seen.add(m.getName())) {
          work.add(m.getName());
        }
      }
    }
    return out;
  }

  /** The locals an {@code if} or {@code switch} uses, and those they are computed from. */
  private static Set<String> testedLocals(MethodCode code) {
    Set<String> out = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      List<Value> uses = s instanceof JIfStmt f ? f.getCondition().getUses()
          : s instanceof JSwitchStmt sw ? List.of(sw.getKey()) : List.of();
      uses.forEach(u -> {
        if (u instanceof Local l) {
          out.add(l.getName());
        }
      });
    }
    LocalSources.close(code, out, name -> true);
    return out;
  }

  /** True if a final field is read through the reference field (it is then tested). */
  boolean readThrough(FieldKey r) {
    return readThrough.containsKey(r);
  }

  /**
   * The class values of the domain of reference field {@code r}, sorted (empty: none). Computed
   * once per field from the points-to sets of the locals its writes store.
   */
  List<String> classes(FieldKey r) {
    Set<FieldKey> read = readThrough.get(r);
    if (read == null) {
      return List.of();
    }
    if (!classOf.containsKey(r)) {
      Map<AbstractObject, String> of = new HashMap<>();
      Map<String, Map<FieldKey, LocalValue>> values = new TreeMap<>();
      for (AbstractObject o : storedObjects(r)) {
        Map<FieldKey, LocalValue> known = new LinkedHashMap<>();
        for (FieldKey f : read) {
          Set<LocalValue> v = finals.values().getOrDefault(f, Map.of()).get(o);
          if (v != null && v.size() == 1) {
            known.put(f, v.iterator().next());
          }
        }
        String name = known.isEmpty() ? TrackedValues.NONNULL : name(known);
        of.put(o, name);
        if (!known.isEmpty()) {
          values.put(name, known);
        }
      }
      if (values.size() > MAX_CLASSES) {
        values.clear();
        of.replaceAll((o, c) -> TrackedValues.NONNULL);
      }
      classOf.put(r, of);
      classes.put(r, values);
    }
    return List.copyOf(classes.get(r).keySet());
  }

  /** The objects the writes of {@code r} store (points-to sets of the stored locals). */
  private Set<AbstractObject> storedObjects(FieldKey r) {
    if (stored == null) {
      stored = new HashMap<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        for (int i = 0; code != null && i < code.size(); i++) {
          if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
              && a.getRightOp() instanceof Local l) {
            FieldKey k = app.key(f.getFieldSignature()).orElse(null);
            if (k != null && readThrough.containsKey(k)) {
              stored.computeIfAbsent(k, x -> new LinkedHashSet<>())
                  .addAll(pts.pointsTo(mi, i, l));
            }
          }
        }
      }
    }
    return stored.getOrDefault(r, Set.of());
  }

  private static String name(Map<FieldKey, LocalValue> known) {
    List<String> parts = new ArrayList<>();
    known.forEach((f, v) -> parts.add(f.name() + "=" + text(v)));
    return String.join("/", parts);
  }

  private static String text(LocalValue v) {
    return v instanceof LocalValue.EnumConstant c ? c.name()
        : v instanceof LocalValue.Int i ? Long.toString(i.value()) : v.toString();
  }

  /** The final values of a class value of field {@code r}, or null (not a class value). */
  LocalValue.Finals local(FieldKey r, String value) {
    Map<FieldKey, LocalValue> v = classes.getOrDefault(r, Map.of()).get(value);
    return v == null ? null : new LocalValue.Finals(v);
  }

  /**
   * The domain values of reference field {@code r} (with classes) that the write
   * {@code ... = rhs} at statement {@code at} of {@code mi} may store, {@code v} being the
   * value known for {@code rhs}: {@code null} alone for a null value; else the classes of the
   * objects of the points-to set of {@code rhs} ({@code nonnull} for objects without a class,
   * and for an empty set or a non-local), and {@code null} too unless {@code v} is known to be
   * an object. Sorted in domain order.
   */
  List<String> written(TrackedValues.Tracked t, MethodInstance mi, int at, Value rhs,
      LocalValue v) {
    if (v instanceof LocalValue.Null || rhs instanceof NullConstant) {
      return List.of(SingletonIdentities.NULL);
    }
    Set<String> out = new LinkedHashSet<>();
    if (!LocalValue.isObject(v)) {
      out.add(SingletonIdentities.NULL);
    }
    List<AbstractObject> objs = rhs instanceof Local l ? pts.pointsTo(mi, at, l) : List.of();
    if (objs.isEmpty()) {
      out.add(TrackedValues.NONNULL);
    }
    Map<AbstractObject, String> of = classOf.getOrDefault(t.key(), Map.of());
    for (AbstractObject o : objs) {
      out.add(of.getOrDefault(o, TrackedValues.NONNULL));
    }
    List<String> sorted = new ArrayList<>(t.values());
    sorted.retainAll(out);
    return sorted.size() == out.size() ? sorted : null;
  }

  /** The value of the final field {@code f} read from an object of class {@code c}, or null. */
  LocalValue finalValue(LocalValue.Finals c, JInstanceFieldRef f) {
    return app.key(f.getFieldSignature()).map(c.values()::get).orElse(null);
  }

  /** True if field {@code r}'s domain has classes. */
  boolean hasClasses(TrackedValues.Tracked t) {
    return t.kind() == TrackedValues.Kind.REFERENCE
        && !classes.getOrDefault(t.key(), Map.of()).isEmpty()
        && t.values().containsAll(classes.get(t.key()).keySet());
  }
}
