package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;

/**
 * Points-to sets narrowed along a path of one method: a local <em>pinned to an object</em>
 * ({@link Environment#objects}) refers, when it is not null, to a runtime object of that one
 * abstract object, not to any of its points-to set. The translator pins a local where it knows
 * which object it got: an item taken from a queue with element kinds ({@link QueuePills}: the
 * kind taken is the item's object), a copy or cast of a pinned local or of a local whose
 * points-to set in the method instance is one object (on each branch of {@code first = a.id <
 * b.id ? a : b} the copy names its object, so the monitor of {@code first} is known), {@code x = r.f} with
 * {@code r} pinned to {@code o} and field {@code f} of {@code o} pointing to one object, and
 * {@code x = r.m()} with {@code r} pinned to {@code o} and the callees on {@code o} all
 * returning one object, and {@code x = a[i]} with {@code i} known and element {@code i} of
 * {@code a}'s arrays holding one object ({@link IndexedElements}), and {@code x = list.get(k)}
 * on lists filled before lambdas read them ({@link FrozenLists}), and {@code x = map.get("k")}
 * on maps written only under literal keys ({@link LiteralKeyMaps}). Uses of a pinned local then see only its object: the locations of its
 * field accesses, its monitor, the receivers library models see, and the application callees of
 * calls on it (a switch on the taken object instead of a choice among all of them).
 *
 * <p><b>Soundness.</b> Invariant: when a local is pinned to {@code o} at a point of a run of the
 * model, the Java local holds null or a runtime object that {@code o} stands for. It holds where
 * a pin is made: for a queue item by the invariant of {@link QueuePills} (the kind counters are
 * the multiset of the items' abstract objects); for a copy of a local whose set is one object
 * because the points-to analysis is sound for the method instance (a set, field or return that
 * may also hold a JDK object no set shows, {@code PointsToResult#mayBeOpaque}, makes no pin); for {@code x = r.f} because the points-to
 * analysis is sound for every runtime object {@code o} stands for (its field {@code f} holds one
 * of {@code o.f}'s objects or null); for {@code x = r.m()} because the runtime receiver is one
 * of {@code o}'s objects, so the invoked method is the callee the analysis dispatched for
 * {@code o} (its {@code this} set holds {@code o}, and its return set bounds the result); only
 * when no kept callee may throw (the result is assigned on every path that goes on) and the
 * callees are exactly those dispatched on {@code o} with the invoked sub-signature. For {@code x = a[k]} and
 * {@code x = list.get(k)} and {@code x = map.get("k")} by the invariants of {@link
 * IndexedElements}, {@link FrozenLists} and {@link LiteralKeyMaps}. An
 * assignment to the local drops the pin ({@link Environment#without}), a dead local's is
 * dropped. So narrowing a points-to set to the pinned object keeps the runtime value: every
 * run of the JVM is still a run of the model. A callee is dropped only when it is an instance
 * method whose {@code this} set lies within the call's receiver set and lacks the pinned
 * object (it was dispatched for another receiver of the site only); lambdas, static and
 * Mockito targets are kept.
 *
 * <p>The pins in force are those of the state being translated ({@link #enter}), since a
 * statement reads its operands before it assigns its left side.
 */
final class PolledObjects {
  /** No pins are made in a method translated in more environments than this. */
  static final int MAX_ENVIRONMENTS = 512;
  private final PointsToResult pts;
  private MethodInstance current;
  private int currentStmt = -1;
  private Map<String, Integer> pins = Map.of();
  private Environment env;
  private final FrozenLists frozenLists;
  private final LiteralKeyMaps literalKeyMaps;

  PolledObjects(PointsToResult pts) {
    this.pts = pts;
    this.frozenLists = new FrozenLists(pts);
    this.literalKeyMaps = new LiteralKeyMaps(pts);
  }

  /** The translator now translates statement {@code at} of {@code mi} in {@code env}. */
  void enter(MethodInstance mi, int at, Environment env) {
    current = mi;
    currentStmt = at;
    pins = env.objects();
    this.env = env;
  }

  /**
   * The abstract object the local is pinned to at statement {@code at} of {@code mi}, or null
   * (always null away from the statement being translated: a pin holds only there).
   */
  AbstractObject pinned(MethodInstance mi, int at, Local l) {
    Integer id = at == currentStmt && mi.equals(current) ? pins.get(l.getName()) : null;
    if (id == null) {
      return null;
    }
    return pts.objects().get(id);
  }

  /**
   * True if the local may hold at statement {@code at} a JDK object that no set shows ({@link
   * PointsToResult#mayBeOpaque}), unless it is pinned (then it holds null or its object).
   */
  boolean mayBeOpaque(MethodInstance mi, int at, Local l) {
    return pinned(mi, at, l) == null && pts.mayBeOpaque(mi, at, l);
  }

  /** The objects the local may point to at statement {@code at}, narrowed to its pin. */
  List<AbstractObject> pointsTo(MethodInstance mi, int at, Local l) {
    List<AbstractObject> all = pts.pointsTo(mi, at, l);
    AbstractObject o = pinned(mi, at, l);
    return o != null && all.contains(o) ? List.of(o) : all;
  }

  /** The receivers of an instance invoke, narrowed to the base's pin (empty if static). */
  List<AbstractObject> receivers(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr ii ? pointsTo(mi, at, ii.getBase())
        : List.of();
  }

