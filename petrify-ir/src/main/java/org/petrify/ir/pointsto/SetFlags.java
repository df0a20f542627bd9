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
 *   <li>{@code l = m} and {@code l = (T) m} copy the facts of m; any other definition of l
 *       kills them;</li>
 *   <li>{@code l := @this} / {@code l := @parameter k} give the facts assumed at the entry of
 *       the instance.</li>
 * </ul>
 * The exit summary of an instance is the facts on its receiver and parameter locals (locals
 * with no other definition, so they still hold the values passed in) and on the returned
 * value that hold at every {@code return}; {@code l = b.m(a...)} gives l the facts of the
 * returned value. The entry assumptions and exit summaries are a greatest fixpoint over the
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
 * established at every way the instance can be entered.
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

  /** The local of an exit summary that stands for the returned value. */
  private static final String RESULT = "@return";

  private final PointsToResult pts;
  private final Function<JInstanceFieldRef, Object> stableKey;
  private final CasSets cas;
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
      CasSets cas) {
    this.pts = pts;
    this.stableKey = stableKey;
    this.cas = cas;
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
    SetFlags r = new SetFlags(pts, stableKey, cas);
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
      if (f.local().equals(base.getName()) && !(f.field() instanceof Implied)) {
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

  private void solve() {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
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
      entry.put(mi, assumed);
      exits.put(mi, summary);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : entry.keySet()) {
        List<Set<Fact>> facts = flow(mi, pts.body(mi));
        before.put(mi, facts);
        changed |= exits.get(mi).retainAll(exitFacts(pts.body(mi), facts));
      }
      for (Map.Entry<MethodInstance, Set<Fact>> e : entry.entrySet()) {
        changed |= e.getValue().removeIf(f -> !established(e.getKey(), f));
      }
    }
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
   * (its receiver, a parameter, a call's base or argument, a written base): other instances
   * have no facts, and leaving them out only loses facts.
   */
  private boolean relevant(MethodInstance mi, MethodCode body) {
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (s instanceof JIdentityStmt id && !flagsOf(mi, i, id.getLeftOp()).isEmpty()) {
        return true;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f
          && stableKey.apply(f) != null || !cas.onSuccess(mi, i).isEmpty()) {
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
        if (merge(in, t, onEdge(body, i, t, out))) {
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
   * The facts on the edge from statement {@code i} to {@code t}: on the edge of an
   * {@code if z == 0} or {@code if z != 0} where z is true, the implications z carries hold.
   */
  private static Set<Fact> onEdge(MethodCode body, int i, int t, Set<Fact> out) {
    if (!(body.stmt(i) instanceof sootup.core.jimple.common.stmt.JIfStmt st)) {
      return out;
    }
    sootup.core.jimple.common.expr.AbstractConditionExpr c = st.getCondition();
    if (!(c.getOp1() instanceof Local z)
        || !(c.getOp2() instanceof sootup.core.jimple.common.constant.IntConstant zero)
        || zero.getValue() != 0) {
      return out;
    }
    int[] succ = body.successors(i);
    boolean taken = succ.length == 2 && t == succ[1] && succ[0] != succ[1];
    boolean fallThrough = succ.length == 2 && t == succ[0] && succ[0] != succ[1];
    boolean trueEdge = c instanceof sootup.core.jimple.common.expr.JEqExpr ? fallThrough
        : c instanceof sootup.core.jimple.common.expr.JNeExpr && taken;
    if (!trueEdge) {
      return out;
    }
    Set<Fact> edge = new HashSet<>(out);
    for (Fact f : out) {
      if (f.local().equals(z.getName()) && f.field() instanceof Implied im) {
        edge.add(new Fact(im.base(), im.flag()));
      }
    }
    return edge;
  }

  /** Intersects {@code facts} into the facts before {@code t}; true if they changed. */
  private static boolean merge(List<Set<Fact>> in, int t, Set<Fact> facts) {
    Set<Fact> old = in.get(t);
    if (old == null) {
      in.set(t, new HashSet<>(facts));
      return true;
    }
    return old.retainAll(facts);
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
        out.addAll(copied);
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
        || f.field() instanceof Implied im && im.base().equals(l.getName()));
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

  private static Value argument(AbstractInvokeExpr inv, int k) {
    return k < inv.getArgCount() ? inv.getArg(k) : null;
  }

  /** The summary facts that hold at every normal exit of the body. */
  private static Set<Fact> exitFacts(MethodCode body, List<Set<Fact>> in) {
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
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (!(s instanceof JReturnStmt || s instanceof JReturnVoidStmt) || in.get(i) == null) {
        continue;
      }
      Set<Fact> here = new HashSet<>();
      for (Fact f : in.get(i)) {
        String id = identities.get(f.local());
        if (id != null) {
          here.add(new Fact(id, f.field()));
        }
        if (s instanceof JReturnStmt r && r.getOp() instanceof Local l
            && l.getName().equals(f.local())) {
          here.add(new Fact(RESULT, f.field()));
        }
      }
      if (out == null) {
        out = here;
      } else {
        out.retainAll(here);
      }
    }
    return out == null ? new HashSet<>() : out;
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
