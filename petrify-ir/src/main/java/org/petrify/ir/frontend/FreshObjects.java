package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.frontend.TrackedValues.Tracked;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JInstanceOfExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.java.core.JavaSootMethod;

/**
 * Fields of <em>fresh, unpublished</em> objects: a read {@code l = x.f} of a tracked field,
 * where {@code x} certainly holds an object that this very method allocated ({@code new}) and
 * whose reference has not left the method's locals since, gives exactly what the method's own
 * path stored (the constructor's writes, then the method's), whatever other threads do. The
 * translator uses it where the object is a summary ({@link SummaryFieldValues} would otherwise
 * choose among every value any write stores): the value set is that of this run's own writes.
 *
 * <p>The analysis is a forward must-analysis over one method body (normal and exception edges;
 * a handler starts knowing nothing). Its facts: which locals hold the latest object of which
 * allocation statement, whether that object's constructor has run, and per tracked field the
 * values it may hold (absent: the field's default, {@link Tracked#initial}; {@link #UNKNOWN}:
 * anything). A {@code new} at statement {@code a} forgets the previous object of {@code a}
 * (a loop's next iteration), so every local bound to {@code a} holds the same runtime object.
 * At a join a binding survives only if both sides bind the local to the same statement; value
 * sets are united. The reference stays unpublished while every use of a bound local is one of:
 * the base of a field read or write, a copy or cast into another local (which is then bound
 * too), a comparison or {@code instanceof}, a monitor enter or exit, or, once and before any
 * other use, the receiver of its constructor ({@code specialinvoke x.<init>}). Any other use (an
 * argument or receiver of a call, a return, a throw, a store into a field, array or static,
 * a capture) publishes the object: its facts are dropped for good on that path. A fresh local
 * stored into a field of another fresh object is published too.
 *
 * <p>A constructor is followed into its body (and its {@code this(...)}/{@code super(...)}
 * chain, {@code java.lang.Object.<init>} doing nothing) under the same rules with {@code this}
 * bound to the object, from the facts at the call; the facts at its normal returns are those
 * after the call. A constructor that publishes {@code this}, cannot be read, is a library one
 * other than {@code Object}'s, or nests deeper than {@link #MAX_DEPTH} publishes the object.
 *
 * <p>Field writes: a constant, {@code null}, an enum constant or a local all of whose
 * definitions are such values stores those values ({@link SummaryFieldValues#stored}); any other
 * write makes the field {@link #UNKNOWN}.
 *
 * <p><b>Soundness.</b> Before publication only the allocating method's frame holds a reference
 * to the object (the {@code new} made it; only copies among the frame's locals and the
 * constructor's frame, followed here, were made), so no other thread, and no callee not
 * followed here, can read or write any of its fields: every write to the object is a statement
 * this analysis applies, in program order on this thread, so by the JVM's intra-thread
 * semantics a read sees the last such write on the path (the Java memory model adds nothing for
 * a location no other thread accesses). Reflection, {@code Unsafe} and handles need a reference
 * too, and field updaters take the object as an argument (publication). The union at joins and
 * {@link #UNKNOWN} for unknown stores only add values. The facts hold for the one runtime
 * object the local holds, whatever the points-to analysis calls it, so they apply to every
 * alternative of the read.
 */
final class FreshObjects {
  /** The deepest constructor chain followed. */
  private static final int MAX_DEPTH = 12;

  /** Any value of the field's domain. */
  private static final Set<String> UNKNOWN = Set.of("\u0000unknown");

  /** The pseudo allocation of {@code this} inside a constructor. */
  private static final int THIS = -1;

  private final CodeBase base;
  private final ApplicationFields app;
  private final Map<FieldKey, Tracked> tracked;
  private final SummaryFieldValues stores;
  private final Map<MethodCode, Map<Integer, State>> cache = new IdentityHashMap<>();

