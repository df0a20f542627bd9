package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;

/**
 * The values of {@code final} int-like, {@code boolean} and enum instance fields per abstract
 * object, when the constructors set them from constants: {@code final int id} set to {@code 1}
 * by {@code new Account(1)} and to {@code 2} by {@code new Account(2)}, a record component set
 * from an enum constant at each {@code new Cmd(Kind.STOP)}. A read {@code x.f} then has, at a
 * statement, the union of the values of the objects {@code x} may point to; when that union is
 * one value, the read is that value ({@link #read}), so a condition on it is decided.
 *
 * <p><b>Tracked fields.</b> A qualifying field may also be a tracked field ({@link
 * TrackedValues}: compared with constants, one variable per object that is not a summary).
 * Then a read with one known value is pinned to it rather than switched on the variable (the
 * two agree, and this one also holds for summary objects), and a write whose value is not
 * known where it is made (a constructor parameter) stores, per object, that object's values
 * ({@link #written}) instead of any value of the domain.
 *
 * <p><b>Qualifying fields.</b> A field {@code D.f} qualifies when it is {@code final}, not
 * {@code static}, of kind {@code boolean}, int-like or application enum; no reflective,
 * {@code Unsafe} or deserializing write may reach it ({@link ReflectedFields}: when any field
 * may be written behind the model's back, nothing qualifies); every write of it in reachable
 * code is {@code this.f = v} in a constructor of {@code D} made <em>before {@code this}
 * escapes</em> ({@link ConstructedFinalFields#writtenBeforeEscape}: every statement that can run before a write of
 * {@code f} uses {@code this} only for the super constructor {@code Object.<init>} or
 * {@code Record.<init>} and its own field accesses, never reading {@code f}, and no path
 * returns without a write; checks and throws before the write, as in {@code
 * checkArgument(...)}, are allowed); and every
 * reachable constructor instance of {@code D} either writes it or delegates to another
 * constructor of {@code D} ({@code this(...)}).
 *
 * <p><b>Values per object.</b> For each write, the objects are the points-to set of
 * {@code this} in that constructor instance, and the value written is: an int constant, an enum
 * constant (a string constant for a fixed {@code String} field, {@link #isFixedString}), a copy
 * of one, or a parameter, whose values are those of the arguments at every
 * call statement that invokes that instance ({@link PointsToResult#argumentSites}; an instance
 * invoked otherwise, by the library or by reflection, has no sites and its parameters are
 * unknown), followed up to {@link #MAX_DEPTH} steps back (through delegating and super
 * constructors and factories; a recursive chain is unknown). Anything else makes the write unknown, and then every object it may write is
 * unknown. An object's values are the union over every write that may store into it.
 *
 * <p><b>Soundness.</b> A runtime object comes into being only through a constructor (reflection
 * and deserialization are excluded above; a constructor invoked by the library has no argument
 * sites, so its parameters are unknown). Every constructor of {@code D} writes {@code f} or
 * delegates to one that does, and a subclass constructor reaches a constructor of {@code D}
 * through {@code super(...)} before it can use {@code this} (the verifier forbids any other use
 * of an uninitialised {@code this}), so every object whose class has the field gets a write
 * from an instance whose {@code this} points to its abstract object. Before that write no
 * reference to the object exists outside the constructor's frame and the frame does not read
 * {@code f}, so no read sees the default value; after it, no other write changes {@code f} (all
 * writes are such constructor writes, once per constructor run; several writes union their
 * values). A thread that obtains the object by any publication, racy or not, sees the
 * constructor's value of a {@code final} field of an object that did not escape during
 * construction (JLS 17.5). A read's base holds one of the objects of its non-empty points-to
 * set (the assumption every monitor of the model rests on), so the value read is in the union
 * of theirs; an empty set, or an object without known values (a library object, an object of
 * a class whose constructor is not reachable), gives no value. The value is exact for summary
 * objects too: each of their runtime objects was written from the same set.
 */
