package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JAndExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JGeExpr;
import sootup.core.jimple.common.expr.JGtExpr;
import sootup.core.jimple.common.expr.JLeExpr;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.expr.JLtExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Divisors and array indices that the conditions of their own method prove safe: {@code if
 * (waiting > 1 && i % waiting == 0)} cannot divide by zero, {@code for (int i = 0; i <
 * a.length; i++) a[i] = 0;} cannot index out of bounds. {@link UncaughtExceptionCaveats} asks
 * {@link #nonZero} and {@link #inBounds} before it counts such an operation as a throw point.
 * ({@link ImplicitExceptions} keeps its handler edges for them: a handler left unreached gets
 * an UNSOUND caveat of its own, so removing the edge would not sharpen a verdict.)
 *
 * <p>The analysis is a forward must-analysis over one method body's normal control flow. At
 * each statement it knows, for {@code int} locals ({@link #isInt}), an interval {@code
 * [lo, hi]} that holds the local's value on every path reaching the statement, whether it was
 * tested {@code != 0}, and the array
 * locals {@code a} with {@code x < a.length} on every such path; for each local defined by
 * {@code lengthof a} it knows the array {@code a}. Facts come from constants, copies, {@code
 * x + c}, {@code x - c} (only where the interval rules out int overflow), {@code x & c} with
 * {@code c >= 0}, {@code x % c} with {@code c > 0}, {@code lengthof}, widening casts from
 * {@code char}/{@code short}/{@code byte}, and the comparisons of {@code if} statements on the
 * edge they take. Any other definition of a local removes what was known of it, and of every
 * fact naming it; a handler's first statement knows nothing; paths merge by intersection
 * (interval hull); at a statement with two or more predecessors (every cycle has one), an
 * interval bound still moving after a few visits is widened to the end of the int range.
 *
 * <p>Soundness: every fact is an invariant of the concrete runs along the edges it is
 * propagated on (the transfer of each statement over-approximates its effect, and the meet is
 * the weaker of two facts), so a divisor whose interval excludes 0 is never 0 there, and an
 * index with {@code lo >= 0} and {@code x < a.length} for the array local being indexed is in
 * bounds (a null array still throws {@code NullPointerException}, which the callers judge
 * apart). A pruned branch (an {@code if} with one successor left) adds no fact.
 */
final class GuardedOperands {
  private static final long MIN = Integer.MIN_VALUE;
  private static final long MAX = Integer.MAX_VALUE;
  /** Merges at a statement of several predecessors after which its intervals are widened. */
  private static final int WIDEN_AFTER = 4;

  private final Map<MethodCode, State[]> facts = new IdentityHashMap<>();

  /** True if {@code v}, the divisor of an integer division at statement {@code at}, is never 0. */
  boolean nonZero(MethodCode body, int at, Value v) {
    if (v instanceof IntConstant c) {
      return c.getValue() != 0;
    }
    if (!(v instanceof Local l)) {
      return false;
    }
    State s = factsOf(body)[at];
    if (s == null) {
      return false;
    }
    long[] iv = s.interval(l.getName());
    return iv[0] > 0 || iv[1] < 0 || s.nonZero.contains(l.getName());
  }

  /** True if the array access {@code ref} at statement {@code at} is surely in bounds. */
  boolean inBounds(MethodCode body, int at, JArrayRef ref) {
    if (!(ref.getBase() instanceof Local) || !(ref.getIndex() instanceof Local index)) {
      return false;
    }
    Local array = (Local) ref.getBase();
    State s = factsOf(body)[at];
    if (s == null) {
      return false;
    }
    return s.interval(index.getName())[0] >= 0
        && s.below(index.getName()).contains(array.getName());
  }

  private State[] factsOf(MethodCode body) {
    return facts.computeIfAbsent(body, GuardedOperands::analyse);
  }

  private static State[] analyse(MethodCode body) {
    int n = body.size();
    State[] in = new State[n];
    int[] visits = new int[n];
    boolean[] handler = new boolean[n];
    int[] preds = new int[n];
    for (int i = 0; i < n; i++) {
      for (int h : body.handlers(i).values()) {
        handler[h] = true;
      }
      for (int j : body.successors(i)) {
        preds[j]++;
      }
    }
    if (n == 0) {
      return in;
    }
    ArrayDeque<Integer> work = new ArrayDeque<>();
    boolean[] queued = new boolean[n];
    in[0] = new State();
    preds[0]++; // the entry
    work.add(0);
    queued[0] = true;
    for (int h = 0; h < n; h++) {
      if (handler[h] && in[h] == null) {
        in[h] = new State();
        work.add(h);
        queued[h] = true;
      }
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      queued[i] = false;
      Stmt stmt = body.stmt(i);
      int[] succ = body.successors(i);
      State out = transfer(in[i], stmt);
      for (int k = 0; k < succ.length; k++) {
        int j = succ[k];
        State edge = out;
        if (stmt instanceof JIfStmt iff && succ.length == 2) {
          edge = out.assume(iff.getCondition(), k == 1);
        }
        if (handler[j]) {
          continue; // a handler's first statement knows nothing
        }
        boolean widen = preds[j] > 1 && ++visits[j] > WIDEN_AFTER;
        State merged = in[j] == null ? edge : in[j].meet(edge, widen);
        if (in[j] == null || !merged.equals(in[j])) {
          in[j] = merged;
          if (!queued[j]) {
            work.add(j);
            queued[j] = true;
          }
        }
      }
    }
    return in;
  }

  private static State transfer(State s, Stmt stmt) {
    if (stmt instanceof JIdentityStmt id) {
      return s.forget(id.getLeftOp().getName());
    }
    if (!(stmt instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)) {
      return s;
    }
    String x = l.getName();
    Value r = a.getRightOp();
    State t = s.forget(x);
    if (!isInt(l.getType())) {
      return t;
    }
    if (r instanceof IntConstant c) {
      return t.withInterval(x, c.getValue(), c.getValue());
    }
    if (r instanceof Local y && isInt(y.getType())) {
      State u = t.withInterval(x, s.interval(y.getName()));
      if (s.nonZero.contains(y.getName())) {
        u = u.withNonZero(x);
      }
      for (String arr : s.below(y.getName())) {
        u = u.withBelow(x, arr);
      }
      return u;
    }
    if (r instanceof JLengthExpr len && len.getOp() instanceof Local arr) {
      return t.withInterval(x, 0, MAX).withLength(x, arr.getName());
    }
    if (r instanceof JCastExpr cast && cast.getOp() instanceof Local y
        && y.getType() == PrimitiveType.getChar()) {
      return t.withInterval(x, 0, Character.MAX_VALUE);
    }
    if ((r instanceof JAddExpr || r instanceof JSubExpr)) {
      var b = (sootup.core.jimple.common.expr.AbstractBinopExpr) r;
      Value p = b.getOp1();
      Value q = b.getOp2();
      if (r instanceof JAddExpr && p instanceof IntConstant && q instanceof Local) {
        Value swap = p;
        p = q;
        q = swap;
      }
      if (p instanceof Local y && isInt(y.getType()) && q instanceof IntConstant c) {
        long d = r instanceof JAddExpr ? c.getValue() : -(long) c.getValue();
        long[] iv = s.interval(y.getName());
        long lo = iv[0] + d;
        long hi = iv[1] + d;
        if (lo < MIN || hi > MAX) {
          return t; // may overflow: nothing known
        }
        State u = t.withInterval(x, lo, hi);
        if (d <= 0) {
          for (String arr : s.below(y.getName())) {
            u = u.withBelow(x, arr);
          }
        }
        return u;
      }
      return t;
    }
    if (r instanceof JAndExpr and) {
      Integer c = constant(and.getOp1(), and.getOp2());
      return c != null && c >= 0 ? t.withInterval(x, 0, c) : t;
    }
    if (r instanceof JRemExpr rem && rem.getOp2() instanceof IntConstant c && c.getValue() > 0) {
      long m = c.getValue() - 1L;
      long[] iv = rem.getOp1() instanceof Local y ? s.interval(y.getName()) : new long[] {MIN, MAX};
      return t.withInterval(x, iv[0] >= 0 ? 0 : -m, iv[1] <= 0 ? 0 : m);
    }
    return t;
  }

  private static Integer constant(Value a, Value b) {
    if (a instanceof IntConstant c) {
      return c.getValue();
    }
    return b instanceof IntConstant c ? c.getValue() : null;
  }

  /**
   * Only {@code int} locals are tracked: a {@code byte}, {@code short} or {@code char} local
   * may be written without the narrowing cast javac would put there (other compilers, hand
   * written bytecode), so its value could leave any interval computed for it.
   */
  static boolean isInt(Type t) {
    return t == PrimitiveType.getInt();
  }

  /**
   * What is known at one program point. Immutable: every update returns a copy. Layout:
   * {@code intervals} maps a local to {@code [lo, hi]} (absent: the whole int range);
   * {@code below} maps an index local to the array locals whose length exceeds it;
   * {@code lengths} maps a local defined by {@code lengthof a} to {@code a}; {@code nonZero}
   * holds the locals tested {@code != 0} (a fact no interval states).
   */
  private static final class State {
    final Map<String, long[]> intervals;
    final Map<String, Set<String>> below;
    final Map<String, String> lengths;
    final Set<String> nonZero;

    State() {
      this(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashSet<>());
    }

    private State(Map<String, long[]> intervals, Map<String, Set<String>> below,
        Map<String, String> lengths, Set<String> nonZero) {
      this.intervals = intervals;
      this.below = below;
      this.lengths = lengths;
      this.nonZero = nonZero;
    }

    long[] interval(String x) {
      return intervals.getOrDefault(x, new long[] {MIN, MAX});
    }

    Set<String> below(String x) {
      return below.getOrDefault(x, Set.of());
    }

    private State copy() {
      Map<String, Set<String>> b = new HashMap<>();
      below.forEach((k, v) -> b.put(k, new HashSet<>(v)));
      return new State(new HashMap<>(intervals), b, new HashMap<>(lengths),
          new HashSet<>(nonZero));
    }

    /** Drops every fact about local {@code x} (it is redefined). */
    State forget(String x) {
      if (!intervals.containsKey(x) && !below.containsKey(x) && !lengths.containsKey(x)
          && !nonZero.contains(x) && !lengths.containsValue(x)
          && below.values().stream().noneMatch(v -> v.contains(x))) {
        return this;
      }
      State t = copy();
      t.intervals.remove(x);
      t.below.remove(x);
      t.lengths.remove(x);
      t.nonZero.remove(x);
      t.lengths.values().removeIf(x::equals);
      t.below.values().forEach(v -> v.remove(x));
      t.below.values().removeIf(Set::isEmpty);
      return t;
    }

    State withInterval(String x, long lo, long hi) {
      State t = copy();
      if (lo <= MIN && hi >= MAX) {
        t.intervals.remove(x);
      } else {
        t.intervals.put(x, new long[] {lo, hi});
      }
      return t;
    }

    State withInterval(String x, long[] iv) {
      return withInterval(x, iv[0], iv[1]);
    }

    State withBelow(String x, String array) {
      State t = copy();
      t.below.computeIfAbsent(x, k -> new HashSet<>()).add(array);
      return t;
    }

    State withNonZero(String x) {
      State t = copy();
      t.nonZero.add(x);
      return t;
    }

    State withLength(String x, String array) {
      State t = copy();
      t.lengths.put(x, array);
      return t;
    }

    /** The state on the edge where {@code cond} is {@code holds}. */
    State assume(AbstractConditionExpr cond, boolean holds) {
      Value p = cond.getOp1();
      Value q = cond.getOp2();
      String op = operator(cond);
      if (op == null) {
        return this;
      }
      if (!holds) {
        op = negate(op);
      }
      State t = this;
      if (p instanceof Local x && isInt(x.getType())) {
        t = t.refine(x.getName(), op, q);
      }
      if (q instanceof Local y && isInt(y.getType())) {
        t = t.refine(y.getName(), mirror(op), p);
      }
      return t;
    }

    /** Adds the fact {@code x op v}. */
    private State refine(String x, String op, Value v) {
      long[] iv = interval(x);
      long lo = iv[0];
      long hi = iv[1];
      long[] other = v instanceof IntConstant c ? new long[] {c.getValue(), c.getValue()}
          : v instanceof Local y && isInt(y.getType()) ? interval(y.getName()) : null;
      if (other == null) {
        return this;
      }
      switch (op) {
        case "<" -> hi = Math.min(hi, other[1] - 1);
        case "<=" -> hi = Math.min(hi, other[1]);
        case ">" -> lo = Math.max(lo, other[0] + 1);
        case ">=" -> lo = Math.max(lo, other[0]);
        case "==" -> {
          lo = Math.max(lo, other[0]);
          hi = Math.min(hi, other[1]);
        }
        case "!=" -> {
          if (other[0] == 0 && other[1] == 0 && !nonZero.contains(x)) {
            return withNonZero(x);
          }
          if (other[0] == other[1] && other[0] == lo) {
            lo++;
          } else if (other[0] == other[1] && other[0] == hi) {
            hi--;
          }
        }
        default -> {
          return this;
        }
      }
      State t = lo > hi ? this : withInterval(x, lo, hi);
      if ((op.equals("<")) && v instanceof Local y && lengths.containsKey(y.getName())) {
        t = t.withBelow(x, lengths.get(y.getName()));
      }
      return t;
    }

    /**
   * The weaker of this state (the one kept so far) and {@code o}; with {@code widen}, an
   * interval bound that {@code o} moves is dropped (set to the end of the int range).
   */
    State meet(State o, boolean widen) {
      Map<String, long[]> iv = new HashMap<>();
      for (var e : intervals.entrySet()) {
        long[] b = o.intervals.get(e.getKey());
        if (b == null) {
          continue;
        }
        long[] a = e.getValue();
        long lo = Math.min(a[0], b[0]);
        long hi = Math.max(a[1], b[1]);
        if (widen) { // a bound that moved beyond this state's goes to the end of the range
          lo = lo < a[0] ? MIN : lo;
          hi = hi > a[1] ? MAX : hi;
        }
        if (lo > MIN || hi < MAX) {
          iv.put(e.getKey(), new long[] {lo, hi});
        }
      }
      Map<String, Set<String>> bl = new HashMap<>();
      for (var e : below.entrySet()) {
        Set<String> common = new HashSet<>(e.getValue());
        common.retainAll(o.below(e.getKey()));
        if (!common.isEmpty()) {
          bl.put(e.getKey(), common);
        }
      }
      Map<String, String> len = new HashMap<>();
      lengths.forEach((k, v) -> {
        if (v.equals(o.lengths.get(k))) {
          len.put(k, v);
        }
      });
      Set<String> nz = new HashSet<>(nonZero);
      nz.retainAll(o.nonZero);
      return new State(iv, bl, len, nz);
    }

    @Override
    public boolean equals(Object other) {
      if (!(other instanceof State o) || !below.equals(o.below) || !lengths.equals(o.lengths)
          || !nonZero.equals(o.nonZero) || intervals.size() != o.intervals.size()) {
        return false;
      }
      for (var e : intervals.entrySet()) {
        long[] b = o.intervals.get(e.getKey());
        if (b == null || b[0] != e.getValue()[0] || b[1] != e.getValue()[1]) {
          return false;
        }
      }
      return true;
    }

    @Override
    public int hashCode() {
      return below.hashCode() * 31 + lengths.hashCode();
    }
  }

  private static String operator(AbstractConditionExpr c) {
    if (c instanceof JLtExpr) {
      return "<";
    }
    if (c instanceof JLeExpr) {
      return "<=";
    }
    if (c instanceof JGtExpr) {
      return ">";
    }
    if (c instanceof JGeExpr) {
      return ">=";
    }
    if (c instanceof JEqExpr) {
      return "==";
    }
    return c instanceof JNeExpr ? "!=" : null;
  }

  private static String negate(String op) {
    return switch (op) {
      case "<" -> ">=";
      case "<=" -> ">";
      case ">" -> "<=";
      case ">=" -> "<";
      case "==" -> "!=";
      default -> "==";
    };
  }

  /** The operator with its operands swapped: {@code a < b} is {@code b > a}. */
  private static String mirror(String op) {
    return switch (op) {
      case "<" -> ">";
      case "<=" -> ">=";
      case ">" -> "<";
      case ">=" -> "<=";
      default -> op;
    };
  }
}
