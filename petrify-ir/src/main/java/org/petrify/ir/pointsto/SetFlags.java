package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Where a local holds an object whose <em>stable flag</em> is already set. A stable flag is a
 * field that, once set, stays set: the caller names them ({@code stableKey} gives a field
 * reference's resolved key, or null for other fields), and must guarantee that every write of
 * such a field anywhere stores the set value (a boolean written only with {@code true}, by
 * the caller's check) and that nothing writes it behind the code's back. Then a flag seen set
 * on a runtime object is set on that object forever after, whichever thread looks.
 *
 * <p>Facts are pairs (local, flag), "the local holds null or an object whose flag is set". A
 * forward must-analysis per method instance computes the facts that hold before each
 * statement, on every path from the entry (an exception handler gets the facts before every
 * statement it covers):
 * <ul>
 *   <li>{@code l.f = 1} makes (l, f) (the write happened, or it threw and nothing follows);</li>
 *   <li>a call {@code b.m(a...)} makes (b, f) when every target instance of the call has a
 *       body, runs the invoked method itself (the same sub-signature: no thread's {@code run},
 *       no lambda body, no {@code invokedynamic}) and sets {@code f} on its receiver on every
 *       normal exit (the exit summary below), and (a_k, f) likewise for a parameter
 *       {@code k};</li>
 *   <li>{@code z = u.compareAndSet(b, e, v)} whose success sets flag f ({@link CasSets})
 *       makes the implication (z, b &rArr; f); on the edge of {@code if z == 0} /
 *       {@code if z != 0} where z is true it becomes (b, f) (z true means the swap happened on
 *       b's object); a definition of z or of b kills the implication;</li>
 *   <li>{@code l = b.f} of a field with <em>heap facts</em> gives l those facts: a field
 *       that only plain assignments write ({@link Hooks#heapKey}) has the fact k when every
 *       write of it in reachable code stores {@code null} or a local with (local, k) before
 *       the write (a greatest fixpoint with the rest: captured values of inner classes,
 *       {@code this$0});</li>
 *   <li>on the edge of {@code if x == null} / {@code x != null} where x is not null, and of
 *       {@code if x == s} / {@code x != s} where they differ and s surely holds a named
 *       singleton S ({@link Hooks#singleton}), x is not that value ({@link NotValue});</li>
 *   <li>{@code l = b.f} of an absorbing field ({@link Hooks#absorbedBy}) makes
 *       (l, {@code Absorbs(b, k, N)}); with l known none of {@code null} and N it gives
 *       (b, k); with those only implied by a boolean z, it gives the implication on z;</li>
 *   <li>{@code z = 0} makes (z, false), under which every implication of z holds vacuously
 *       (kept at merges); {@code z = 1} implies every fact that holds there;</li>
 *   <li>{@code l = m} and {@code l = (T) m} copy the facts of m; any other definition of l
 *       kills them;</li>
 *   <li>{@code l := @this} / {@code l := @parameter k} give the facts assumed at the entry of
 *       the instance.</li>
 * </ul>
 * The exit summary of an instance is the facts on its receiver and parameter locals (locals
 * with no other definition, so they still hold the values passed in) and on the returned
 * value that hold at every {@code return}; {@code l = b.m(a...)} gives l the facts of the
 * returned value. A method returning a boolean also summarises the implications "returns true
 * &rArr; fact on the receiver or parameter k" that hold at every {@code return} of a value that
 * may be true ({@code return 0} and a local known false constrain nothing); the call gives the
 * result local the implication on the caller's base or argument. The entry assumptions and exit summaries are a greatest fixpoint over the
 * whole program: the receiver of an instance is assumed set when every invocation of it is a
 * call statement on its written base ({@link PointsToResult#receiverSites}) and the base is
 * set before that statement; a parameter when every invocation passes its written arguments
 * ({@link PointsToResult#argumentSites}) and each is null or set before its site (for a value
 * a lambda captured, before the statement that made the lambda).
 *
 * <p>Soundness: by induction over an execution (sequentially consistent, as the model is),
 * every fact the analysis states holds in the run: a fact is made only where the flag was
 * just written with its set value on that very object, or was set on the object passed in
 * or returned, at an earlier instant; and a set flag stays set, since no write stores another
 * value. A capture keeps the object it captured, so a flag set at the capture is set whenever
 * the lambda runs. The greatest fixpoint only removes assumptions, and each remaining one is
 * established at every way the instance can be entered. A heap fact is an invariant of every
 * object's field: it starts {@code null}, every write stores null or a value whose flag was
 * set at the write (hence for ever), and nothing else writes the field ({@link Hooks#heapKey});
 * {@code clone} copies a value that satisfied it. A read of an absorbing field saw the value the
 * field held at that instant; if that value is none of {@code null} and N, the field holds
 * such a value for ever, which is the flag. {@link NotValue} facts come from identity tests
 * of the very value the local holds, and an implication on z holds in every state where z is
 * 0 and, where z is not, by the facts that held when the true value was produced.
 */
public final class SetFlags {
  /** A fact: the local holds null or an object whose flag {@code field} is set. */
  private record Fact(String local, Object field) {}

  /**
   * The pseudo-flag of an implication fact (z, {@code Implied(b, flag)}): "if the boolean
   * local z is true, b holds null or an object whose flag is set" (the result of a successful
   * compare-and-set on b, {@link CasSets}).
   */
  private record Implied(String base, Object flag) {}

  /** The pseudo-flag "the local's value is not {@code value}" ({@code "null"} or a singleton). */
  private record NotValue(String value) {}

  /**
   * The pseudo-flag of a read {@code l = b.f} of an absorbing field (l, {@code Absorbs(b, flag,
   * notDone)}): "if l's value is none of {@code null} and {@code notDone}, b holds null or an
   * object whose flag is set" (the field held that value when it was read, and a value outside
   * them stays outside, {@link Hooks#absorbedBy}).
   */
  private record Absorbs(String base, Object flag, List<String> notDone) {}

  /** The pseudo-flag "the int local holds 0" (a boolean {@code false}). */
  private record False() {}

  private static final False FALSE = new False();

  /** The {@link NotValue} of {@code null}. */
  private static final String NULL = "null";

  /**
   * The flags a compare-and-set statement {@code z = u.compareAndSet(b, e, v)} sets on its
   * object {@code b} (its first argument) when it succeeds, or an empty set: the caller
   * guarantees that a successful one leaves the flag set, and that it stays set.
   */
  @FunctionalInterface
  public interface CasSets {
    /** The flags statement {@code i} of {@code mi} sets on success (empty: none). */
    Set<Object> onSuccess(MethodInstance mi, int i);
  }

  /**
   * What the caller knows besides the stable flags: the flags successful compare-and-sets set
   * ({@link CasSets}), the absorbing fields, the locals that surely hold a named singleton, and
   * the fields no write escapes the code.
   */
  public interface Hooks extends CasSets {
    @Override
    default Set<Object> onSuccess(MethodInstance mi, int i) {
      return Set.of();
    }

    /**
     * For a field reference, the flags a value read from it sets on the read object when the
     * value is none of {@code null} and the listed singletons (per flag): the caller
     * guarantees that once the field holds such a value it holds one for ever (an absorbing
     * field), so the flag set by the read stays set. Empty: none.
     */
    default Map<Object, List<String>> absorbedBy(JInstanceFieldRef f) {
      return Map.of();
    }

    /**
     * The named singleton the local surely holds before statement {@code at} of {@code mi}
     * (one object, different from {@code null} and from every other named singleton), or null.
     */
    default String singleton(MethodInstance mi, int at, Local l) {
      return null;
    }

    /**
     * A key of the field a reference names when every write of that field is a plain
     * assignment statement of reachable code (no reflection, handle, updater, {@code Unsafe}
     * or deserialization writes it), or null. Such a field whose every write stores null or a
     * value with a fact gives the fact on its reads.
     */
    default Object heapKey(JFieldRef f) {
      return null;
    }
  }

  /** The local of an exit summary that stands for the returned value. */
  private static final String RESULT = "@return";

  private final PointsToResult pts;
  private final Function<JInstanceFieldRef, Object> stableKey;
  private final CasSets cas;
  private final Hooks hooks;
  /**
   * Heap facts (greatest fixpoint): per field {@link Hooks#heapKey}, the flags set on every
   * non-null value it holds; a field not in the map has none.
   */
  private final Map<Object, Set<Object>> heap = new HashMap<>();
  /** Writes of fields with heap facts: statement indexes per instance. */
  private final Map<MethodInstance, List<Integer>> heapWrites = new HashMap<>();
  /** The values {@link NotValue} may name: {@code "null"} and the absorbing singletons. */
  private final Set<String> values = new HashSet<>();
  /** Stable flags written somewhere: the only ones facts are about. */
  private final Set<Object> flags = new HashSet<>();
  /** Per flag, the objects some write of it may hit. */
  private final Map<Object, Set<AbstractObject>> holders = new HashMap<>();
  /** Entry assumptions: per instance, the facts on its identity locals. */
  private final Map<MethodInstance, Set<Fact>> entry = new HashMap<>();
  /** Exit summaries: per instance, "this" or "@k" with the flag set at every normal exit. */
  private final Map<MethodInstance, Set<Fact>> exits = new HashMap<>();
  /** Facts before each statement (null: unreachable), per instance. */
  private final Map<MethodInstance, List<Set<Fact>>> before = new HashMap<>();

  private SetFlags(PointsToResult pts, Function<JInstanceFieldRef, Object> stableKey,
      Hooks hooks) {
    this.pts = pts;
    this.stableKey = stableKey;
    this.cas = hooks;
    this.hooks = hooks;
  }

  /** Computes the facts for the stable flags {@code stableKey} names (see the class comment). */
  public static SetFlags of(PointsToResult pts, Function<JInstanceFieldRef, Object> stableKey) {
    return of(pts, stableKey, (mi, i) -> Set.of());
  }

  /**
   * Computes the facts for the stable flags {@code stableKey} names and those the successful
   * compare-and-sets {@code cas} names set (see the class comment).
   */
  public static SetFlags of(PointsToResult pts, Function<JInstanceFieldRef, Object> stableKey,
      CasSets cas) {
    return of(pts, stableKey, new Hooks() {
      @Override
      public Set<Object> onSuccess(MethodInstance mi, int i) {
        return cas.onSuccess(mi, i);
      }
    });
  }

  /**
   * Computes the facts for the stable flags {@code stableKey} names, with what the hooks tell
   * (see the class comment).
   */
  public static SetFlags of(PointsToResult pts, Function<JInstanceFieldRef, Object> stableKey,
      Hooks hooks) {
    SetFlags r = new SetFlags(pts, stableKey, hooks);
    r.solve();
    return r;
  }

  /** The flags known set, before statement {@code at} of {@code mi}, on {@code base}'s object. */
  public Set<Object> setOn(MethodInstance mi, int at, Local base) {
    List<Set<Fact>> b = before.get(mi);
    if (b == null || b.get(at) == null) {
      return Set.of();
    }
    Set<Object> out = new HashSet<>();
    for (Fact f : b.get(at)) {
      if (f.local().equals(base.getName()) && isFlag(f.field())) {
        out.add(f.field());
      }
    }
    return out;
  }

  /** True if, before statement {@code at} of {@code mi}, {@code base}'s flag is set. */
  public boolean isSet(MethodInstance mi, int at, Local base, JInstanceFieldRef flag) {
    Object k = stableKey.apply(flag);
    List<Set<Fact>> b = before.get(mi);
    return k != null && b != null && b.get(at) != null
        && b.get(at).contains(new Fact(base.getName(), k));
  }

  /** True if the fact's field is a flag, not one of the pseudo-flags. */
  private static boolean isFlag(Object field) {
    return !(field instanceof Implied || field instanceof NotValue || field instanceof Absorbs
        || field instanceof False);
  }

  private void solve() {
    Set<Object> read = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a) {
          if (a.getLeftOp() instanceof JFieldRef f && hooks.heapKey(f) != null) {
            heapWrites.computeIfAbsent(mi, x -> new java.util.ArrayList<>()).add(i);
          }
          if (a.getRightOp() instanceof JFieldRef f && a.getLeftOp() instanceof Local) {
            Object hk = hooks.heapKey(f);
            if (hk != null) {
              read.add(hk);
            }
            if (f instanceof JInstanceFieldRef r) {
              final int at = i;
              hooks.absorbedBy(r).forEach((k, notDone) -> {
                flags.add(k);
                values.add(NULL);
                values.addAll(notDone);
                holders.computeIfAbsent(k, x -> new HashSet<>())
                    .addAll(pts.pointsTo(mi, at, r.getBase()));
              });
            }
          }
        }
        if (body.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f) {
          Object k = stableKey.apply(f);
          if (k != null) {
            flags.add(k);
            holders.computeIfAbsent(k, x -> new HashSet<>())
                .addAll(pts.pointsTo(mi, i, f.getBase()));
          }
        }
        Set<Object> set = cas.onSuccess(mi, i);
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (!set.isEmpty() && inv != null && inv.getArgCount() > 0
            && inv.getArg(0) instanceof Local b) {
          for (Object k : set) {
            flags.add(k);
            holders.computeIfAbsent(k, x -> new HashSet<>()).addAll(pts.pointsTo(mi, i, b));
          }
        }
      }
    }
    if (flags.isEmpty()) {
      return;
    }
    read.forEach(k -> heap.put(k, new HashSet<>(flags)));
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null || !relevant(mi, body)) {
        continue;
      }
      Set<Fact> assumed = new HashSet<>();
      Set<Fact> summary = new HashSet<>();
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JIdentityStmt id
            && (id.getRightOp() instanceof JThisRef || id.getRightOp() instanceof JParameterRef)) {
          for (Object k : flagsOf(mi, i, id.getLeftOp())) {
            assumed.add(new Fact(id.getLeftOp().getName(), k));
            summary.add(new Fact(identity(id), k));
          }
        }
      }
      flags.forEach(k -> summary.add(new Fact(RESULT, k)));
      if (isBoolean(mi)) {
        for (Stmt s : body.stmts()) {
          if (s instanceof JIdentityStmt id && (id.getRightOp() instanceof JThisRef
              || id.getRightOp() instanceof JParameterRef)) {
            for (Object g : conditions()) {
              summary.add(new Fact(RESULT, new Implied(identity(id), g)));
            }
          }
        }
      }
      entry.put(mi, assumed);
      exits.put(mi, summary);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : entry.keySet()) {
        List<Set<Fact>> facts = flow(mi, pts.body(mi));
        before.put(mi, facts);
        changed |= exits.get(mi).retainAll(exitFacts(pts.body(mi), facts, exits.get(mi)));
      }
      changed |= pruneHeap();
      for (Map.Entry<MethodInstance, Set<Fact>> e : entry.entrySet()) {
        changed |= e.getValue().removeIf(f -> !established(e.getKey(), f));
      }
    }
  }

  /** True if the method returns a boolean (its result may imply facts). */
  private static boolean isBoolean(MethodInstance mi) {
    return mi.method().getReturnType() == sootup.core.types.PrimitiveType.getBoolean();
  }

  /** What an implication may conclude: the flags and the {@link NotValue} facts. */
  private Set<Object> conditions() {
    Set<Object> out = new HashSet<>(flags);
    values.forEach(v -> out.add(new NotValue(v)));
    return out;
  }

  /**
   * Removes the heap facts some write does not keep: every write of a field with heap facts
   * must store null or a local with the fact before it. True if something was removed.
   */
  private boolean pruneHeap() {
    boolean changed = false;
    for (Map.Entry<MethodInstance, List<Integer>> e : heapWrites.entrySet()) {
      MethodCode body = pts.body(e.getKey());
      for (int i : e.getValue()) {
        JAssignStmt a = (JAssignStmt) body.stmt(i);
        Set<Object> ks = heap.get(hooks.heapKey((JFieldRef) a.getLeftOp()));
        if (ks == null || ks.isEmpty()
            || a.getRightOp() instanceof sootup.core.jimple.common.constant.NullConstant) {
          continue;
        }
        final int at = i;
        changed |= a.getRightOp() instanceof Local v
            ? ks.removeIf(k -> !holdsBefore(e.getKey(), at, v, k))
            : ks.removeIf(k -> true);
      }
    }
    return changed;
  }

  /** The flags some object the local may hold has a write of (only those facts can hold). */
  private Set<Object> flagsOf(MethodInstance mi, int at, Local l) {
    Set<Object> out = new HashSet<>();
    List<AbstractObject> objs = pts.pointsTo(mi, at, l);
    holders.forEach((k, os) -> {
      if (objs.stream().anyMatch(os::contains)) {
        out.add(k);
      }
    });
    return out;
  }

  /**
   * True if a local of the instance may hold an object with a stable flag written somewhere
   * (its receiver, a parameter, a call's base or argument, a written base, a field read), or
   * if it returns a boolean whose truth may imply a fact (when absorbing fields make
   * {@link NotValue} facts): other instances have no facts, and leaving them out only loses
   * facts.
   */
  private boolean relevant(MethodInstance mi, MethodCode body) {
    if (!values.isEmpty() && isBoolean(mi)) {
      return true;
    }
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (s instanceof JIdentityStmt id && !flagsOf(mi, i, id.getLeftOp()).isEmpty()) {
        return true;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f
          && stableKey.apply(f) != null || !cas.onSuccess(mi, i).isEmpty()) {
        return true;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && a.getRightOp() instanceof JFieldRef f
          && (heap.containsKey(hooks.heapKey(f)) && !flagsOf(mi, i, l).isEmpty()
          || f instanceof JInstanceFieldRef r && !hooks.absorbedBy(r).isEmpty())) {
        return true;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null || inv instanceof JDynamicInvokeExpr) {
        continue;
      }
      if (inv instanceof AbstractInstanceInvokeExpr ii && !flagsOf(mi, i, ii.getBase()).isEmpty()) {
        return true;
      }
      for (Value v : inv.getArgs()) {
        if (v instanceof Local l && !flagsOf(mi, i, l).isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /** "this" or "@k" for an identity statement of the receiver or a parameter. */
  private static String identity(JIdentityStmt id) {
    return id.getRightOp() instanceof JParameterRef p ? "@" + p.getIndex() : "this";
  }

  /** The facts before each statement of the body, under the current assumptions. */
  private List<Set<Fact>> flow(MethodInstance mi, MethodCode body) {
    int n = body.size();
    List<Set<Fact>> in = new java.util.ArrayList<>(java.util.Collections.nCopies(n, null));
    in.set(0, new HashSet<>());
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    while (!work.isEmpty()) {
      int i = work.poll();
      Set<Fact> out = transfer(mi, body, i, in.get(i));
      for (int t : body.successors(i)) {
        if (merge(in, t, onEdge(mi, body, i, t, out))) {
          work.add(t);
        }
      }
      Map<?, Integer> handlers = body.handlers(i);
      if (handlers != null) {
        for (int h : handlers.values()) {
          if (merge(in, h, in.get(i))) {
            work.add(h);
          }
        }
      }
    }
    return in;
  }

  /**
   * The facts on the edge from statement {@code i} to {@code t} of an {@code if} comparing for
   * (in)equality: on the edge where {@code z != 0}, the implications z carries hold; on the edge
   * where a local differs from {@code null} or from a local that surely holds a named singleton
   * ({@link Hooks#singleton}), the local's value is not that one ({@link NotValue}).
   */
  private Set<Fact> onEdge(MethodInstance mi, MethodCode body, int i, int t, Set<Fact> out) {
    if (!(body.stmt(i) instanceof sootup.core.jimple.common.stmt.JIfStmt st)) {
      return out;
    }
    sootup.core.jimple.common.expr.AbstractConditionExpr c = st.getCondition();
    int[] succ = body.successors(i);
    if (succ.length != 2 || succ[0] == succ[1]) {
      return out;
    }
    boolean taken = t == succ[1];
    boolean differ = c instanceof sootup.core.jimple.common.expr.JEqExpr ? !taken
        : c instanceof sootup.core.jimple.common.expr.JNeExpr && taken;
    if (!differ) {
      return out;
    }
    Set<Fact> edge = new HashSet<>(out);
    Value a = c.getOp1();
    Value b = c.getOp2();
    if (a instanceof Local z && b instanceof sootup.core.jimple.common.constant.IntConstant zero
        && zero.getValue() == 0) {
      for (Fact f : out) {
        if (f.local().equals(z.getName()) && f.field() instanceof Implied im) {
          edge.add(new Fact(im.base(), im.flag()));
        }
      }
    }
    differs(mi, i, a, b, edge);
    differs(mi, i, b, a, edge);
    close(edge);
    return edge;
  }

  /** Adds what "{@code a} is not {@code b}" tells about local {@code a}'s value. */
  private void differs(MethodInstance mi, int i, Value a, Value b, Set<Fact> edge) {
    if (!(a instanceof Local l)) {
      return;
    }
    String v = b instanceof sootup.core.jimple.common.constant.NullConstant ? NULL
        : b instanceof Local o ? hooks.singleton(mi, i, o) : null;
    if (v != null) {
      edge.add(new Fact(l.getName(), new NotValue(v)));
    }
  }

  /**
   * Adds the flags the absorbing reads conclude: (l, {@code Absorbs(b, flag, N)}) with l none of
   * {@code null} and N gives (b, flag), unconditionally and under each boolean's implications.
   */
  private static void close(Set<Fact> facts) {
    if (facts.stream().noneMatch(f -> f.field() instanceof Absorbs)) {
      return;
    }
    facts.addAll(derive(facts));
    Map<String, Set<Fact>> hypotheses = new HashMap<>();
    for (Fact f : facts) {
      if (f.field() instanceof Implied im) {
        hypotheses.computeIfAbsent(f.local(), x -> new HashSet<>())
            .add(new Fact(im.base(), im.flag()));
      }
    }
    hypotheses.forEach((z, h) -> {
      Set<Fact> world = new HashSet<>(facts);
      world.addAll(h);
      for (Fact d : derive(world)) {
        facts.add(new Fact(z, new Implied(d.local(), d.field())));
      }
    });
  }

  /** The flag facts the {@link Absorbs} facts of {@code world} give. */
  private static Set<Fact> derive(Set<Fact> world) {
    Set<Fact> out = new HashSet<>();
    for (Fact f : world) {
      if (f.field() instanceof Absorbs ab
          && world.contains(new Fact(f.local(), new NotValue(NULL)))
          && ab.notDone().stream()
              .allMatch(n -> world.contains(new Fact(f.local(), new NotValue(n))))) {
        out.add(new Fact(ab.base(), ab.flag()));
      }
    }
    return out;
  }

  /** Intersects {@code facts} into the facts before {@code t}; true if they changed. */
  private static boolean merge(List<Set<Fact>> in, int t, Set<Fact> facts) {
    Set<Fact> old = in.get(t);
    if (old == null) {
      in.set(t, new HashSet<>(facts));
      return true;
    }
    Set<Fact> merged = new HashSet<>(old);
    merged.retainAll(facts);
    vacuous(old, facts, merged);
    vacuous(facts, old, merged);
    if (merged.equals(old)) {
      return false;
    }
    in.set(t, merged);
    return true;
  }

  /**
   * Keeps the implications of {@code from} on a boolean local that is false on the other side
   * ({@code other}): there they hold vacuously. A local loses {@link False} at such a merge,
   * so the facts before a statement can grow this way only once per local: the flow ends.
   */
  private static void vacuous(Set<Fact> from, Set<Fact> other, Set<Fact> merged) {
    for (Fact f : from) {
      if (f.field() instanceof Implied && other.contains(new Fact(f.local(), FALSE))) {
        merged.add(f);
      }
    }
  }

  private Set<Fact> transfer(MethodInstance mi, MethodCode body, int i, Set<Fact> in) {
    Stmt s = body.stmt(i);
    Set<Fact> out = new HashSet<>(in);
    if (s instanceof JIdentityStmt id) {
      Local l = id.getLeftOp();
      kill(out, l);
      for (Fact f : entry.get(mi)) {
        if (f.local().equals(l.getName())) {
          out.add(f);
        }
      }
      return out;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (s instanceof JAssignStmt a) {
      if (a.getLeftOp() instanceof JInstanceFieldRef f) {
        Local b = f.getBase();
        Object k = stableKey.apply(f);
        if (k != null && a.getRightOp() instanceof sootup.core.jimple.common.constant.IntConstant c
            && c.getValue() == 1) {
          out.add(new Fact(b.getName(), k));
        }
      } else if (a.getLeftOp() instanceof Local l) {
        Value v = a.getRightOp();
        Local from = v instanceof Local m ? m
            : v instanceof JCastExpr c && c.getOp() instanceof Local m ? m : null;
        Set<Fact> copied = new HashSet<>();
        if (from != null) {
          for (Fact f : in) {
            if (f.local().equals(from.getName())) {
              copied.add(new Fact(l.getName(), f.field()));
            }
          }
        }
        if (v instanceof JFieldRef fr) {
          for (Object k : heap.getOrDefault(hooks.heapKey(fr), Set.of())) {
            copied.add(new Fact(l.getName(), k));
          }
          if (fr instanceof JInstanceFieldRef r && !r.getBase().equals(l)) {
            hooks.absorbedBy(r).forEach((k, notDone) -> copied.add(new Fact(l.getName(),
                new Absorbs(r.getBase().getName(), k, notDone))));
          }
        }
        if (v instanceof sootup.core.jimple.common.constant.IntConstant c) {
          if (c.getValue() == 0) {
            copied.add(new Fact(l.getName(), FALSE));
          } else {
            for (Fact f : in) {
              if (!f.local().equals(l.getName())
                  && (isFlag(f.field()) || f.field() instanceof NotValue)) {
                copied.add(new Fact(l.getName(), new Implied(f.local(), f.field())));
              }
            }
          }
        }
        Set<Fact> made = inv == null ? Set.of() : afterCall(mi, i, inv);
        if (inv != null && inv.getArgCount() > 0 && inv.getArg(0) instanceof Local b) {
          for (Object k : cas.onSuccess(mi, i)) {
            copied.add(new Fact(l.getName(), new Implied(b.getName(), k)));
          }
        }
        for (Fact f : made) {
          if (f.local().equals(RESULT)) {
            copied.add(new Fact(l.getName(), f.field()));
          } else {
            out.add(f);
          }
        }
        kill(out, l);
        copied.removeIf(f -> f.field() instanceof Implied im && im.base().equals(l.getName())
            || f.field() instanceof Absorbs ab && ab.base().equals(l.getName()));
        out.addAll(copied);
        close(out);
        return out;
      }
    }
    if (inv != null) {
      afterCall(mi, i, inv).stream().filter(f -> !f.local().equals(RESULT)).forEach(out::add);
    }
    return out;
  }

  private static void kill(Set<Fact> facts, Local l) {
    facts.removeIf(f -> f.local().equals(l.getName())
        || f.field() instanceof Implied im && im.base().equals(l.getName())
        || f.field() instanceof Absorbs ab && ab.base().equals(l.getName()));
  }

  /** The facts a call statement makes on its base and arguments (exit summaries). */
  private Set<Fact> afterCall(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    Set<MethodInstance> targets = pts.callees(mi, i);
    if (targets.isEmpty() || inv instanceof JDynamicInvokeExpr) {
      return Set.of();
    }
    Set<Fact> common = null;
    for (MethodInstance t : targets) {
      Set<Fact> summary = exits.get(t);
      if (summary == null || !t.method().getSignature().getSubSignature()
          .equals(inv.getMethodSignature().getSubSignature())) {
        return Set.of();
      }
      common = common == null ? new HashSet<>(summary) : common;
      common.retainAll(summary);
    }
    Set<Fact> out = new HashSet<>();
    for (Fact f : common) {
      if (f.local().equals(RESULT) && f.field() instanceof Implied im) {
        Value b = actual(inv, im.base());
        if (b instanceof Local l) {
          out.add(new Fact(RESULT, new Implied(l.getName(), im.flag())));
        }
        continue;
      }
      if (f.local().equals(RESULT)) {
        out.add(f);
        continue;
      }
      Value v = f.local().equals("this")
          ? inv instanceof AbstractInstanceInvokeExpr ii ? ii.getBase() : null
          : argument(inv, Integer.parseInt(f.local().substring(1)));
      if (v instanceof Local l) {
        out.add(new Fact(l.getName(), f.field()));
      }
    }
    return out;
  }

  /** The caller's value of a summary's "this" or "@k". */
  private static Value actual(AbstractInvokeExpr inv, String identity) {
    return identity.equals("this")
        ? inv instanceof AbstractInstanceInvokeExpr ii ? ii.getBase() : null
        : argument(inv, Integer.parseInt(identity.substring(1)));
  }

  private static Value argument(AbstractInvokeExpr inv, int k) {
    return k < inv.getArgCount() ? inv.getArg(k) : null;
  }

  /**
   * The summary facts that hold at every normal exit of the body: flags and {@link NotValue}
   * facts on the receiver and parameters, flags of the returned value, and implications of a
   * returned boolean on the receiver and parameters ({@code return 0} keeps every implication
   * of {@code current}, vacuously; {@code return 1} implies whatever holds there).
   */
  private static Set<Fact> exitFacts(MethodCode body, List<Set<Fact>> in, Set<Fact> current) {
    Map<String, String> identities = new HashMap<>();
    Map<String, List<Integer>> defs = body.defs();
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id
          && (id.getRightOp() instanceof JThisRef || id.getRightOp() instanceof JParameterRef)
          && defs.getOrDefault(id.getLeftOp().getName(), List.of()).size() == 1) {
        identities.put(id.getLeftOp().getName(), identity(id));
      }
    }
    Set<Fact> out = null;
    Set<Fact> implied = null;
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (!(s instanceof JReturnStmt || s instanceof JReturnVoidStmt) || in.get(i) == null) {
        continue;
      }
      Set<Fact> here = new HashSet<>();
      Set<Fact> cond = new HashSet<>();
      Value r = s instanceof JReturnStmt rs ? rs.getOp() : null;
      boolean vacuous = r instanceof sootup.core.jimple.common.constant.IntConstant c
          && c.getValue() == 0
          || r instanceof Local z && in.get(i).contains(new Fact(z.getName(), FALSE));
      boolean isTrue = r instanceof sootup.core.jimple.common.constant.IntConstant c
          && c.getValue() != 0;
      for (Fact f : in.get(i)) {
        String id = identities.get(f.local());
        boolean plain = isFlag(f.field()) || f.field() instanceof NotValue;
        if (id != null && plain) {
          here.add(new Fact(id, f.field()));
          if (isTrue) {
            cond.add(new Fact(RESULT, new Implied(id, f.field())));
          }
        }
        if (r instanceof Local l && l.getName().equals(f.local())) {
          if (isFlag(f.field())) {
            here.add(new Fact(RESULT, f.field()));
          } else if (f.field() instanceof Implied im && identities.containsKey(im.base())
              && (isFlag(im.flag()) || im.flag() instanceof NotValue)) {
            cond.add(new Fact(RESULT, new Implied(identities.get(im.base()), im.flag())));
          }
        }
      }
      if (out == null) {
        out = here;
      } else {
        out.retainAll(here);
      }
      if (!vacuous) {
        if (implied == null) {
          implied = cond;
        } else {
          implied.retainAll(cond);
        }
      }
    }
    if (out == null) {
      return new HashSet<>();
    }
    if (implied == null) {
      current.stream().filter(f -> f.local().equals(RESULT) && f.field() instanceof Implied)
          .forEach(out::add);
    } else {
      out.addAll(implied);
    }
    return out;
  }

  /** True if an entry assumption holds at every way the instance is entered. */
  private boolean established(MethodInstance mi, Fact f) {
    MethodCode body = pts.body(mi);
    for (Stmt s : body.stmts()) {
      if (!(s instanceof JIdentityStmt id) || !id.getLeftOp().getName().equals(f.local())) {
        continue;
      }
      if (id.getRightOp() instanceof JThisRef) {
        return pts.atEveryReceiverSite(mi,
            (caller, index, receiver) -> holdsBefore(caller, index, receiver, f.field()));
      }
      int p = ((JParameterRef) id.getRightOp()).getIndex();
      List<ArgumentSite> sites = pts.argumentSites(mi);
      if (sites.isEmpty()) {
        return false;
      }
      for (ArgumentSite site : sites) {
        ArgumentSite at = site.siteOf(p);
        Value v = site.argument(p);
        if (!(v instanceof sootup.core.jimple.common.constant.NullConstant)
            && !(v instanceof Local a && holdsBefore(at.caller(), at.stmtIndex(), a, f.field()))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  private boolean holdsBefore(MethodInstance mi, int at, Local l, Object field) {
    List<Set<Fact>> b = before.get(mi);
    return b != null && b.get(at) != null && b.get(at).contains(new Fact(l.getName(), field));
  }
}