final class FinalFieldValues {
  /**
   * How many steps back (copies and calls) a value is followed: deep enough for a constant
   * passed down a chain of constructors and factories, as libraries do.
   */
  static final int MAX_DEPTH = 16;

  private final PointsToResult pts;
  private final ApplicationFields app;
  /** Per qualifying field, per object, its values (null: some write of it is unknown). */
  private final Map<FieldKey, Map<AbstractObject, Set<LocalValue>>> values =
      new LinkedHashMap<>();
  /**
   * The final {@code String} fields that satisfy every condition of a qualifying field but the
   * kind: each object's value is the one its constructor stored before {@code this} escaped,
   * fixed for the object's life; per object, its string constants ({@link LocalValue.Text};
   * null: some write of it is unknown).
   */
  private final Map<FieldKey, Map<AbstractObject, Set<LocalValue>>> fixedStrings =
      new LinkedHashMap<>();
  /** The values of parameters already followed (null: unknown, or being followed). */
  private final Map<Map.Entry<MethodInstance, Integer>, Set<LocalValue>> parameters =
      new HashMap<>();

  FinalFieldValues(PointsToResult pts, ApplicationFields app) {
    this.pts = pts;
    this.app = app;
    if (pts.code() == null) {
      return;
    }
    ReflectedFields behind = ReflectedFields.of(pts);
    if (behind.anyField() != null) {
      return;
    }
    Map<FieldKey, List<Map.Entry<MethodInstance, Integer>>> writes = new LinkedHashMap<>();
    Set<FieldKey> bad = new LinkedHashSet<>(behind.written());
    Map<String, List<MethodInstance>> constructors = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      String owner = mi.method().getDeclaringClassType().getFullyQualifiedName();
      boolean init = mi.method().getName().equals("<init>");
      if (init) {
        constructors.computeIfAbsent(owner, k -> new ArrayList<>()).add(mi);
      }
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a)
            || !(a.getLeftOp() instanceof JInstanceFieldRef f)) {
          continue;
        }
        Optional<FieldKey> k = app.key(f.getFieldSignature());
        if (k.isEmpty()) {
          continue;
        }
        writes.computeIfAbsent(k.get(), x -> new ArrayList<>()).add(Map.entry(mi, i));
        if (!init || !owner.equals(k.get().declaringClass())
            || !ConstructedFinalFields.writtenBeforeEscape(pts, mi, f)) {
          bad.add(k.get());
        }
      }
    }
    writes.forEach((k, sites) -> {
      if (bad.contains(k) || !everyConstructorWrites(k, sites,
          constructors.getOrDefault(k.declaringClass(), List.of()))) {
        return;
      }
      if (isCandidate(k)) {
        values.put(k, objectValues(sites));
      } else if (isFinalString(k)) {
        fixedStrings.put(k, objectValues(sites));
      }
    });
  }

  private boolean isCandidate(FieldKey k) {
    Optional<? extends SootField> field = app.fieldOf(k);
    if (field.isEmpty() || !field.get().isFinal() || field.get().isStatic()) {
      return false;
    }
    Kind kind = app.kindOf(field.get().getType());
    return kind == Kind.INT || kind == Kind.BOOLEAN || kind == Kind.ENUM;
  }

  private boolean isFinalString(FieldKey k) {
    Optional<? extends SootField> field = app.fieldOf(k);
    return field.isPresent() && field.get().isFinal() && !field.get().isStatic()
        && field.get().getType().toString().equals("java.lang.String");
  }

  /**
   * True if {@code k} is a final {@code String} field whose value is fixed for each object's
   * life and seen by every read (the conditions of a qualifying field, for the kind {@code
   * String}); its values are not known.
   */
  boolean isFixedString(FieldKey k) {
    return fixedStrings.containsKey(k);
  }

  /** The one string constant fixed {@code String} field {@code k} holds in {@code o}, or null. */
  String stringValue(FieldKey k, AbstractObject o) {
    Set<LocalValue> v = fixedStrings.getOrDefault(k, Map.of()).get(o);
    return v != null && v.size() == 1 && v.iterator().next() instanceof LocalValue.Text t
        ? t.value() : null;
  }

  /** Every constructor instance of the declaring class writes the field or delegates. */
  private boolean everyConstructorWrites(FieldKey k, List<Map.Entry<MethodInstance, Integer>> sites,
      List<MethodInstance> constructors) {
    for (MethodInstance ctor : constructors) {
      if (sites.stream().noneMatch(s -> s.getKey().equals(ctor)) && !ConstructedFinalFields.delegates(pts, ctor, k.declaringClass())) {
        return false;
      }
    }
    return true;
  }

  /** True if the constructor calls another constructor of its own class on {@code this}. */
  private Map<AbstractObject, Set<LocalValue>> objectValues(
      List<Map.Entry<MethodInstance, Integer>> sites) {
    Map<AbstractObject, Set<LocalValue>> out = new HashMap<>();
    Set<AbstractObject> unknown = new LinkedHashSet<>();
    for (Map.Entry<MethodInstance, Integer> w : sites) {
      MethodInstance mi = w.getKey();
      JAssignStmt a = (JAssignStmt) pts.body(mi).stmt(w.getValue());
      JInstanceFieldRef f = (JInstanceFieldRef) a.getLeftOp();
      Set<LocalValue> v = valuesOf(mi, a.getRightOp(), 0);
      for (AbstractObject o : pts.pointsTo(mi, w.getValue(), f.getBase())) {
        if (v == null) {
          unknown.add(o);
        } else {
          out.computeIfAbsent(o, x -> new LinkedHashSet<>()).addAll(v);
        }
      }
    }
    unknown.forEach(o -> out.put(o, null));
    return out;
  }

  /**
   * The values an immediate of {@code mi} may hold: constants, enum constants, and locals whose
   * every definition is one of those, a copy, or a parameter (followed to the argument sites).
   * Null if unknown.
   */
  private Set<LocalValue> valuesOf(MethodInstance mi, Value v, int depth) {
    if (JvmArithmetic.constant(v) != null) {
      return Set.of(new LocalValue.Int(JvmArithmetic.constant(v)));
    }
    if (v instanceof sootup.core.jimple.common.constant.StringConstant c) {
      return Set.of(new LocalValue.Text(c.getValue()));
    }
    if (v instanceof JStaticFieldRef sf) {
      LocalValue.EnumConstant c = app.enumConstant(sf);
      return c == null ? null : Set.of(c);
    }
    if (!(v instanceof Local l) || depth > MAX_DEPTH) {
      return null;
    }
    MethodCode code = pts.body(mi);
    if (code == null) {
      return null;
    }
    Set<LocalValue> out = new LinkedHashSet<>();
    boolean defined = false;
    for (Stmt s : code.stmts()) {
      if (s.getDef().filter(d -> d instanceof Local x && x.getName().equals(l.getName()))
          .isEmpty()) {
        continue;
      }
      defined = true;
      Set<LocalValue> d;
      if (s instanceof JAssignStmt a) {
        d = a.getRightOp() instanceof Local copy && copy.getName().equals(l.getName()) ? null
            : valuesOf(mi, a.getRightOp(), depth + 1);
      } else if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
        d = parameterValues(mi, p.getIndex(), depth + 1);
      } else {
        d = null;
      }
      if (d == null) {
        return null;
      }
      out.addAll(d);
    }
    return defined ? out : null;
  }

  private Set<LocalValue> parameterValues(MethodInstance mi, int p, int depth) {
    Map.Entry<MethodInstance, Integer> key = Map.entry(mi, p);
    if (parameters.containsKey(key)) {
      return parameters.get(key); // null while in progress: a recursive chain is unknown
    }
    parameters.put(key, null);
    Set<LocalValue> v = computeParameterValues(mi, p, depth);
    parameters.put(key, v);
    return v;
  }

  private Set<LocalValue> computeParameterValues(MethodInstance mi, int p, int depth) {
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty() || depth > MAX_DEPTH) {
      return null;
    }
    Set<LocalValue> out = new LinkedHashSet<>();
    for (ArgumentSite site : sites) {
      Value arg = site.argument(p);
      if (arg == null) {
        return null;
      }
      ArgumentSite at = site.siteOf(p);
      MethodCode caller = pts.body(at.caller());
      Integer unrolled = caller == null || at.stmtIndex() < 0 ? null
          : caller.intValue(at.stmtIndex(), arg);
      Set<LocalValue> v = unrolled != null ? Set.of(new LocalValue.Int(unrolled))
          : valuesOf(at.caller(), arg, depth);
      if (v == null) {
        return null;
      }
      out.addAll(v);
    }
    return out;
  }

  /** The field a reference names, resolved to its declaring class, or null (not resolved). */
  FieldKey keyOf(JFieldRef f) {
    return app.key(f.getFieldSignature()).orElse(null);
  }

  /** True if the field a reference names qualifies (its reads may have known values). */
  boolean qualifies(JFieldRef f) {
    return f instanceof JInstanceFieldRef
        && app.key(f.getFieldSignature()).map(values::containsKey).orElse(false);
  }

  /**
   * The value of the read {@code f} at statement {@code at} of {@code mi}: the one value every
   * object its base may point to has, or null (unknown, or several).
   */
  LocalValue read(MethodInstance mi, int at, JInstanceFieldRef f) {
    return read(pts.pointsTo(mi, at, f.getBase()), f);
  }

  /**
   * The value of the read {@code f} whose base points to one of {@code objs} (a points-to set
   * narrowed along a path, {@link PolledObjects}): the one value they all have, or null.
   */
  LocalValue read(List<AbstractObject> objs, JInstanceFieldRef f) {
    Optional<FieldKey> k = app.key(f.getFieldSignature());
    return k.isEmpty() || !values.containsKey(k.get()) ? null : valueOf(k.get(), objs);
  }

  /** True if the field qualifies. */
  boolean qualifies(FieldKey k) {
    return k != null && values.containsKey(k);
  }

  /**
   * The one value field {@code k} has on every object of {@code objs}, or null (unknown, or
   * several values, or no object).
   */
  LocalValue valueOf(FieldKey k, List<AbstractObject> objs) {
    Map<AbstractObject, Set<LocalValue>> perObject = values.get(k);
    if (perObject == null || objs.isEmpty()) {
      return null;
    }
    Set<LocalValue> union = new LinkedHashSet<>();
    for (AbstractObject o : objs) {
      Set<LocalValue> v = perObject.get(o);
      if (v == null || v.isEmpty()) {
        return null;
      }
      union.addAll(v);
    }
    return union.size() == 1 ? union.iterator().next() : null;
  }

  /**
   * The domain values of tracked field {@code t} that a write of {@code f} into object {@code o}
   * may store: the object's values mapped into the domain, or null (unknown). Sound for any
   * write of a qualifying field, since the object's values are the union over every write
   * into it.
   */
  List<String> written(TrackedValues.Tracked t, JFieldRef f, AbstractObject o,
      TrackedValues tracked) {
    if (!(f instanceof JInstanceFieldRef) || o == null) {
      return null;
    }
    Set<LocalValue> v = app.key(f.getFieldSignature()).map(values::get)
        .map(m -> m.get(o)).orElse(null);
    if (v == null || v.isEmpty()) {
      return null;
    }
    Set<String> out = new LinkedHashSet<>();
    for (LocalValue x : v) {
      List<String> w = tracked.written(t, x);
      if (w == null) {
        return null;
      }
      out.addAll(w);
    }
    return List.copyOf(out);
  }

  /** The qualifying fields and their values per object (for tests and debugging). */
  Map<FieldKey, Map<AbstractObject, Set<LocalValue>>> values() {
    return values;
  }
}
