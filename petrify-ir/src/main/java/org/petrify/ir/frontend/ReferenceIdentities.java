package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.PrimitiveType;

/**
 * Which-object values of reference fields: a field that holds one of a few known objects (an
 * intrusive list of waiters, {@code guard.next}, {@code activeGuards} in Guava's
 * {@code Monitor}) is tracked with a value per object, so a read tells which object the local
 * got and the uses of the local (its field accesses, its condition or monitor, the callees of
 * calls on it, identity tests) see only that object ({@link PolledObjects}).
 *
 * <p><b>Qualifying fields.</b> A reference field {@code R} qualifies when every reachable write
 * of it stores {@code null} or a local whose points-to set is not empty and holds only objects
 * that are no summary (each stands for one runtime object) and no library objects (the JDK may
 * return one shared object from several calls), and that may hold no JDK object
 * no set shows ({@link PointsToResult#mayBeOpaque}: a string, a box, an unmodelled JDK call's
 * result; no value could name it);
 * the union of those sets, the field's <em>objects</em>, has at most {@link #MAX_OBJECTS}
 * objects; no field updater writes it; and which object it holds matters: a local read from {@code R} (through copies
 * and casts) is a monitor operand, the receiver of a {@code java.util.concurrent} method, or
 * the base of a field read whose local is one of those, or it is compared by identity with
 * another reference ({@code p == g}, not with a constant). Other reference fields keep their
 * domains ({@link SingletonIdentities}, {@link ReferenceClasses}).
 *
 * <p><b>Domain and invariant.</b> {@code null nonnull} and one value per object, named by the
 * object. Invariant: the variable holds the object's value exactly when the Java field holds
 * the runtime object it stands for, and {@code null} when it holds null ({@code nonnull} is
 * never stored by a known write). A write stores {@code null} for null; for a local pinned to
 * an object that object ({@link PolledObjects}: the local holds null or that object, so the
 * write is that object or, unless the local is known to be an object, {@code null}); for any
 * other local a choice among the objects of its points-to set (and {@code null}). Soundness:
 * the runtime object stored is one of the objects of the local's points-to set (the
 * assumption every monitor of the model rests on), and each of them is one runtime object, so
 * the value names the one object the field holds. A read of an object's value pins the local
 * to that object, which holds the local's value exactly.
 */
final class ReferenceIdentities {
  /** The most objects a field is tracked with. */
  static final int MAX_OBJECTS = 8;

  private final PointsToResult pts;
  private final ApplicationFields app;
  /** Per qualifying field, its objects in the order first stored (sorted by name later). */
  private final Map<FieldKey, List<AbstractObject>> objects = new LinkedHashMap<>();
  /** Per object value name (any field), its object. */
  private final Map<String, AbstractObject> byName = new HashMap<>();

