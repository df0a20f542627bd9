package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.FieldSignature;

/**
 * A reference domain that names singletons: the {@code static} fields whose object the
 * program compares by identity ({@code x == S}, {@code x != S}, or the expected value of a
 * {@code compareAndSet}) become values of their own, so such tests on tracked reference fields
 * are decided.
 *
 * <p><b>Named singletons.</b> A field {@code S} is named when it is a fresh non-null candidate
 * of {@link StaticSingletons} (every write, all in its class's initialiser, stores a
 * {@code new} object, so after initialisation it holds one allocated object), some reachable
 * identity test or compare-and-set reads it, its points-to set is not empty, and it shares no
 * object with the points-to set of another named singleton. So two named singletons are two
 * different objects, and every non-empty points-to set contains the object of each named
 * singleton a local holding it may hold (the assumption every monitor of the model rests on).
 *
 * <p><b>Values.</b> {@link LocalValue.Singleton}{@code (S)} is exactly the object of {@code S}
 * (a read of {@code S} after initialisation, or a non-null local whose points-to set is the
 * single non-summary object of {@code S}); {@link LocalValue.Other}{@code (N)} is a non-null
 * reference that is none of the singletons {@code N} (a non-null local whose points-to set
 * shares no object with theirs, a string or class constant, which is never a {@code new}
 * object). {@link #same} decides identity: a singleton is itself, differs from another
 * singleton and from an {@code Other} that excludes it; {@code null} differs from all of them.
 *
 * <p><b>Tracked reference fields.</b> The domain of a tracked reference field {@code f} is
 * {@code null}, {@code nonnull} and the named singletons some write of {@code f} may store
 * ({@link #namedFor}: the points-to set of a stored local meets theirs, or is empty). There
 * {@code nonnull} means "non-null and none of those", so a read gives {@code Other} of them.
 * Invariant: the value in the model is the field's value in the run. A write of {@code null}
 * or of a named singleton of the domain keeps it exactly; a write of another named singleton
 * is {@code nonnull} (different objects); a write of a non-null value that may be one of the
 * domain's singletons is a choice among those and {@code nonnull} ({@link #written}); an
 * unknown value is a choice among the whole domain, as before. A field that can hold no named
 * singleton keeps the domain {@code null nonnull}.
 */
final class SingletonIdentities {
  static final String NULL = "null";

  private final PointsToResult pts;
  /** The named singletons, sorted, with their objects. */
  private final Map<String, List<AbstractObject>> named = new LinkedHashMap<>();
  private final Function<FieldSignature, Optional<TrackedValues.FieldKey>> key;
  private final FieldUpdaters updaters;
  private final StaticSingletons statics;
  private Map<TrackedValues.FieldKey, List<String>> perField;