  FreshObjects(CodeBase base, ApplicationFields app, Map<FieldKey, Tracked> tracked,
      SummaryFieldValues stores) {
    this.base = base;
    this.app = app;
    this.tracked = tracked;
    this.stores = stores;
  }

  /**
   * The values (in domain order) the tracked field {@code t} may hold when statement {@code i}
   * of {@code code} reads it through {@code x}, if {@code x} then certainly holds a fresh,
   * constructed, unpublished object of this method; else null.
   */
  List<String> read(MethodCode code, int i, Local x, Tracked t) {
    if (base == null || t.isStatic() || t.kind() == Kind.REFERENCE) {
      return null;
    }
    Map<Integer, State> in = cache.computeIfAbsent(code, c -> solve(c, null, 0).in);
    State s = in.get(i);
    Integer a = s == null ? null : s.bound.get(x.getName());
    if (a == null || s.unconstructed.contains(a)) {
      return null;
    }
    Set<String> v = s.fields.get(a).getOrDefault(t.key(), Set.of(t.initial()));
    if (v == UNKNOWN) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (String d : t.values()) {
      if (v.contains(d)) {
        out.add(d);
      }
    }
    return out;
  }

  /**
   * The facts of one program point: {@code bound} maps locals to the allocation statement of
   * the fresh object they hold; {@code fields} maps each live allocation to its field values;
   * {@code unconstructed} the allocations whose constructor has not run.
   */
  private record State(Map<String, Integer> bound, Map<Integer, Map<FieldKey, Set<String>>> fields,
      Set<Integer> unconstructed) {
    static State empty() {
      return new State(Map.of(), Map.of(), Set.of());
    }

    State copy() {
      Map<Integer, Map<FieldKey, Set<String>>> f = new HashMap<>();
      fields.forEach((a, m) -> f.put(a, new HashMap<>(m)));
      return new State(new HashMap<>(bound), f, new HashSet<>(unconstructed));
    }

    /** The facts both states share (the join of two paths). */
    State join(State o, FreshObjects facts) {
      Map<String, Integer> b = new HashMap<>();
      bound.forEach((l, a) -> {
        if (a.equals(o.bound.get(l)) && unconstructed.contains(a) == o.unconstructed.contains(a)) {
          b.put(l, a);
        }
      });
      Map<Integer, Map<FieldKey, Set<String>>> f = new HashMap<>();
      Set<Integer> u = new HashSet<>();
      for (int a : new HashSet<>(b.values())) {
        Map<FieldKey, Set<String>> m = new HashMap<>();
        Map<FieldKey, Set<String>> x = fields.get(a);
        Map<FieldKey, Set<String>> y = o.fields.get(a);
        Set<FieldKey> keys = new HashSet<>(x.keySet());
        keys.addAll(y.keySet());
        for (FieldKey k : keys) {
          m.put(k, facts.union(x.get(k), y.get(k), k));
        }
        f.put(a, m);
        if (unconstructed.contains(a)) {
          u.add(a);
        }
      }
      return new State(b, f, u);
    }
  }

  /** The outcome of a run over a body: the facts entering each statement, at the returns. */
  private record Run(Map<Integer, State> in, State exit, boolean thisPublished) {}

  private Set<String> union(Set<String> x, Set<String> y, FieldKey k) {
    Tracked t = tracked.get(k);
    Set<String> a = x != null ? x : Set.of(t.initial());
    Set<String> b = y != null ? y : Set.of(t.initial());
    if (a == UNKNOWN || b == UNKNOWN) {
      return UNKNOWN;
    }
    Set<String> out = new LinkedHashSet<>(a);
    out.addAll(b);
    return Set.copyOf(out);
  }