  /**
   * The application callees of the call at statement {@code at}, without those dispatched
   * only for receivers other than the base's pinned object (see the class comment).
   */
  Set<MethodInstance> callees(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    Set<MethodInstance> all = pts.callees(mi, at);
    AbstractObject o = inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof
        JDynamicInvokeExpr) ? pinned(mi, at, ii.getBase()) : null;
    if (o == null || all.size() < 2) {
      return all;
    }
    List<AbstractObject> base = pts.pointsTo(mi, at, ((AbstractInstanceInvokeExpr) inv)
        .getBase());
    Set<MethodInstance> kept = new LinkedHashSet<>();
    for (MethodInstance c : all) {
      List<AbstractObject> self = c.method().isStatic() ? List.of() : pts.receiversOf(c);
      boolean otherOnly = !self.isEmpty() && base.containsAll(self) && !self.contains(o)
          && !pts.isMockitoObject(o);
      if (!otherOnly) {
        kept.add(c);
      }
    }
    return kept.isEmpty() ? all : kept;
  }

  /**
   * The object {@code target = rhs} pins its left side to in the current state (null: none):
   * a copy or cast of a pinned local, a field of a pinned local that points to one object, or
   * the result of a call on a pinned local whose callees all return one object.
   */
  AbstractObject assigned(MethodInstance mi, int at, Value rhs, TranslationContext tc) {
    Value source = rhs instanceof JCastExpr c ? c.getOp() : rhs;
    if (source instanceof Local l) {
      AbstractObject o = pinned(mi, at, l);
      if (o == null) {
        List<AbstractObject> set = pts.pointsTo(mi, at, l);
        // a hidden JDK object (ForeignObjects) makes the set more than one object
        o = set.size() == 1 && !pts.mayBeOpaque(mi, at, l) ? set.get(0) : null;
      }
      return o;
    }
    if (rhs instanceof JInstanceFieldRef f) {
      AbstractObject o = pinned(mi, at, f.getBase());
      List<AbstractObject> to = o == null
          || pts.fieldMayBeOpaque(o, f.getFieldSignature().getName()) ? List.of()
          : pts.fieldPointsTo(o, f.getFieldSignature().getName());
      return to.size() == 1 ? to.get(0) : null;
    }
    if (rhs instanceof AbstractInstanceInvokeExpr ii && !(rhs instanceof JDynamicInvokeExpr)) {
      AbstractObject element = frozenLists.element(this, mi, at, ii,
          at == currentStmt && mi.equals(current) ? env : null);
      if (element == null) {
        element = literalKeyMaps.element(this, mi, at, ii);
      }
      return element != null ? element : result(mi, at, ii, tc);
    }
    if (rhs instanceof sootup.core.jimple.common.ref.JArrayRef ar) {
      return IndexedElements.element(pts, this, mi, at, ar,
          at == currentStmt && mi.equals(current) ? env : null, tc == null ? null : tc.values());
    }
    return null;
  }

  private AbstractObject result(MethodInstance mi, int at, AbstractInstanceInvokeExpr ii,
      TranslationContext tc) {
    AbstractObject o = pinned(mi, at, ii.getBase());
    if (o == null || pts.isMockitoObject(o) || !pts.threadsStartedAt(mi, at).isEmpty()
        || pts.mayThrowStubbed(mi, at)) {
      return null;
    }
    String sub = ii.getMethodSignature().getSubSignature().toString();
    List<AbstractObject> out = new ArrayList<>();
    Set<MethodInstance> kept = callees(mi, at, ii);
    if (kept.isEmpty()) {
      return null;
    }
    for (MethodInstance c : kept) {
      if (c.method().isStatic() || !pts.receiversOf(c).contains(o) || tc.mayThrow(c)
          || pts.returnMayBeOpaque(c)
          || !c.method().getSignature().getSubSignature().toString().equals(sub)) {
        return null;
      }
      for (AbstractObject r : returnedOn(c, o, tc)) {
        if (!out.contains(r)) {
          out.add(r);
        }
      }
    }
    return out.size() == 1 ? out.get(0) : null;
  }

  /**
   * The objects callee {@code c} may return when its receiver is a runtime object of {@code o}:
   * for a getter of a reference field of its own receiver ({@code return this.f}, {@link
   * GetterReads.Read#own}) the objects {@code o}'s field {@code f} may point to, since the
   * value returned is the receiver's field (null aside), kept within what {@code c} returns;
   * otherwise every object {@code c} returns (the instance may serve other receivers too).
   */
  private List<AbstractObject> returnedOn(MethodInstance c, AbstractObject o,
      TranslationContext tc) {
    GetterReads.Read r = tc.values().getters().summaryOf(c);
    if (r != null && r.own() && r.then().isEmpty() && r.ref() instanceof JInstanceFieldRef f
        && !(f.getFieldSignature().getType() instanceof sootup.core.types.PrimitiveType)) {
      List<AbstractObject> all = pts.returnedBy(c);
      List<AbstractObject> own = pts.fieldPointsTo(o, f.getFieldSignature().getName()).stream()
          .filter(all::contains).toList();
      return own.isEmpty() ? all : own;
    }
    return pts.returnedBy(c);
  }
}
