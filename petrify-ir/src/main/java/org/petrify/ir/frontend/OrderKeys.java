package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JCmpExpr;
import sootup.core.jimple.common.expr.JCmpgExpr;
import sootup.core.jimple.common.expr.JCmplExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Keys that order objects: a value fixed for each object's life, read only to be compared
 * with the key of another object, as lock-ordering code does ({@code if
 * (System.identityHashCode(a) < System.identityHashCode(b))}, {@code if (from.id < to.id)}
 * with ids drawn from a counter). Such a comparison was a free choice in each thread, so two
 * threads could order the same two objects in opposite ways: a false lock cycle. Here each key
 * is replaced by its <em>rank</em> among the keys of its kind, one rb variable per object chosen
 * once, nondeterministically, when the program starts.
 *
 * <p><b>Keys.</b> A <em>key read</em> is {@code k = System.identityHashCode(x)} (kind {@code
 * identityHashCode}) or {@code k = x.f} of a final int-like or {@code long} field that every
 * object sets in its constructor before it escapes ({@link FinalFieldValues#qualifies}, kind
 * the field) and whose value there is not known, or {@code k = x.f} of a final {@code String}
 * field set the same way ({@link FinalFieldValues#isFixedString}), directly or through a
 * one-link getter of the receiver's own field ({@code x.name()} of a record, {@link
 * GetterReads}). It qualifies when {@code k} has no other
 * definition and every use of {@code k} compares it with another qualifying key local of the
 * same kind: an {@code if} on the two, or a {@code cmp}, {@code Integer.compare}, {@code
 * Long.compare} or {@code String.compareTo} of the two whose result has no other use
 * than {@code if}s comparing it with 0; the argument of {@code identityHashCode} must be
 * known non-null ({@link NonNullLocals}: the hash of {@code null} is 0, no object's rank). The
 * object is the one the base is pinned to, or the one
 * object of its points-to set ({@link PolledObjects}); it must not be a summary (its runtime
 * objects would have different keys).
 *
 * <p><b>Ranks.</b> A kind whose qualifying reads name at most {@link #MAX_OBJECTS} objects gets
 * one variable per object, domain {@code 0 .. n-1} for {@code n} objects; the launch procedure
 * assigns them a combination of values by a free choice before anything else runs, and nothing
 * assigns them again. Where every object's key is known ({@link FinalFieldValues}) the kind is
 * not ranked: the values themselves are exact. Where every write of a field key stores a draw
 * ({@code incrementAndGet}, {@code getAndIncrement}) from one {@code AtomicInteger} or {@code
 * AtomicLong} that nothing else changes, no two keys tie, and only permutations are chosen.
 * Where every object's key is a known string constant ({@link FinalFieldValues#stringValue}),
 * the one vector of their ranks in {@code String.compareTo} order is assigned, no choice. A qualifying read is a {@code switch} on the variable that pins {@code k} to
 * the rank read.
 *
 * <p><b>Soundness.</b> An identity hash code never changes during an object's life, and a
 * qualifying final field is read only after its one write (FinalFieldValues), so each object's
 * key is one value in a run. For the keys {@code v_1 .. v_n} of the ranked objects in a run of
 * the JVM, their dense ranks (the number of distinct smaller keys) are a value of every
 * variable's domain, and compare as the keys do: {@code r_i < r_j} iff {@code v_i < v_j}, equal
 * iff equal, and {@code cmp} and the comparison calls have the same sign (strings are ranked in
 * the total order of {@code String.compareTo}, consistent with {@code equals}; only the sign of
 * its result is used). The launch's choices include those ranks; every
 * use of a pinned key is such a comparison with another pinned key of the same kind, or with a
 * key left unknown (an unranked object), which stays a free choice. So every run of the JVM is
 * a run of the model; for distinct keys the dense ranks are a permutation. Ties the JVM never
 * produces (distinct ids not drawn from a counter) only add runs. Not covered: a counter that
 * overflows (2^32 draws of an {@code AtomicInteger}) repeats keys.
 */
final class OrderKeys {
  /** The most objects of one kind that get ranks (more: their keys stay unknown). */
  static final int MAX_OBJECTS = 4;
  /**
   * A kind of key: {@link #IDENTITY}, or a field resolved to its declaring class ({@code
   * field}, null for identity); {@code name} names its rank variables.
   */
  private record Kind(String name, TrackedValues.FieldKey field) {}

  private static final Kind IDENTITY = new Kind("identityHashCode", null);

  private record Site(MethodInstance mi, int stmt) {}

  private final PointsToResult pts;
  private final TrackedValues values;
  /** Per qualifying key read, its kind. */
  private final Map<Site, Kind> kinds = new HashMap<>();
  /** Per kind, the objects ranked, in a fixed order. */
  private final Map<Kind, List<AbstractObject>> ranked = new LinkedHashMap<>();
  /** The kinds whose objects' keys are pairwise distinct: their ranks are a permutation. */
  private final Set<Kind> distinct = new LinkedHashSet<>();
  /** The kinds whose objects' keys are all known constants: their one rank vector. */
  private final Map<Kind, int[]> fixed = new HashMap<>();

  private OrderKeys(PointsToResult pts, TrackedValues values) {
    this.pts = pts;
    this.values = values;
  }

  static OrderKeys of(PointsToResult pts, TrackedValues values, NonNullLocals nonNull) {
    OrderKeys keys = new OrderKeys(pts, values);
    Map<Kind, Set<AbstractObject>> objects = new LinkedHashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null || !pts.code().isApplication(mi.method().getDeclaringClassType())) {
        continue;
      }
      Map<String, Kind> kindOfLocal = new HashMap<>();
      Map<String, Integer> readAt = new HashMap<>();
      for (int i = 0; i < code.size(); i++) {
        if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && Integer.valueOf(i).equals(code.singleDefinition(l.getName()))) {
          Kind kind = kind(pts, values, mi, i, a.getRightOp());
          if (kind != null) {
            kindOfLocal.put(l.getName(), kind);
            readAt.put(l.getName(), i);
          }
        }
      }
      boolean changed = true;
      while (changed) {
        changed = false;
        for (String l : List.copyOf(kindOfLocal.keySet())) {
          if (!onlyCompared(code, l, kindOfLocal)) {
            kindOfLocal.remove(l);
            changed = true;
          }
        }
      }
      for (Map.Entry<String, Kind> k : kindOfLocal.entrySet()) {
        int i = readAt.get(k.getKey());
        if (k.getValue().equals(IDENTITY) && !nonNull.isNonNull(mi, base(code.stmt(i)))) {
          continue; // identityHashCode(null) is 0, which no rank stands for
        }
        List<AbstractObject> base = pts.pointsTo(mi, i, base(code.stmt(i)));
        keys.kinds.put(new Site(mi, i), k.getValue());
        for (AbstractObject o : base) {
          if (!pts.isSummary(o)) {
            objects.computeIfAbsent(k.getValue(), x -> new LinkedHashSet<>()).add(o);
          }
        }
      }
    }
    objects.forEach((kind, objs) -> {
      if (objs.size() >= 2 && objs.size() <= MAX_OBJECTS && !allKnown(values, kind, objs)) {
        keys.ranked.put(kind, List.copyOf(objs));
        if (kind.field() != null && keys.counterDrawn(kind.field())) {
          keys.distinct.add(kind);
        }
        int[] known = kind.field() == null ? null
            : knownRanks(values.finalFields(), kind.field(), keys.ranked.get(kind));
        if (known != null) {
          keys.fixed.put(kind, known);
        }
      }
    });
    keys.kinds.values().removeIf(k -> !keys.ranked.containsKey(k));
    return keys;
  }

  /**
   * True if every object of a field kind has one known value ({@link FinalFieldValues}): then
   * the reads are pinned to the values themselves, which is exact.
   */
  private static boolean allKnown(TrackedValues values, Kind kind, Set<AbstractObject> objs) {
    if (kind.field() == null) {
      return false;
    }
    for (AbstractObject o : objs) {
      if (values.finalFields().valueOf(kind.field(), List.of(o)) == null) {
        return false;
      }
    }
    return true;
  }

  /**
   * The dense ranks of the objects' values of a fixed {@code String} field, in the order of
   * {@code String.compareTo}, when every object's value is one known constant; else null.
   */
  private static int[] knownRanks(FinalFieldValues finals, TrackedValues.FieldKey field,
      List<AbstractObject> objs) {
    java.util.TreeSet<String> sorted = new java.util.TreeSet<>();
    String[] value = new String[objs.size()];
    for (int o = 0; o < objs.size(); o++) {
      value[o] = finals.stringValue(field, objs.get(o));
      if (value[o] == null) {
        return null;
      }
      sorted.add(value[o]);
    }
    int[] ranks = new int[objs.size()];
    for (int o = 0; o < objs.size(); o++) {
      ranks[o] = sorted.headSet(value[o]).size();
    }
    return ranks;
  }

  /** The counter methods that give each call a value no other call of the counter gets. */
  private static final Set<String> DRAWS = Set.of("incrementAndGet", "getAndIncrement");
  /** The counter methods that leave its value alone. */
  private static final Set<String> READS = Set.of("get", "intValue", "longValue",
      "toString", "getPlain", "getOpaque", "getAcquire", "doubleValue", "floatValue");

  /**
   * True if every write of the field stores a value drawn from one counter: the result of
   * {@code incrementAndGet} or {@code getAndIncrement} of one {@code AtomicInteger} or {@code
   * AtomicLong} object that no other call changes. Each draw then gives a value no other draw
   * gives (up to the counter's overflow, 2^32 or 2^64 draws), so no two objects' keys tie.
   */
  private boolean counterDrawn(TrackedValues.FieldKey field) {
    AbstractObject counter = null;
    boolean any = false;
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        if (!(code.stmt(i) instanceof JAssignStmt a)
            || !(a.getLeftOp() instanceof JInstanceFieldRef f)
            || !field.equals(values.finalFields().keyOf(f))) {
          continue;
        }
        AbstractObject c = a.getRightOp() instanceof Local l ? drawnFrom(mi, code, i, l) : null;
        if (c == null || counter != null && !counter.equals(c)) {
          return false;
        }
        counter = c;
        any = true;
      }
    }
    return any && onlyDrawn(counter);
  }

  /** The counter object whose draw defines local {@code l} before statement {@code at}. */
  private AbstractObject drawnFrom(MethodInstance mi, MethodCode code, int at, Local l) {
    Integer def = code.reachingDef(at, l);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt d)) {
      return null;
    }
    Value r = d.getRightOp();
    if (r instanceof JCastExpr c && c.getOp() instanceof Local x) {
      return drawnFrom(mi, code, def, x);
    }
    if (!(r instanceof AbstractInstanceInvokeExpr inv)
        || !DRAWS.contains(inv.getMethodSignature().getName())
        || !isCounterClass(inv.getMethodSignature().getDeclClassType()
            .getFullyQualifiedName())) {
      return null;
    }
    List<AbstractObject> objs = pts.pointsTo(mi, def, inv.getBase());
    return objs.size() == 1 && !pts.isSummary(objs.get(0)) ? objs.get(0) : null;
  }

  private static boolean isCounterClass(String cls) {
    return cls.equals("java.util.concurrent.atomic.AtomicInteger")
        || cls.equals("java.util.concurrent.atomic.AtomicLong");
  }

  /** True if every call on the counter draws from it or only reads it. */
  private boolean onlyDrawn(AbstractObject counter) {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        var inv = MethodCode.invokeOf(code.stmt(i));
        if (inv instanceof AbstractInstanceInvokeExpr ii
            && pts.pointsTo(mi, i, ii.getBase()).contains(counter)
            && !DRAWS.contains(ii.getMethodSignature().getName())
            && !READS.contains(ii.getMethodSignature().getName())
            && !ii.getMethodSignature().getName().equals("<init>")) {
          return false;
        }
        int at = i;
        if (inv != null && inv.getArgs().stream().anyMatch(v -> v instanceof Local x
                && pts.pointsTo(mi, at, x).contains(counter))
            && !pts.code().isApplication(inv.getMethodSignature().getDeclClassType())) {
          return false; // handed to a library method (an updater, reflection)
        }
      }
    }
    return true;
  }

  /** The kind of the key read {@code rhs} at statement {@code i} of {@code mi}, or null. */
  private static Kind kind(PointsToResult pts, TrackedValues values, MethodInstance mi, int i,
      Value rhs) {
    if (rhs instanceof JStaticInvokeExpr inv && inv.getArgCount() == 1
        && inv.getMethodSignature().getName().equals(IDENTITY.name())
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.lang.System")) {
      return IDENTITY;
    }
    if (rhs instanceof JInstanceFieldRef f && (values.finalFields().qualifies(f)
        && isIntegral(f.getFieldSignature().getType().toString())
        || values.finalFields().isFixedString(values.finalFields().keyOf(f)))) {
      return fieldKind(values.finalFields().keyOf(f));
    }
    if (!(rhs instanceof AbstractInstanceInvokeExpr inv)
        || !inv.getMethodSignature().getType().toString().equals("java.lang.String")) {
      return null; // only a call returning String can be such a getter's key read
    }
    TrackedValues.FieldKey getter = stringGetter(pts, values, mi, i);
    return getter == null ? null : fieldKind(getter);
  }

  private static Kind fieldKind(TrackedValues.FieldKey k) {
    return new Kind(k.declaringClass() + "." + k.name(), k);
  }

  /**
   * The fixed {@code String} field ({@link FinalFieldValues#isFixedString}) that the call at
   * statement {@code i} of {@code mi} returns as a one-link getter of its receiver's own field
   * ({@code return this.f}, {@link GetterReads}, a record's accessor), or null. The key's
   * object is then the call's receiver.
   */
  static TrackedValues.FieldKey stringGetter(PointsToResult pts, TrackedValues values,
      MethodInstance mi, int i) {
    GetterReads.Read r = values.getters().at(mi, i);
    if (r == null || r.chain().size() != 1 || !r.then().isEmpty()
        || !(r.ref() instanceof JInstanceFieldRef f)
        || !values.finalFields().isFixedString(r.field())) {
      return null;
    }
    MethodCode getter = pts.body(r.chain().get(0));
    Local self = getter == null ? null : getter.thisLocal();
    return self != null && f.getBase().getName().equals(self.getName()) ? r.field() : null;
  }


  private static boolean isIntegral(String type) {
    return List.of("int", "long", "short", "byte", "char").contains(type);
  }

  private static Local base(Stmt s) {
    Value rhs = ((JAssignStmt) s).getRightOp();
    return rhs instanceof JInstanceFieldRef f ? f.getBase()
        : rhs instanceof JStaticInvokeExpr inv ? (Local) inv.getArg(0)
        : ((AbstractInstanceInvokeExpr) rhs).getBase();
  }

  /**
   * True if every use of key local {@code l} compares it with another key local of its kind: an
   * {@code if} on both, or a {@code cmp} of both whose result only {@code if}s compare with 0.
   */
  private static boolean onlyCompared(MethodCode code, String l, Map<String, Kind> kinds) {
    Kind kind = kinds.get(l);
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (!uses(s, l)) {
        continue;
      }
      if (s instanceof JIfStmt f && sameKindPair(f.getCondition(), l, kind, kinds)) {
        continue;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local r
          && (a.getRightOp() instanceof JCmpExpr || a.getRightOp() instanceof JCmpgExpr
              || a.getRightOp() instanceof JCmplExpr)
          && sameKindPair((AbstractBinopExpr) a.getRightOp(), l, kind, kinds)
          && comparedWithZeroOnly(code, r.getName())) {
        continue;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local r
          && a.getRightOp() instanceof AbstractInvokeExpr inv
          && isComparison(inv)
          && sameKindPair(operands(inv)[0], operands(inv)[1], l, kind, kinds)
          && comparedWithZeroOnly(code, r.getName())) {
        continue;
      }
      return false;
    }
    return true;
  }

  /**
   * True for a call whose result has the sign of the comparison of its two operands ({@link
   * #operands}) and is otherwise only compared with zero by the rule: {@code Integer.compare},
   * {@code Long.compare}, {@code String.compareTo}.
   */
  static boolean isComparison(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (inv instanceof JStaticInvokeExpr && inv.getArgCount() == 2) {
      return name.equals("compare") && (cls.equals("java.lang.Integer")
          || cls.equals("java.lang.Long"));
    }
    return inv instanceof JVirtualInvokeExpr
        && inv.getArgCount() == 1 && name.equals("compareTo") && cls.equals("java.lang.String")
        && inv.getMethodSignature().getParameterTypes().get(0).toString()
            .equals("java.lang.String");
  }

  /** The two operands of a {@link #isComparison comparison} call, in order. */
  static Value[] operands(AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr ii
        ? new Value[] {ii.getBase(), inv.getArg(0)}
        : new Value[] {inv.getArg(0), inv.getArg(1)};
  }

  private static boolean sameKindPair(AbstractBinopExpr e, String l, Kind kind,
      Map<String, Kind> kinds) {
    return sameKindPair(e.getOp1(), e.getOp2(), l, kind, kinds);
  }

  private static boolean sameKindPair(Value op1, Value op2, String l, Kind kind,
      Map<String, Kind> kinds) {
    if (!(op1 instanceof Local a) || !(op2 instanceof Local b)) {
      return false;
    }
    String other = a.getName().equals(l) ? b.getName() : b.getName().equals(l) ? a.getName()
        : null;
    return other != null && !other.equals(l) && kind.equals(kinds.get(other));
  }

  private static boolean comparedWithZeroOnly(MethodCode code, String r) {
    if (code.singleDefinition(r) == null) {
      return false;
    }
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (!uses(s, r)) {
        continue;
      }
      if (!(s instanceof JIfStmt f && f.getCondition() != null
          && (f.getCondition().getOp1() instanceof Local x && x.getName().equals(r)
              && f.getCondition().getOp2() instanceof IntConstant z && z.getValue() == 0
              || f.getCondition().getOp2() instanceof Local y && y.getName().equals(r)
              && f.getCondition().getOp1() instanceof IntConstant w && w.getValue() == 0))) {
        return false;
      }
    }
    return true;
  }

  private static boolean uses(Stmt s, String local) {
    for (Value v : s.getUses()) {
      if (v instanceof Local l && l.getName().equals(local)) {
        return true;
      }
    }
    return false;
  }

  /** True if statement {@code i} of {@code mi} is a qualifying key read. */
  boolean isKeyRead(MethodInstance mi, int i) {
    return kinds.containsKey(new Site(mi, i));
  }

  /** The base local of the key read at statement {@code i} of {@code mi}. */
  Local baseAt(MethodInstance mi, int i) {
    return base(pts.body(mi).stmt(i));
  }

  /** The rank variable of the key read's kind for object {@code o}, or null (unranked). */
  String variable(MethodInstance mi, int i, AbstractObject o) {
    Kind kind = kinds.get(new Site(mi, i));
    List<AbstractObject> objs = kind == null ? null : ranked.get(kind);
    return objs == null || !objs.contains(o) ? null : name(kind, o);
  }

  /** The values of the rank variables of kind of the key read at {@code i}. */
  List<String> ranks(MethodInstance mi, int i) {
    return ranks(ranked.get(kinds.get(new Site(mi, i))).size());
  }

  private static List<String> ranks(int n) {
    List<String> out = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      out.add(Integer.toString(r));
    }
    return out;
  }

  private static String name(Kind kind, AbstractObject o) {
    return o + ".#" + kind.name();
  }

  /** The rank variables, each initially 0. */
  List<Variable> variables() {
    List<Variable> out = new ArrayList<>();
    ranked.forEach((kind, objs) -> {
      for (AbstractObject o : objs) {
        out.add(new Variable(name(kind, o), ranks(objs.size()), "0"));
      }
    });
    return out;
  }

  /**
   * The launch's commands choosing every rank: per kind, a {@code jump} to one sequence of
   * {@code assign}s per combination of ranks (every combination; only the permutations for a
   * kind whose keys are distinct), each followed by a {@code goto} to the next kind's choice.
   * Labels start with {@code prefix}; the last command is a {@code skip}.
   */
  List<Command> choices(String prefix, Origin origin) {
    List<Command> out = new ArrayList<>();
    int k = 0;
    for (Map.Entry<Kind, List<AbstractObject>> e : ranked.entrySet()) {
      List<AbstractObject> objs = e.getValue();
      List<int[]> combos = new ArrayList<>();
      if (fixed.containsKey(e.getKey())) {
        combos.add(fixed.get(e.getKey()));
      } else {
        combinations(new int[objs.size()], 0, distinct.contains(e.getKey()), combos);
      }
      String next = prefix + (k + 1);
      List<String> heads = new ArrayList<>();
      List<Command> seqs = new ArrayList<>();
      for (int c = 0; c < combos.size(); c++) {
        int[] ranks = combos.get(c);
        for (int o = 0; o < objs.size(); o++) {
          String label = prefix + k + "_" + c + "_" + o;
          if (o == 0) {
            heads.add(label);
          }
          seqs.add(new Command.Assign(label, name(e.getKey(), objs.get(o)),
              Integer.toString(ranks[o]), origin));
        }
        seqs.add(new Command.Goto(prefix + k + "_" + c + "_end", next, origin));
      }
      out.add(new Command.Jump(prefix + k, heads, origin));
      out.addAll(seqs);
      k++;
    }
    if (k > 0) {
      out.add(new Command.Skip(prefix + k, origin));
    }
    return out;
  }

  /** Every rank vector over {@code 0 .. n-1} (only permutations when distinct). */
  private static void combinations(int[] ranks, int at, boolean distinct, List<int[]> out) {
    if (at == ranks.length) {
      out.add(ranks.clone());
      return;
    }
    for (int r = 0; r < ranks.length; r++) {
      boolean used = false;
      for (int p = 0; p < at && distinct; p++) {
        used |= ranks[p] == r;
      }
      if (!used) {
        ranks[at] = r;
        combinations(ranks, at + 1, distinct, out);
      }
    }
  }
}