  /**
   * Runs the analysis over a body. For a constructor ({@code self} not null) {@code this} is
   * bound to {@link #THIS} with the fields {@code self}; the exit facts are the join over the
   * normal returns, and {@code thisPublished} is set when some path may publish it.
   */
  private Run solve(MethodCode code, Map<FieldKey, Set<String>> self, int depth) {
    int n = code.size();
    State[] in = new State[n];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    State start = State.empty();
    if (self != null) {
      start = start.copy();
      start.fields().put(THIS, new HashMap<>(self));
    }
    in[0] = start;
    work.add(0);
    for (int i = 0; i < n; i++) {
      for (int h : code.handlers(i).values()) {
        if (in[h] == null) {
          in[h] = State.empty();
          work.add(h);
        }
      }
    }
    boolean[] published = {false};
    State exit = null;
    int steps = 0;
    while (!work.isEmpty()) {
      if (++steps > 50 * n + 1000) {
        return new Run(Map.of(), null, true); // not converging: claim nothing
      }
      int i = work.poll();
      State out = step(code, i, in[i], self != null, depth, published);
      Stmt s = code.stmt(i);
      if (s instanceof JReturnStmt || s instanceof JReturnVoidStmt) {
        exit = exit == null ? out : exit.join(out, this);
        if (self != null && !out.bound.containsValue(THIS)) {
          published[0] = true;
        }
      }
      for (int t : code.successors(i)) {
        State joined = in[t] == null ? out : in[t].join(out, this);
        if (!joined.equals(in[t])) {
          in[t] = joined;
          work.add(t);
        }
      }
    }
    Map<Integer, State> map = new HashMap<>();
    for (int i = 0; i < n; i++) {
      if (in[i] != null) {
        map.put(i, in[i]);
      }
    }
    return new Run(map, exit, published[0]);
  }

