package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.frontend.TrackedValues.Tracked;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Weak updates for the tracked fields of summary objects: the values a read of {@code o.f}
 * may give when {@code o} is a summary (one abstract object for several runtime objects, whose
 * field has no rb variable, {@link TrackedValues#variable}). The answer is the field's initial
 * value together with every value some reachable write of {@code f} may store into one of
 * {@code o}'s runtime objects; a read then chooses among those values instead of leaving its
 * local unknown, so a test against a value no write stores ({@code state == CANCELLED} when
 * nothing cancels) is decided.
 *
 * <p>Only {@code boolean}, int-like and application enum instance fields qualify, and only when
 * every write of the field whose base may be {@code o} (its points-to set holds {@code o}, or
 * is empty) stores a value known without a path: an int or {@code null} constant, an enum
 * constant, or a local every definition of which is one of those or a copy of such a local.
 * Any other write (a parameter, a computed value, a write by a field updater or var handle,
 * {@link FieldUpdaters#isManaged}) makes the answer unknown ({@code null}), and so does a value
 * set that is the whole domain (nothing to decide).
 *
 * <p><b>Soundness.</b> The field is tracked ({@link TrackingDecision}), so no write behind the
 * model's back (reflection, {@code Unsafe}, deserialization) reaches it and every write of it
 * is a statement of reachable code. A runtime object starts with the field's default value
 * (the tracked initial value); from then on the field holds the value of the last write to it,
 * and every write to a runtime object of {@code o} is a statement whose base may point to
 * {@code o} (the points-to analysis is sound, the assumption every monitor of the model rests
 * on), storing a value of its statement's set. So at every instant, whatever the
 * interleaving, the races or the object, the field of each runtime object of {@code o} holds a
 * value of the union, and the Java memory model lets a read see only a value some write
 * stored or the default (no value out of thin air). The choice among the union loses only
 * precision: which object, and which of its values, is not known.
 */
final class SummaryFieldValues {
  /** How many copies back a local's definitions are followed. */
  private static final int MAX_DEPTH = 8;

  private final PointsToResult pts;
  private final ApplicationFields app;
  private final FieldUpdaters updaters;
  private final TrackedValues values;
  /** Per field, its reachable writes: (method instance, statement index). */
  private Map<FieldKey, List<Map.Entry<MethodInstance, Integer>>> writes;
  private final Map<String, Optional<List<String>>> cache = new HashMap<>();

  SummaryFieldValues(PointsToResult pts, ApplicationFields app, FieldUpdaters updaters,
      TrackedValues values) {
    this.pts = pts;
    this.app = app;
    this.updaters = updaters;
    this.values = values;
  }

  /**
   * The domain values (in domain order, fewer than the whole domain) a read of the tracked
   * field {@code t} of the summary object {@code o} may give, or {@code null} when they are
   * not known or are the whole domain.
   */
  List<String> read(Tracked t, AbstractObject o) {
    if (t.isStatic() || t.kind() == Kind.REFERENCE || o == null || !pts.isSummary(o)
        || pts.code() == null) {
      return null;
    }
    return cache.computeIfAbsent(t.key() + "@" + o.id(), k -> Optional.ofNullable(compute(t, o)))
        .orElse(null);
  }

  private List<String> compute(Tracked t, AbstractObject o) {
    if (updaters.isManaged(t.key())) {
      return null;
    }
    Set<String> union = new HashSet<>();
    union.add(t.initial());
    for (Map.Entry<MethodInstance, Integer> w : writes().getOrDefault(t.key(), List.of())) {
      MethodInstance mi = w.getKey();
      MethodCode code = pts.body(mi);
      JAssignStmt a = (JAssignStmt) code.stmt(w.getValue());
      JInstanceFieldRef f = (JInstanceFieldRef) a.getLeftOp();
      List<AbstractObject> base = pts.pointsTo(mi, w.getValue(), f.getBase());
      if (!base.isEmpty() && !base.contains(o)) {
        continue;
      }
      List<String> stored = stored(t, code, a.getRightOp(), 0);
      if (stored == null) {
        return null;
      }
      union.addAll(stored);
    }
    List<String> out = new ArrayList<>();
    for (String v : t.values()) {
      if (union.contains(v)) {
        out.add(v);
      }
    }
    return out.size() < t.values().size() ? out : null;
  }

  /** The domain values the right side may store, without a path; null if not known. */
  private List<String> stored(Tracked t, MethodCode code, Value rhs, int depth) {
    LocalValue v = null;
    Long c = JvmArithmetic.constant(rhs);
    if (c != null) {
      v = new LocalValue.Int(c);
    } else if (rhs instanceof NullConstant) {
      v = new LocalValue.Null();
    } else if (rhs instanceof JStaticFieldRef sf) {
      v = app.enumConstant(sf);
    } else if (rhs instanceof Local l && depth < MAX_DEPTH) {
      return definitions(t, code, l, depth + 1);
    }
    return v == null ? null : values.written(t, v);
  }

  /** The union of what every definition of the local stores; null if one is not known. */
  private List<String> definitions(Tracked t, MethodCode code, Local l, int depth) {
    List<String> out = new ArrayList<>();
    boolean any = false;
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        List<String> one = stored(t, code, a.getRightOp(), depth);
        if (one == null) {
          return null;
        }
        out.addAll(one);
        any = true;
      } else if (s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(l.getName())) {
        return null; // a parameter or caught exception: not known
      }
    }
    return any ? out : null;
  }

  private Map<FieldKey, List<Map.Entry<MethodInstance, Integer>>> writes() {
    if (writes == null) {
      writes = new LinkedHashMap<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        for (int i = 0; code != null && i < code.size(); i++) {
          if (code.stmt(i) instanceof JAssignStmt a
              && a.getLeftOp() instanceof JInstanceFieldRef f) {
            Optional<FieldKey> k = app.key(f.getFieldSignature());
            if (k.isPresent()) {
              writes.computeIfAbsent(k.get(), x -> new ArrayList<>()).add(Map.entry(mi, i));
            }
          }
        }
      }
    }
    return writes;
  }
}
