package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Tracked reference fields whose "done" values are absorbing: the result of a future that a
 * compare-and-set moves from a "not done" value ({@code null}, a marker such as netty's
 * {@code UNCANCELLABLE}) to a result, and that nothing moves back.
 *
 * <p>For a tracked instance reference field {@code f} (so no reflection, handle or
 * {@code Unsafe} writes it behind the model's back, {@link TrackingDecision}) and a set
 * {@code N} of identities, {@code null} and some named singletons of {@code f}'s domain
 * ({@link SingletonIdentities}: distinct objects, each one allocation of a class
 * initialiser), {@code N} is <em>stable</em> when every write of {@code f} in reachable code
 * is one of:
 * <ul>
 *   <li>a compare-and-set of a managed updater ({@link FieldUpdaters}) whose expected value is
 *       surely in {@code N} (the {@code null} constant, or a local whose points-to set is not
 *       empty and lies within the objects of {@code N}'s singletons);</li>
 *   <li>any other write (a plain store, an updater's {@code set}, {@code lazySet},
 *       {@code getAndSet} or compare-and-set) whose stored value is surely not in {@code N}: a
 *       local never {@code null} ({@link NonNullLocals}) whose points-to set is not empty and
 *       shares no object with the singletons of {@code N}.</li>
 * </ul>
 * Then a value of {@code f} outside {@code N} stays outside {@code N}: a compare-and-set of
 * the first kind compares identities and finds the field different from its expected value
 * (which is in {@code N}), so it writes nothing; every other write stores a value outside
 * {@code N}. The field's initial {@code null} is in {@code N}, so no object starts "done".
 * The managed updaters' calls are all the updater writes of {@code f} (their argument in
 * {@link FieldUpdaters}), and a tracked field has no other hidden writer.
 *
 * <p>A {@link Key} (f, N) is a stable flag of {@link org.petrify.ir.pointsto.SetFlags}: a
 * compare-and-set {@code z = U.compareAndSet(b, e, v)} of {@code f} whose stored value is
 * surely not in {@code N} sets it on {@code b} when it returns true (the field held {@code e}
 * and now holds {@code v}); a read of {@code b.f} where it is set reads a value outside
 * {@code N}: non-null and none of {@code N}'s singletons. Stable sets are closed under
 * union, so several such facts on one object combine into the union. Only fields with a
 * compare-and-set (the only writes that make facts) and at most {@link #MAX_SINGLETONS}
 * singletons in their domain are considered (every subset is tried).
 */
final class AbsorbingFields {
  /** The most singletons of a field's domain whose subsets are tried. */
  private static final int MAX_SINGLETONS = 5;

  /** The flag "field {@code field} holds none of {@code null} and {@code notDone}". */
  record Key(TrackedValues.FieldKey field, List<String> notDone) {}

  private final PointsToResult pts;
  private final NonNullLocals nonNull;
  private final SingletonIdentities identities;
  private final FieldUpdaters updaters;
  private final ApplicationFields app;
  /** Per field, its stable sets (singletons besides {@code null}, sorted). */
  private final Map<TrackedValues.FieldKey, List<List<String>>> stable = new HashMap<>();
  /** {@link #onSuccess} per statement, computed once. */
  private final Map<MethodInstance, Map<Integer, Set<Object>>> sets = new HashMap<>();

  AbsorbingFields(PointsToResult pts, ApplicationFields app,
      Map<TrackedValues.FieldKey, TrackedValues.Tracked> tracked, FieldUpdaters updaters,
      SingletonIdentities identities, NonNullLocals nonNull) {
    this.pts = pts;
    this.app = app;
    this.nonNull = nonNull;
    this.identities = identities;
    this.updaters = updaters;
    Map<TrackedValues.FieldKey, List<List<String>>> candidates = new HashMap<>();
    tracked.forEach((k, t) -> {
      if (t.kind() == TrackedValues.Kind.REFERENCE && !t.isStatic()) {
        List<String> singletons = new ArrayList<>(t.values());
        singletons.remove(SingletonIdentities.NULL);
        singletons.remove(TrackedValues.NONNULL);
        if (singletons.size() <= MAX_SINGLETONS && identities.named().containsAll(singletons)) {
          candidates.put(k, subsets(singletons));
        }
      }
    });
    if (candidates.isEmpty() || pts.code() == null) {
      return;
    }
    Set<TrackedValues.FieldKey> compareAndSet = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        Write w = write(body, i);
        if (w == null || !candidates.containsKey(w.field())) {
          continue;
        }
        final int at = i;
        if (w.expected() != null) {
          compareAndSet.add(w.field());
        }
        candidates.get(w.field()).removeIf(n -> !(w.expected() != null
            && surelyIn(mi, at, w.expected(), n) || surelyOut(mi, at, w.stored(), n)));
      }
    }
    candidates.forEach((k, ns) -> {
      if (!ns.isEmpty() && compareAndSet.contains(k)) {
        stable.put(k, ns);
      }
    });
  }

  /** A write of a tracked field: its value, and the expected value of a compare-and-set. */
  private record Write(TrackedValues.FieldKey field, Value stored, Value expected) {}

  /** The write of a field statement {@code i} is, or null. */
  private Write write(MethodCode body, int i) {
    Stmt s = body.stmt(i);
    if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f) {
      TrackedValues.FieldKey k = app.key(f.getFieldSignature()).orElse(null);
      return k == null ? null : new Write(k, a.getRightOp(), null);
    }
    FieldUpdaters.Access acc = updaters.at(body, i);
    if (acc == null || !acc.op().mutates()) {
      return null;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    Value expected = acc.op().kind() == AtomicValues.OpKind.CAS ? inv.getArg(1) : null;
    return new Write(acc.field(), FieldUpdaters.written(inv, acc.op()), expected);
  }

  /** True if the value is surely {@code null} or one of the singletons {@code n}. */
  private boolean surelyIn(MethodInstance mi, int at, Value v, List<String> n) {
    if (v instanceof NullConstant) {
      return true;
    }
    if (!(v instanceof Local l)) {
      return false;
    }
    List<AbstractObject> p = pts.pointsTo(mi, at, l);
    if (p.isEmpty()) {
      return false;
    }
    Set<AbstractObject> objs = new HashSet<>();
    n.forEach(s -> objs.addAll(identities.objects(s)));
    return objs.containsAll(p);
  }

  /** True if the value is surely neither {@code null} nor one of the singletons {@code n}. */
  private boolean surelyOut(MethodInstance mi, int at, Value v, List<String> n) {
    if (!(v instanceof Local l) || !nonNull.isNonNull(mi, l)) {
      return false;
    }
    List<AbstractObject> p = pts.pointsTo(mi, at, l);
    return !p.isEmpty() && n.stream().allMatch(s -> Collections.disjoint(p, identities.objects(s)));
  }

  /** True if no field has a stable set. */
  boolean isEmpty() {
    return stable.isEmpty();
  }

  /**
   * The flags a successful compare-and-set at statement {@code i} of {@code mi} sets on its
   * object: the keys of the stable sets its stored value is surely outside of.
   */
  Set<Object> onSuccess(MethodInstance mi, int i) {
    if (stable.isEmpty()) {
      return Set.of();
    }
    return sets.computeIfAbsent(mi, m -> new HashMap<>()).computeIfAbsent(i,
        k -> computeOnSuccess(mi, i));
  }

  private Set<Object> computeOnSuccess(MethodInstance mi, int i) {
    MethodCode body = pts.body(mi);
    FieldUpdaters.Access acc = body == null ? null : updaters.at(body, i);
    if (acc == null || acc.op().kind() != AtomicValues.OpKind.CAS
        || !stable.containsKey(acc.field())
        || !(body.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local)) {
      return Set.of();
    }
    Value v = FieldUpdaters.written(MethodCode.invokeOf(body.stmt(i)), acc.op());
    Set<Object> out = new HashSet<>();
    for (List<String> n : stable.get(acc.field())) {
      if (surelyOut(mi, i, v, n)) {
        out.add(new Key(acc.field(), n));
      }
    }
    return out;
  }

  /** The key's field reference resolves to, when it has stable sets, else null. */
  TrackedValues.FieldKey field(JInstanceFieldRef f) {
    TrackedValues.FieldKey k = app.key(f.getFieldSignature()).orElse(null);
    return k != null && stable.containsKey(k) ? k : null;
  }

  /**
   * The flags a read of {@code f} sets on its object when the value read is none of
   * {@code null} and the listed singletons: one per stable set of the field (a field that
   * held a value outside a stable set holds one for ever).
   */
  Map<Object, List<String>> keys(JInstanceFieldRef f) {
    TrackedValues.FieldKey k = field(f);
    if (k == null) {
      return Map.of();
    }
    Map<Object, List<String>> out = new HashMap<>();
    for (List<String> n : stable.get(k)) {
      out.put(new Key(k, n), n);
    }
    return out;
  }

  /** Every subset of the list, each sorted. */
  private static List<List<String>> subsets(List<String> all) {
    List<String> sorted = new ArrayList<>(all);
    Collections.sort(sorted);
    List<List<String>> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << sorted.size(); mask++) {
      List<String> one = new ArrayList<>();
      for (int b = 0; b < sorted.size(); b++) {
        if ((mask & 1 << b) != 0) {
          one.add(sorted.get(b));
        }
      }
      out.add(List.copyOf(one));
    }
    return out;
  }
}