  /** The facts after statement {@code i}, given those before it. */
  private State step(MethodCode code, int i, State before, boolean ctor, int depth,
      boolean[] published) {
    State s = before.copy();
    Stmt stmt = code.stmt(i);
    if (ctor && stmt instanceof JIdentityStmt id && id.getRightOp() instanceof JThisRef) {
      s.bound().put(id.getLeftOp().getName(), THIS);
      return s;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(stmt);
    Local constructed = null;
    if (stmt instanceof JInvokeStmt && inv instanceof JSpecialInvokeExpr sp
        && sp.getMethodSignature().getName().equals("<init>")) {
      Integer a = s.bound().get(sp.getBase().getName());
      if (a != null && (s.unconstructed().contains(a) || a == THIS && ctor)) {
        constructed = sp.getBase();
      }
    }
    // publications: every use of a bound local outside the allowed positions
    for (Value u : published(stmt, constructed)) {
      Integer a = u instanceof Local l ? s.bound().get(l.getName()) : null;
      if (a != null) {
        publish(s, a, published);
      }
    }
    Integer ctorOf = constructed == null ? null : s.bound().get(constructed.getName());
    if (ctorOf != null) {
      construct(s, ctorOf, inv, depth, published);
    }
    if (stmt instanceof JAssignStmt as) {
      Value lhs = as.getLeftOp();
      Value rhs = as.getRightOp();
      Integer a = lhs instanceof JInstanceFieldRef f ? s.bound().get(f.getBase().getName()) : null;
      if (a != null && !s.unconstructed().contains(a)) {
        write(s, a, (JInstanceFieldRef) lhs, rhs, code);
      }
      if (lhs instanceof Local d) {
        Integer from = rhs instanceof Local r ? s.bound().get(r.getName())
            : rhs instanceof JCastExpr c && c.getOp() instanceof Local r ? s.bound().get(r.getName())
            : null;
        s.bound().remove(d.getName());
        if (rhs instanceof JNewExpr) {
          publish(s, i, published);
          s.bound().put(d.getName(), i);
          s.fields().put(i, new HashMap<>());
          s.unconstructed().add(i);
        } else if (from != null && s.fields().containsKey(from)) {
          s.bound().put(d.getName(), from);
        }
        forgetUnbound(s);
      }
    } else if (stmt instanceof JIdentityStmt id) {
      s.bound().remove(id.getLeftOp().getName());
      forgetUnbound(s);
    }
    return s;
  }

  /**
   * The values a statement uses in positions that publish a reference: all of its uses except
   * the base of a field access, the operand of a copy or cast into a local, a condition's
   * operands, an {@code instanceof} operand, a monitor's object, and the receiver of the
   * constructor call {@code constructed}.
   */
  private static List<Value> published(Stmt stmt, Local constructed) {
    List<Value> out = new ArrayList<>();
    if (stmt instanceof JIfStmt || stmt instanceof JEnterMonitorStmt
        || stmt instanceof JExitMonitorStmt) {
      return out;
    }
    if (stmt instanceof JAssignStmt as) {
      Value lhs = as.getLeftOp();
      Value rhs = as.getRightOp();
      if (lhs instanceof Local && (rhs instanceof Local || rhs instanceof JCastExpr
          || rhs instanceof JInstanceOfExpr || rhs instanceof AbstractConditionExpr
          || rhs instanceof JInstanceFieldRef)) {
        return out;
      }
      if (lhs instanceof JInstanceFieldRef) {
        out.add(rhs); // the stored value: a fresh one stored anywhere is published
        out.addAll(rhs.getUses());
        return out;
      }
      out.addAll(lhs.getUses());
      out.add(rhs);
      out.addAll(rhs.getUses());
      return out;
    }
    if (stmt instanceof JInvokeStmt is && constructed != null
        && is.getInvokeExpr().orElse(null) instanceof JSpecialInvokeExpr sp) {
      out.addAll(sp.getArgs());
      return out;
    }
    out.addAll(stmt.getUses());
    return out;
  }

  /** Drops an allocation's object: every local bound to it and its facts. */
  private static void publish(State s, int a, boolean[] published) {
    if (a == THIS) {
      published[0] = true;
    }
    s.bound().values().removeIf(v -> v == a);
    s.fields().remove(a);
    s.unconstructed().remove(a);
  }

  /** Drops the facts of allocations no local holds any more. */
  private static void forgetUnbound(State s) {
    Set<Integer> live = new HashSet<>(s.bound().values());
    s.fields().keySet().removeIf(a -> !live.contains(a));
    s.unconstructed().removeIf(a -> !live.contains(a));
  }

  /** A write {@code x.f = rhs} to the object of allocation {@code a}. */
  private void write(State s, int a, JInstanceFieldRef f, Value rhs, MethodCode code) {
    Optional<FieldKey> k = app.key(f.getFieldSignature());
    if (k.isEmpty() || !tracked.containsKey(k.get())) {
      return;
    }
    Tracked t = tracked.get(k.get());
    List<String> v = t.isStatic() || t.kind() == Kind.REFERENCE ? null
        : stores.stored(t, code, rhs);
    s.fields().get(a).put(k.get(), v == null ? UNKNOWN : Set.copyOf(v));
  }

  /** Runs the constructor call on the fresh object of allocation {@code a}. */
  private void construct(State s, int a, AbstractInvokeExpr inv, int depth, boolean[] published) {
    if (inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
        .equals("java.lang.Object")) {
      s.unconstructed().remove(a);
      return;
    }
    Optional<JavaSootMethod> m = depth < MAX_DEPTH
        && base.applicationClass(inv.getMethodSignature().getDeclClassType()).isPresent()
        ? base.resolve(inv.getMethodSignature()) : Optional.empty();
    Run r = null;
    if (m.isPresent() && m.get().hasBody()) {
      try {
        r = solve(base.methodCode(m.get()), s.fields().get(a), depth + 1);
      } catch (RuntimeException unreadable) {
        r = null;
      }
    }
    if (r == null || r.thisPublished() || r.exit() == null || !r.exit().fields().containsKey(THIS)) {
      publish(s, a, published);
      return;
    }
    s.fields().put(a, new HashMap<>(r.exit().fields().get(THIS)));
    s.unconstructed().remove(a);
  }
}