  SingletonIdentities(PointsToResult pts, NonNullLocals nonNull,
      Function<FieldSignature, Optional<TrackedValues.FieldKey>> key, FieldUpdaters updaters) {
    this.pts = pts;
    this.key = key;
    this.updaters = updaters;
    this.statics = nonNull.statics();
    if (pts.code() == null) {
      return;
    }
    Set<String> compared = new TreeSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        List<Value> operands = new ArrayList<>();
        if (s instanceof JIfStmt f && (f.getCondition() instanceof JEqExpr
            || f.getCondition() instanceof JNeExpr)) {
          AbstractConditionExpr c = f.getCondition();
          operands.add(c.getOp1());
          operands.add(c.getOp2());
        }
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv != null && isCompareAndSet(inv.getMethodSignature().getName())) {
          operands.addAll(inv.getArgs());
        }
        for (Value v : operands) {
          if (v instanceof Local l) {
            compared.addAll(readsOf(code, l, statics));
          }
        }
      }
    }
    Map<String, List<AbstractObject>> candidates = new LinkedHashMap<>();
    for (String s : compared) {
      List<AbstractObject> objs = pts.pointsToStatic(s);
      if (statics.isFresh(s) && nonNull.isNonNullStatic(s) && !objs.isEmpty()) {
        candidates.put(s, objs);
      }
    }
    candidates.forEach((s, objs) -> {
      boolean alone = candidates.entrySet().stream().noneMatch(
          e -> !e.getKey().equals(s) && !Collections.disjoint(e.getValue(), objs));
      if (alone) {
        named.put(s, objs);
      }
    });
  }

  /**
   * The value of a {@code new} object or a string or class constant in {@code mi}: none of
   * the named singletons, except in a static initialiser (whose {@code new} may be the
   * allocation a singleton holds).
   */
  LocalValue fresh(MethodInstance mi, Value v) {
    boolean initialiser = mi.method().getName().equals("<clinit>")
        && v instanceof sootup.core.jimple.common.expr.JNewExpr;
    return named.isEmpty() || initialiser ? new LocalValue.NonNull()
        : new LocalValue.Other(List.copyOf(named.keySet()));
  }

  /**
   * The value of a read of a static field in {@code mi}: the named singleton it is, when the
   * read happens after its class is initialised ({@link StaticSingletons}), else null.
   */
  LocalValue read(MethodInstance mi, JStaticFieldRef f) {
    if (named.isEmpty()) {
      return null;
    }
    String k = statics.key(f);
    return k != null && named.containsKey(k) && statics.readAfterInit(mi, k)
        ? new LocalValue.Singleton(k) : null;
  }

  /** The named singletons, sorted. */
  List<String> named() {
    return List.copyOf(named.keySet());
  }

  /** The abstract objects of a named singleton (empty for another field). */
  List<AbstractObject> objects(String singleton) {
    return named.getOrDefault(singleton, List.of());
  }

  private static boolean isCompareAndSet(String method) {
    return method.equals("compareAndSet") || method.startsWith("weakCompareAndSet")
        || method.startsWith("compareAndExchange");
  }

  /** The candidates of {@link StaticSingletons} a definition of the local reads. */
  private static Set<String> readsOf(MethodCode code, Local l, StaticSingletons statics) {
    Set<String> out = new TreeSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName()) && a.getRightOp() instanceof JStaticFieldRef f) {
        String k = statics.key(f);
        if (k != null && statics.writes().containsKey(k)) {
          out.add(k);
        }
      }
    }
    return out;
  }

  /**
   * The named singletons a write of the tracked reference field may store, sorted: those
   * whose object the points-to set of a stored local (a plain store or an updater's write)
   * may hold, all of them when that set is empty.
   */
  List<String> namedFor(TrackedValues.FieldKey field) {
    if (named.isEmpty()) {
      return List.of();
    }
    if (perField == null) {
      perField = new HashMap<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        if (code == null) {
          continue;
        }
        for (int i = 0; i < code.size(); i++) {
          TrackedValues.FieldKey k = null;
          Value stored = null;
          if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
            k = key.apply(f.getFieldSignature()).orElse(null);
            stored = a.getRightOp();
          }
          FieldUpdaters.Access acc = updaters.at(code, i);
          if (acc != null && acc.op().mutates()) {
            k = acc.field();
            stored = FieldUpdaters.written(MethodCode.invokeOf(code.stmt(i)), acc.op());
          }
          if (k != null && stored instanceof Local l) {
            List<AbstractObject> p = pts.pointsTo(mi, i, l);
            Set<String> to = new TreeSet<>(perField.getOrDefault(k, List.of()));
            named.forEach((s, objs) -> {
              if (p.isEmpty() || !Collections.disjoint(p, objs)) {
                to.add(s);
              }
            });
            perField.put(k, List.copyOf(to));
          }
        }
      }
    }
    return perField.getOrDefault(field, List.of());
  }

  /**
   * The value with what the points-to set of the operand shows: a non-null local whose set is
   * a named singleton's single non-summary object, and that may hold no JDK object the set does
   * not show ({@link PointsToResult#mayBeOpaque}), is that singleton; one whose set shares no
   * object with some named singletons is none of them; a string or class constant is none of
   * them. Other values are returned unchanged.
   */
  LocalValue sharpen(LocalValue v, MethodInstance mi, int at, Value operand) {
    if (named.isEmpty() || !(v instanceof LocalValue.NonNull || v instanceof LocalValue.Other)) {
      return v;
    }
    Set<String> not = new TreeSet<>(v instanceof LocalValue.Other o ? o.not() : List.of());
    if (TrackedValues.isNonNullConstant(operand)) {
      not.addAll(named.keySet());
    } else if (operand instanceof Local l) {
      List<AbstractObject> p = pts.pointsTo(mi, at, l);
      if (p.isEmpty()) {
        return v;
      }
      for (Map.Entry<String, List<AbstractObject>> e : named.entrySet()) {
        List<AbstractObject> objs = e.getValue();
        if (Collections.disjoint(p, objs)) {
          not.add(e.getKey());
        } else if (objs.size() == 1 && objs.containsAll(p) && !pts.isSummary(objs.get(0))
            && !not.contains(e.getKey()) && !pts.mayBeOpaque(mi, at, l)) {
          return new LocalValue.Singleton(e.getKey());
        }
      }
    }
    return not.isEmpty() ? v : new LocalValue.Other(List.copyOf(not));
  }

  /**
   * Whether two reference values are the same object: TRUE, FALSE, or null when the values do
   * not tell (see the class comment).
   */
  static Boolean same(LocalValue a, LocalValue b) {
    if (a instanceof LocalValue.Null || b instanceof LocalValue.Null) {
      LocalValue other = a instanceof LocalValue.Null ? b : a;
      return other instanceof LocalValue.Null ? Boolean.TRUE
          : LocalValue.isObject(other) ? Boolean.FALSE : null;
    }
    if (a instanceof LocalValue.Finals x && b instanceof LocalValue.Finals y
        && x.values().entrySet().stream().anyMatch(e -> y.values().containsKey(e.getKey())
            && !y.values().get(e.getKey()).equals(e.getValue()))) {
      return Boolean.FALSE; // a final field with different values: different objects
    }
    if (a instanceof LocalValue.Singleton x && b instanceof LocalValue.Singleton y) {
      return x.equals(y);
    }
    if (a instanceof LocalValue.Singleton x && b instanceof LocalValue.Other o) {
      return o.not().contains(x.field()) ? Boolean.FALSE : null;
    }
    if (b instanceof LocalValue.Singleton x && a instanceof LocalValue.Other o) {
      return o.not().contains(x.field()) ? Boolean.FALSE : null;
    }
    return null;
  }

  /**
   * Whether an enum constant and a named singleton, or a reference that is none of some named
   * singletons (in either order), are the same object, when the constant's field is itself a
   * named singleton: it is that singleton and no other (named singletons are distinct
   * objects), and not an object that excludes it; null otherwise.
   */
  Boolean sameAsConstant(LocalValue a, LocalValue b) {
    LocalValue.EnumConstant c = a instanceof LocalValue.EnumConstant x ? x
        : b instanceof LocalValue.EnumConstant y ? y : null;
    LocalValue other = c == a ? b : a;
    String key = c == null ? null : c.enumClass() + "." + c.name();
    if (key == null || !named.containsKey(key)) {
      return null;
    }
    if (other instanceof LocalValue.Singleton s) {
      return key.equals(s.field());
    }
    return other instanceof LocalValue.Other o && o.not().contains(key) ? Boolean.FALSE : null;
  }

  /** The domain of a tracked reference field that may hold the named singletons given. */
  static List<String> domain(List<String> singletons) {
    List<String> out = new ArrayList<>(List.of(NULL, TrackedValues.NONNULL));
    out.addAll(singletons);
    return out;
  }

  /** The value a read of a reference domain's value gives a local. */
  static LocalValue local(List<String> domain, String value) {
    if (value.equals(NULL)) {
      return new LocalValue.Null();
    }
    if (value.equals(TrackedValues.NONNULL)) {
      List<String> singletons = singletons(domain);
      return singletons.isEmpty() ? new LocalValue.NonNull() : new LocalValue.Other(singletons);
    }
    return new LocalValue.Singleton(value);
  }

  /**
   * The values of a reference domain a write of {@code v} may store, or null when {@code v}
   * is not known to be a reference (then every value of the domain).
   */
  static List<String> written(List<String> domain, LocalValue v) {
    if (v instanceof LocalValue.Null) {
      return List.of(NULL);
    }
    if (v instanceof LocalValue.Singleton s) {
      return List.of(domain.contains(s.field()) ? s.field() : TrackedValues.NONNULL);
    }
    if (!LocalValue.isObject(v)) {
      return null;
    }
    List<String> out = new ArrayList<>(List.of(TrackedValues.NONNULL));
    for (String s : singletons(domain)) {
      if (!(v instanceof LocalValue.Other o) || !o.not().contains(s)) {
        out.add(s);
      }
    }
    return out;
  }

  private static List<String> singletons(List<String> domain) {
    List<String> out = new ArrayList<>(domain);
    out.remove(NULL);
    out.remove(TrackedValues.NONNULL);
    return out;
  }
}