  ReferenceIdentities(PointsToResult pts, ApplicationFields app, FieldUpdaters updaters) {
    this.pts = pts;
    this.app = app;
    if (pts.code() == null) {
      return;
    }
    Map<FieldKey, Set<AbstractObject>> stored = new LinkedHashMap<>();
    Set<FieldKey> failed = new LinkedHashSet<>();
    Set<FieldKey> matters = new LinkedHashSet<>();
    Set<MethodCode> seen = java.util.Collections.newSetFromMap(
        new java.util.IdentityHashMap<>());
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof JFieldRef f)
            || a.getLeftOp().getType() instanceof PrimitiveType) {
          continue;
        }
        FieldKey k = app.key(f.getFieldSignature()).orElse(null);
        if (k == null || app.kindOf(f.getFieldSignature().getType())
            != TrackedValues.Kind.REFERENCE) {
          continue;
        }
        Value rhs = TrackingDecision.storedReference(a.getRightOp());
        if (rhs instanceof NullConstant) {
          continue;
        }
        List<AbstractObject> objs = rhs instanceof Local l ? pts.pointsTo(mi, i, l) : List.of();
        if (objs.isEmpty() || objs.stream().anyMatch(pts::isSummary)
            || objs.stream().anyMatch(o -> o.kind() == AbstractObject.Kind.LIBRARY)
            || pts.mayBeOpaque(mi, i, (Local) rhs)) {
          failed.add(k);
        } else {
          stored.computeIfAbsent(k, x -> new LinkedHashSet<>()).addAll(objs);
        }
      }
      if (seen.add(code)) {
        matters.addAll(mattering(code));
      }
    }
    stored.forEach((k, objs) -> {
      if (!failed.contains(k) && matters.contains(k) && objs.size() <= MAX_OBJECTS
          && !updaters.isManaged(k)) {
        List<AbstractObject> sorted = new ArrayList<>(objs);
        sorted.sort(java.util.Comparator.comparing(AbstractObject::name));
        objects.put(k, List.copyOf(sorted));
        sorted.forEach(o -> byName.put(o.name(), o));
      }
    });
  }

  /** The reference fields whose reads reach an identity use in one body (class comment). */
  private Set<FieldKey> mattering(MethodCode code) {
    Set<FieldKey> out = new LinkedHashSet<>();
    Set<String> used = identityUses(code, false);
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && used.contains(d.getName()) && a.getRightOp() instanceof JFieldRef f) {
        app.key(f.getFieldSignature()).ifPresent(out::add);
      }
    }
    return out;
  }

  /**
   * The locals of a body whose object matters (class comment): monitor operands, the locals of
   * identity tests, receivers of {@code java.util.concurrent} methods and, with {@code
   * callReceivers}, of calls of methods outside the JDK (whose callee, and its monitor on
   * {@code this}, is chosen by the receiver's object); and, closed under definitions, the
   * sources of copies and casts of such locals and the bases of field reads that give one.
   */
  static Set<String> identityUses(MethodCode code, boolean callReceivers) {
    Set<String> used = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
        used.add(l.getName());
      } else if (s instanceof JExitMonitorStmt m && m.getOp() instanceof Local l) {
        used.add(l.getName());
      } else if (s instanceof JIfStmt f && isIdentityTest(f.getCondition())) {
        used.add(((Local) f.getCondition().getOp1()).getName());
        used.add(((Local) f.getCondition().getOp2()).getName());
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv instanceof AbstractInstanceInvokeExpr ii) {
        String cls = inv.getMethodSignature().getDeclClassType().toString();
        if (cls.startsWith("java.util.concurrent.") || callReceivers
            && !cls.startsWith("java.") && !cls.startsWith("javax.")) {
          used.add(ii.getBase().getName());
        }
      }
    }
    // one pass over definitions per round until nothing is added
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Stmt s : code.stmts()) {
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local d)
            || !used.contains(d.getName())) {
          continue;
        }
        Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
        if (rhs instanceof Local src) {
          changed |= used.add(src.getName());
        } else if (rhs instanceof JInstanceFieldRef f) {
          changed |= used.add(f.getBase().getName());
        }
      }
    }
    return used;
  }

  /**
   * True if the local is surely not null at statement {@code at}: it is never assigned but by
   * an identity statement (a parameter or {@code this}), and an earlier statement that
   * dominates {@code at} dereferences it (a field access or instance call on it, or a
   * {@code monitorenter}) in a body without exception handlers. If it were null, that
   * statement would have thrown a {@code NullPointerException}, which no handler of the body
   * catches, so no run reaches {@code at} with it null (the dominance is over normal control
   * flow, the only flow of a body without handlers).
   */
  static boolean dereferencedBefore(MethodCode code, int at, Local l) {
    if (code == null) {
      return false;
    }
    for (int k = 0; k < code.size(); k++) {
      if (!code.handlers(k).isEmpty() || code.stmt(k) instanceof JAssignStmt a
          && a.getLeftOp() instanceof Local d && d.getName().equals(l.getName())) {
        return false;
      }
    }
    for (int k = 0; k < code.size(); k++) {
      if (k != at && code.dominates(k, at) && dereferences(code.stmt(k), l.getName())) {
        return true;
      }
    }
    return false;
  }

  private static boolean dereferences(Stmt s, String l) {
    if (s instanceof JEnterMonitorStmt m && m.getOp() instanceof Local x
        && x.getName().equals(l)) {
      return true;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv instanceof AbstractInstanceInvokeExpr ii && ii.getBase().getName().equals(l)) {
      return true;
    }
    if (s instanceof JAssignStmt a) {
      for (Value v : List.of(a.getLeftOp(), a.getRightOp())) {
        if (v instanceof JInstanceFieldRef f && f.getBase().getName().equals(l)) {
          return true;
        }
      }
    }
    return false;
  }

  /** {@code a == b} or {@code a != b} of two reference locals. */
  private static boolean isIdentityTest(AbstractConditionExpr c) {
    return (c instanceof JEqExpr || c instanceof JNeExpr)
        && c.getOp1() instanceof Local a && !(a.getType() instanceof PrimitiveType)
        && c.getOp2() instanceof Local b && !(b.getType() instanceof PrimitiveType);
  }

  /** True if a write of the field may store this local (for {@link TrackingDecision}). */
  boolean storesKnown(FieldKey k) {
    return objects.containsKey(k);
  }

  /** The object values of a qualifying field, sorted by name (empty: the field is none). */
  List<String> values(FieldKey k) {
    return objects.getOrDefault(k, List.of()).stream().map(AbstractObject::name).toList();
  }

  /** True if the field's domain names objects. */
  boolean hasIdentities(TrackedValues.Tracked t) {
    List<AbstractObject> objs = objects.get(t.key());
    return t.kind() == TrackedValues.Kind.REFERENCE && objs != null
        && t.values().containsAll(values(t.key()));
  }

  /** The object a domain value names, or null (null, nonnull or another domain's value). */
  AbstractObject object(TrackedValues.Tracked t, String value) {
    return hasIdentities(t) ? byName.get(value) : null;
  }

  /**
   * The domain values a write of {@code rhs} (value {@code v}) at statement {@code at} of
   * {@code mi} may store into a field with identities, in domain order: {@code null} alone for
   * null; else the pinned object or the objects of the local's points-to set, and
   * {@code null} unless {@code v} is known to be an object. Null when not known (a local with
   * an object outside the domain, or not a local).
   */
  List<String> written(TrackedValues.Tracked t, TranslationContext tc, MethodInstance mi,
      int at, Value rhs, LocalValue v) {
    return written(t.values(), tc, mi, at, rhs, v);
  }

  /**
   * {@link #written(TrackedValues.Tracked, TranslationContext, MethodInstance, int, Value,
   * LocalValue)} for any domain of object values (also a tracked {@code AtomicReference}'s,
   * {@link AtomicValues}).
   */
  static List<String> written(List<String> domain, TranslationContext tc, MethodInstance mi,
      int at, Value rhs, LocalValue v) {
    if (v instanceof LocalValue.Null || rhs instanceof NullConstant) {
      return List.of(SingletonIdentities.NULL);
    }
    if (!(rhs instanceof Local l)) {
      return null;
    }
    Set<String> out = new LinkedHashSet<>();
    if (!LocalValue.isObject(v) && !dereferencedBefore(tc.pts().body(mi), at, l)) {
      out.add(SingletonIdentities.NULL);
    }
    List<AbstractObject> objs = tc.polled().pointsTo(mi, at, l);
    if (objs.isEmpty()) {
      return null;
    }
    for (AbstractObject o : objs) {
      if (!domain.contains(o.name())) {
        return null;
      }
      out.add(o.name());
    }
    List<String> sorted = new ArrayList<>(domain);
    sorted.retainAll(out);
    return sorted;
  }
}
