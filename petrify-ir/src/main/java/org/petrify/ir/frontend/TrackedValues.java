package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNegExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;
import sootup.core.model.FieldModifier;
import sootup.core.model.SootField;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * Decides which Java fields become finite-domain rb {@link Variable}s, and gives the
 * translator their names, domains and the locals that carry their values.
 *
 * <p>A field qualifies when it is a {@code boolean}, an int-like primitive ({@code byte},
 * {@code short}, {@code char}, {@code int}), of an application enum type or of another class
 * type (a <em>reference</em> field, tracked only as null or not), is not {@code static final}
 * unless an enum (javac inlines primitives; a final reference is left alone), and every write
 * of it in reachable code stores a constant or a <em>value local</em>; no write behind the
 * model's back may reach it ({@link ReflectedFields}: a field updater or handle made for a
 * named field writes only that field, {@code Field.set} and {@code Unsafe} only the fields
 * reachable code reflects; deserialization, handles of application methods and reflection of
 * a class that is not a literal may write any field, and then nothing is tracked); and no
 * write of it goes through a
 * receiver the points-to analysis knows nothing about. A value local is a local of such a type
 * whose every definition is a constant, an enum constant, a read of a qualifying field, a copy,
 * cast or arithmetic of value locals and constants, {@code ordinal()} of one, or (for class
 * types) a {@code new} object or a string or class constant, which are never null; the sets
 * are computed together as a greatest fixpoint. A reference local that {@link NonNullLocals}
 * proves never null in every instance of its method (a parameter whose every call site passes
 * a non-null argument, the result of a JDK factory that never returns null, of an application
 * method that never does, ...) is a value local too, whatever its definitions: its value is
 * {@code nonnull}, so a field written only with such locals, {@code null} and {@code new}
 * objects is tracked. Arrays are not reference values (an array
 * local stays unknown, so its elements are never taken for values).
 *
 * <p>Aliasing: a static field is one variable {@code pkg.Cls.field}. An instance field is one
 * variable {@code <object>.field} per abstract object that is not a summary (one runtime
 * object, so a write is a strong update); the fields of summary objects stay untracked, and so
 * do accesses through receivers that may be a summary object (for those alternatives). A write
 * through a receiver that may be one of several objects is a choice among them.
 *
 * <p>Domains: booleans {@code false true} (initially {@code false}); enums {@code null} and the
 * constants in ordinal order (initially {@code null}); references {@code null nonnull}
 * (initially {@code null}: a comparison with {@code null} is exact, one of two non-null
 * references is not); an int field written only with
 * constants has 0 and those constants (at most {@code bound} of them); any other int field the
 * range from the least to the greatest of 0 and the constants written to it or compared with
 * values read from it, cut to {@code bound} values, plus {@code *} (every other int) when a
 * write may leave the range (an arithmetic result or a constant outside it). Reading {@code *} gives a local whose
 * comparisons are nondeterministic (caveat IMPRECISE {@code value-bound}).
 */
final class TrackedValues {
  /** The value for every int outside the tracked range. */
  static final String BEYOND = "*";

  /** The value of a reference field that holds some object. */
  static final String NONNULL = "nonnull";

  /** What a tracked field holds. */
  enum Kind { BOOLEAN, INT, ENUM, REFERENCE }

  /** A field by its resolved declaring class and name. */
  record FieldKey(String declaringClass, String name) {}

  /**
   * A tracked field: its kind, domain (without objects) and initial value; {@code enumClass}
   * for enums; {@code lo..hi} the exact int range.
   */
  record Tracked(FieldKey key, Kind kind, boolean isStatic, boolean isVolatile, List<String> values,
      String initial, String enumClass, int lo, int hi) {}

  /*
   * APIs that write fields directly are judged by ReflectiveWrites. Reflective calls of methods
   * and constructors (Method.invoke, Constructor.newInstance, Class.forName ...) are not among
   * them: they run code the model does not see at all (whatever it writes), and since they are
   * not on the allow-list ({@link LibraryFacts}) each gets the UNSOUND unmodelled-library caveat at its call
   * site, so no verdict HOLDS rests on the values they could change.
   */
  private final PointsToResult pts;
  private final int bound;
  private final Set<String> excluded;
  private final Map<FieldKey, Tracked> tracked = new LinkedHashMap<>();
  private final Map<String, Map<String, Integer>> ordinals = new HashMap<>();
  private final SwitchMaps switchMaps;
  private final Map<MethodCode, Set<String>> valueLocals = new IdentityHashMap<>();
  private final Map<MethodCode, Set<String>> interesting = new IdentityHashMap<>();
  private final Map<MethodCode, LiveLocals> liveness = new IdentityHashMap<>();
  private final Map<MethodCode, LocalRange> ranges = new IdentityHashMap<>();
  private final Map<FieldSignature, Optional<FieldKey>> resolved = new HashMap<>();
  private final Map<String, Tracked> variables = new TreeMap<>();
  private final List<Caveat> notes = new ArrayList<>();
  private final NonNullLocals nonNull;
  private final GetterReads getters;
  private final EmptyContainers emptyContainers;
  private final FieldUpdaters updaters;
  /** A reflective write may reach a field of a {@code java.util} class. */
  private boolean reflectsJdkCollections;

  /**
   * @param nonNull the program's non-null locals (shared with {@link NullnessRoutes})
   * @param bound the most values an int field is tracked with
   * @param excluded rb variable names not to track (found racy by an earlier round)
   */
  TrackedValues(PointsToResult pts, NonNullLocals nonNull, int bound, Set<String> excluded) {
    this.pts = pts;
    this.bound = bound;
    this.excluded = Set.copyOf(excluded);
    this.nonNull = nonNull;
    this.getters = new GetterReads(pts, this::key);
    this.updaters = FieldUpdaters.of(pts);
    this.switchMaps = new SwitchMaps(this, pts);
    decide();
    this.emptyContainers = new EmptyContainers(pts, !reflectsJdkCollections
        && notes.stream().noneMatch(c -> c.kind().equals("values-untracked")));
  }

  /**
   * True if a reference local is never null in a method instance ({@link NonNullLocals}): it
   * then evaluates to {@link LocalValue.NonNull} wherever no other value is pinned.
   */
  boolean isNonNull(MethodInstance mi, Local l) {
    return nonNull.isNonNull(mi, l);
  }

  /**
   * True if no run reaches the statement: it lies behind a branch decided by a query on a
   * collection that stays empty ({@link EmptyContainers#unreachable}).
   */
  boolean unreachable(MethodInstance mi, int stmt) {
    return emptyContainers.unreachable(mi, stmt);
  }

  /**
   * The int constant every call site passes to the parameter held by the local, or the answer
   * of a query on collections that stay empty ({@link EmptyContainers}), or null.
   */
  Integer intConstant(MethodInstance mi, Local l) {
    Integer c = nonNull.intConstant(mi, l);
    return c != null ? c : emptyContainers.resultConstant(mi, l);
  }

  /** True if every read of the field gives a non-null value ({@link NonNullLocals}). */
  boolean isNonNullField(JFieldRef f) {
    return nonNull.isNonNullField(f);
  }

  /** The calls that act as reads of a field ({@link GetterReads}). */
  GetterReads getters() {
    return getters;
  }

  /**
   * The tracked field the call at statement {@code i} reads in every instance of its method
   * ({@link GetterReads#fieldAt}), or null.
   */
  Tracked getterField(MethodCode code, int i) {
    FieldKey k = getters.fieldAt(code, i);
    return k == null ? null : tracked.get(k);
  }

  /** The field updaters whose operations are tracked accesses of their field. */
  FieldUpdaters updaters() {
    return updaters;
  }

  /** The tracked field a key names, if it is tracked. */
  Tracked field(FieldKey k) {
    return tracked.get(k);
  }

  /** Informational caveats of the decision (e.g. reflection turned tracking off). */
  List<Caveat> notes() {
    return notes;
  }

  /** The declarations of every variable some access named, sorted by name. */
  List<Variable> declarations() {
    List<Variable> out = new ArrayList<>();
    variables.forEach((name, t) -> out.add(new Variable(name, t.values(), t.initial())));
    return out;
  }

  /** The tracked field a field reference names, if it is tracked. */
  Tracked field(JFieldRef ref) {
    FieldKey k = key(ref.getFieldSignature()).orElse(null);
    return k == null ? null : tracked.get(k);
  }

  /**
   * The variable of a tracked field of an object ({@code null} for static fields), or
   * {@code null} when that alternative is not tracked (a summary object, or excluded).
   */
  String variable(Tracked t, AbstractObject object) {
    String name;
    if (t.isStatic()) {
      name = t.key().declaringClass() + "." + t.key().name();
    } else {
      if (object == null || pts.isSummary(object)) {
        return null;
      }
      name = object.name() + "." + t.key().name();
    }
    if (excluded.contains(name)) {
      return null;
    }
    Tracked old = variables.putIfAbsent(name, t);
    return old == null || old.equals(t) ? name : null;
  }

  /** The volatile tracked variables named so far. */
  Set<String> volatileVariables() {
    Set<String> out = new TreeSet<>();
    variables.forEach((name, t) -> {
      if (t.isVolatile()) {
        out.add(name);
      }
    });
    return out;
  }

  /** True if the local may carry a tracked value and is used where its value matters. */
  boolean splitsOn(MethodCode code, Local l) {
    return interesting(code).contains(l.getName());
  }

  /**
   * The ints locals of a method are pinned to: {@code lo..hi}, one beyond the union of the
   * ranges of the tracked int fields the method reads and, if {@code locals}, of 0 and the
   * constants its interesting locals are assigned or compared with. {@code locals} is false
   * when those constants span more than the bound: then a local's own counting (a loop over
   * {@code i < 1000}) is not unrolled into copies, only values read from fields are pinned.
   */
  record LocalRange(int lo, int hi, boolean locals) {}

  LocalRange range(MethodCode code) {
    LocalRange known = ranges.get(code);
    if (known != null) {
      return known;
    }
    Set<String> wanted = interesting(code);
    int clo = 0;
    int chi = 0;
    long flo = Long.MAX_VALUE;
    long fhi = Long.MIN_VALUE;
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      List<Integer> consts = new ArrayList<>();
      if (s instanceof JIfStmt f) {
        AbstractConditionExpr c = f.getCondition();
        Integer k1 = constantOf(code, c.getOp1());
        Integer k2 = constantOf(code, c.getOp2());
        if (c.getOp1() instanceof Local l && wanted.contains(l.getName()) && k2 != null) {
          consts.add(k2);
        }
        if (c.getOp2() instanceof Local l && wanted.contains(l.getName()) && k1 != null) {
          consts.add(k1);
        }
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l
          && wanted.contains(l.getName())) {
        sw.getValues().forEach(k -> consts.add(k.getValue()));
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && wanted.contains(l.getName()) && a.getRightOp() instanceof IntConstant k) {
        consts.add(k.getValue());
      }
      if (s instanceof JAssignStmt a && (a.getRightOp() instanceof JFieldRef
          || a.getRightOp() instanceof AbstractInvokeExpr)) {
        Tracked t = a.getRightOp() instanceof JFieldRef r ? field(r) : getterField(code, i);
        if (t != null && t.kind() == Kind.INT) {
          flo = Math.min(flo, t.lo());
          fhi = Math.max(fhi, t.hi());
        }
      }
      for (int k : consts) {
        clo = Math.min(clo, k);
        chi = Math.max(chi, k);
      }
    }
    boolean locals = (long) chi - clo + 1 <= bound;
    long lo = locals ? Math.min(clo, flo) : flo;
    long hi = locals ? Math.max(chi, fhi) : fhi;
    LocalRange r = lo > hi ? new LocalRange(0, 1, false)
        : new LocalRange((int) Math.max(Integer.MIN_VALUE, lo - 1),
            (int) Math.min(Integer.MAX_VALUE, hi + 1), locals);
    ranges.put(code, r);
    return r;
  }

  /** True if the local may carry a tracked value (every definition of it is a value). */
  boolean isValueLocal(MethodCode code, Local l) {
    return valueLocals(code).contains(l.getName());
  }

  /** True if the local is live before statement {@code i}. */
  boolean isLive(MethodCode code, int i, String local) {
    return liveness.computeIfAbsent(code, LiveLocals::new).liveBefore(i, local);
  }

  /** The ordinal of an enum constant, or -1. */
  int ordinal(String enumClass, String constant) {
    return ordinals(enumClass).getOrDefault(constant, -1);
  }

  /** The enum constant a static field reference names, or {@code null}. */
  LocalValue.EnumConstant enumConstant(JStaticFieldRef ref) {
    String cls = ref.getFieldSignature().getDeclClassType().getFullyQualifiedName();
    String name = ref.getFieldSignature().getName();
    if (!ref.getFieldSignature().getType().toString().equals(cls)) {
      return null;
    }
    return ordinals(cls).containsKey(name) ? new LocalValue.EnumConstant(cls, name) : null;
  }

  /** javac's {@code $SwitchMap$...} array a static field reference names, or {@code null}. */
  LocalValue.SwitchMap switchMap(JStaticFieldRef ref) {
    return switchMaps.switchMap(ref);
  }

  /** The case number a switch map gives an ordinal (0, the array's default, if none). */
  int switchCase(LocalValue.SwitchMap map, int ordinal) {
    return switchMaps.switchCase(map, ordinal);
  }

  /** The local value of a domain value of the field. */
  LocalValue local(Tracked t, String value) {
    if (value.equals(BEYOND)) {
      return new LocalValue.Beyond();
    }
    return switch (t.kind()) {
      case BOOLEAN -> new LocalValue.Int(value.equals("true") ? 1 : 0);
      case INT -> new LocalValue.Int(Integer.parseInt(value));
      case ENUM -> value.equals("null") ? new LocalValue.Null()
          : new LocalValue.EnumConstant(t.enumClass(), value);
      case REFERENCE -> value.equals("null") ? new LocalValue.Null() : new LocalValue.NonNull();
    };
  }

  /**
   * The domain value a local value stores into the field: exact, {@link #BEYOND} for an int
   * outside the range, {@code null} if the value does not fit the field (unknown).
   */
  String value(Tracked t, LocalValue v) {
    switch (t.kind()) {
      case BOOLEAN -> {
        return v instanceof LocalValue.Int i ? ((i.value() & 1) == 1 ? "true" : "false") : null;
      }
      case INT -> {
        if (v instanceof LocalValue.Int i) {
          String exact = Integer.toString(i.value());
          return t.values().contains(exact) ? exact
              : t.values().contains(BEYOND) ? BEYOND : null;
        }
        return v instanceof LocalValue.Beyond && t.values().contains(BEYOND) ? BEYOND : null;
      }
      case REFERENCE -> {
        if (v instanceof LocalValue.Null) {
          return "null";
        }
        return v instanceof LocalValue.NonNull || v instanceof LocalValue.EnumConstant
            ? NONNULL : null;
      }
      default -> {
        if (v instanceof LocalValue.Null) {
          return "null";
        }
        return v instanceof LocalValue.EnumConstant c && c.enumClass().equals(t.enumClass())
            ? c.name() : null;
      }
    }
  }

  // ---------------------------------------------------------------- the decision

  private void decide() {
    Map<FieldKey, Kind> candidates = new LinkedHashMap<>();
    Map<FieldKey, Boolean> statics = new HashMap<>();
    Map<FieldKey, Boolean> volatiles = new HashMap<>();
    Set<FieldKey> disqualified = new LinkedHashSet<>();
    List<MethodInstance> methods = new ArrayList<>();
    ReflectedFields behind = ReflectedFields.of(pts, updaters.managed());
    reflectsJdkCollections = behind.reflectsJdkCollections();
    if (behind.anyField() != null) {
      ReflectedFields.Site at = behind.anyField();
      notes.add(new Caveat("values-untracked", pts.code() == null ? Origin.NONE
          : new org.petrify.ir.pointsto.Origins(pts.code()).of(at.method().method(), at.stmt()),
          at.why() + " (reflection, method or var handles, Unsafe or deserialization);"
              + " no field value is tracked (conditions stay nondeterministic)",
          Caveat.Effect.INFO));
      return;
    }
    disqualified.addAll(behind.written());
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      methods.add(mi);
      updaters.in(code).values().forEach(acc -> fieldOf(acc.field()).ifPresent(field -> {
        Kind kind = kindOf(field.getType());
        if (kind == null) {
          return;
        }
        if (kind == Kind.ENUM) {
          disqualified.add(acc.field());
        }
        candidates.put(acc.field(), kind);
        statics.put(acc.field(), field.isStatic());
        volatiles.put(acc.field(), FieldModifier.isVolatile(field.getModifiers()));
      }));
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        if (!(s instanceof JAssignStmt a)) {
          continue;
        }
        for (Value v : List.of(a.getLeftOp(), a.getRightOp())) {
          if (!(v instanceof JFieldRef f)) {
            continue;
          }
          Optional<FieldKey> k = key(f.getFieldSignature());
          if (k.isEmpty()) {
            continue;
          }
          SootField field = fieldOf(k.get()).orElse(null);
          Kind kind = kindOf(f.getFieldSignature().getType());
          if (field == null || kind == null) {
            continue;
          }
          if (field.isStatic() && field.isFinal() && kind != Kind.ENUM
              || field.getModifiers().contains(FieldModifier.ENUM)) {
            disqualified.add(k.get());
          }
          candidates.put(k.get(), kind);
          statics.put(k.get(), field.isStatic());
          volatiles.put(k.get(), FieldModifier.isVolatile(field.getModifiers()));
          if (v == a.getLeftOp() && f instanceof JInstanceFieldRef ir
              && pts.pointsTo(mi, i, ir.getBase()).isEmpty()) {
            disqualified.add(k.get());
          }
        }
      }
    }
    Set<FieldKey> live = new LinkedHashSet<>(candidates.keySet());
    live.removeAll(disqualified);
    Map<FieldKey, Set<Integer>> constants = new HashMap<>();
    Map<FieldKey, Boolean> computed = new HashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      valueLocals.clear();
      constants.clear();
      computed.clear();
      Set<FieldKey> current = Set.copyOf(live);
      for (MethodInstance mi : methods) {
        MethodCode code = pts.body(mi);
        Set<String> values = valueLocals(code, current);
        Map<String, Set<FieldKey>> from = derivedFrom(code, current, values);
        for (int i = 0; i < code.size(); i++) {
          Stmt s = code.stmt(i);
          if (updaterWrite(code, i, live, values, candidates, constants, computed)) {
            changed = true;
          }
          if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
            FieldKey k = key(f.getFieldSignature()).orElse(null);
            if (k == null || !live.contains(k)) {
              continue;
            }
            Value rhs = a.getRightOp();
            if (rhs instanceof IntConstant c) {
              constants.computeIfAbsent(k, x -> new TreeSet<>()).add(c.getValue());
            } else if (isNonNullConstant(rhs) && candidates.get(k) == Kind.REFERENCE) {
              continue;
            } else if (rhs instanceof Local l && values.contains(l.getName())) {
              if (!from.getOrDefault(l.getName(), Set.of()).equals(Set.of(k))
                  || !isPlainCopyOfField(code, l)) {
                computed.put(k, true);
              }
            } else if (!(rhs instanceof NullConstant)) {
              live.remove(k);
              changed = true;
            }
          } else {
            collectComparedConstants(code, s, from, constants);
          }
        }
      }
    }
    live.retainAll(tested(methods, Set.copyOf(live), candidates));
    for (FieldKey k : live) {
      Kind kind = candidates.get(k);
      Tracked t = domain(k, kind, statics.get(k), volatiles.get(k),
          constants.getOrDefault(k, Set.of()), computed.getOrDefault(k, false));
      if (t != null) {
        tracked.put(k, t);
      }
    }
    valueLocals.clear();
  }

  /**
   * A write of a field through its updater ({@link FieldUpdaters}), judged like a field store:
   * the value stored must be a constant, {@code null}, a non-null constant (references) or a
   * value local, else the field is no longer live (returns true); an addition or a computed
   * value makes an int field computed; int constants stored or expected join its constants.
   */
  private boolean updaterWrite(MethodCode code, int i, Set<FieldKey> live, Set<String> values,
      Map<FieldKey, Kind> kinds, Map<FieldKey, Set<Integer>> constants,
      Map<FieldKey, Boolean> computed) {
    FieldUpdaters.Access acc = updaters.at(code, i);
    if (acc == null || !acc.op().mutates() || !live.contains(acc.field())) {
      return false;
    }
    FieldKey k = acc.field();
    AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
    if (acc.op().kind() == AtomicValues.OpKind.ADD) {
      computed.put(k, true);
      return false;
    }
    if (acc.op().kind() == AtomicValues.OpKind.CAS && inv.getArg(1) instanceof IntConstant e) {
      constants.computeIfAbsent(k, x -> new TreeSet<>()).add(e.getValue());
    }
    Value w = FieldUpdaters.written(inv, acc.op());
    if (w instanceof IntConstant c) {
      constants.computeIfAbsent(k, x -> new TreeSet<>()).add(c.getValue());
    } else if (w instanceof Local l && values.contains(l.getName())) {
      computed.put(k, true);
    } else if (!(w instanceof NullConstant)
        && !(isNonNullConstant(w) && kinds.get(k) == Kind.REFERENCE)) {
      live.remove(k);
      return true;
    }
    return false;
  }

  /**
   * The fields whose value matters: read into a condition or switch, or copied (through value
   * locals) into such a field; a reference field only by a comparison with {@code null} (the
   * only one its domain decides) or by identity with another reference (which the points-to
   * sets may decide once both are known non-null, see {@code ProcedureTranslator}). Tracking any other field would only multiply states.
   */
  private Set<FieldKey> tested(List<MethodInstance> methods, Set<FieldKey> fields,
      Map<FieldKey, Kind> kinds) {
    Set<FieldKey> tested = new LinkedHashSet<>();
    Map<FieldKey, Set<FieldKey>> flowsInto = new HashMap<>();
    Set<MethodCode> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (MethodInstance mi : methods) {
      MethodCode code = pts.body(mi);
      if (!seen.add(code)) {
        continue;
      }
      Set<String> values = valueLocals(code, fields);
      Map<String, Set<FieldKey>> from = derivedFrom(code, fields, values);
      for (Stmt s : code.stmts()) {
        List<Value> tests = s instanceof JIfStmt f ? f.getCondition().getUses()
            : s instanceof JSwitchStmt sw ? List.of(sw.getKey()) : List.of();
        boolean withNull = s instanceof JIfStmt f
            && (f.getCondition().getOp1() instanceof NullConstant
                || f.getCondition().getOp2() instanceof NullConstant
                || isIdentityComparison(f.getCondition()));
        for (Value u : tests) {
          if (u instanceof Local l) {
            for (FieldKey k : from.getOrDefault(l.getName(), Set.of())) {
              if (withNull || kinds.get(k) != Kind.REFERENCE) {
                tested.add(k);
              }
            }
          }
        }
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
            && a.getRightOp() instanceof Local l) {
          key(f.getFieldSignature()).filter(fields::contains).ifPresent(g -> {
            for (FieldKey src : from.getOrDefault(l.getName(), Set.of())) {
              flowsInto.computeIfAbsent(src, x -> new LinkedHashSet<>()).add(g);
            }
          });
        }
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<FieldKey, Set<FieldKey>> e : flowsInto.entrySet()) {
        if (!tested.contains(e.getKey())
            && e.getValue().stream().anyMatch(tested::contains)) {
          tested.add(e.getKey());
          changed = true;
        }
      }
    }
    valueLocals.clear();
    return tested;
  }

  private Tracked domain(FieldKey k, Kind kind, boolean isStatic, boolean isVolatile,
      Set<Integer> constants, boolean computed) {
    switch (kind) {
      case BOOLEAN -> {
        return new Tracked(k, kind, isStatic, isVolatile, List.of("false", "true"), "false",
            null, 0, 1);
      }
      case REFERENCE -> {
        return new Tracked(k, kind, isStatic, isVolatile, List.of("null", NONNULL), "null",
            null, 0, 0);
      }
      case ENUM -> {
        String cls = enumClassOf(k);
        Map<String, Integer> ords = cls == null ? Map.of() : ordinals(cls);
        if (ords.isEmpty()) {
          return null;
        }
        List<String> values = new ArrayList<>();
        values.add("null");
        ords.entrySet().stream().sorted(Map.Entry.comparingByValue())
            .forEach(e -> values.add(e.getKey()));
        return new Tracked(k, kind, isStatic, isVolatile, values, "null", cls, 0, 0);
      }
      default -> {
        java.util.TreeSet<Integer> written = new java.util.TreeSet<>(constants);
        written.add(0);
        if (!computed && written.size() <= bound) {
          List<String> values = new ArrayList<>();
          written.forEach(v -> values.add(Integer.toString(v)));
          return new Tracked(k, kind, isStatic, isVolatile, values, "0", null, written.first(),
              written.last());
        }
        int lo = 0;
        int hi = 0;
        for (int c : constants) {
          lo = Math.min(lo, c);
          hi = Math.max(hi, c);
        }
        boolean beyond = computed;
        if ((long) hi - lo + 1 > bound) {
          hi = lo + bound - 1;
          beyond = true;
        }
        List<String> values = new ArrayList<>();
        for (int v = lo; v <= hi; v++) {
          values.add(Integer.toString(v));
        }
        if (beyond) {
          values.add(BEYOND);
        }
        String initial = 0 >= lo && 0 <= hi ? "0" : BEYOND;
        return new Tracked(k, kind, isStatic, isVolatile, values, initial, null, lo, hi);
      }
    }
  }

  /** True if the local's only definitions are reads of a field (a plain copy back). */
  private boolean isPlainCopyOfField(MethodCode code, Local l) {
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName()) && !(a.getRightOp() instanceof JFieldRef)) {
        return false;
      }
    }
    return true;
  }

  /** An int constant, or a local holding a parameter every call site passes as a constant. */
  private Integer constantOf(MethodCode code, Value v) {
    if (v instanceof IntConstant c) {
      return c.getValue();
    }
    return v instanceof Local l ? nonNull.intConstant(code, l.getName()) : null;
  }

  private void collectComparedConstants(MethodCode code, Stmt s,
      Map<String, Set<FieldKey>> from, Map<FieldKey, Set<Integer>> constants) {
    if (s instanceof JIfStmt f) {
      AbstractConditionExpr c = f.getCondition();
      addCompared(c.getOp1(), constantOf(code, c.getOp2()), from, constants);
      addCompared(c.getOp2(), constantOf(code, c.getOp1()), from, constants);
    } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l) {
      for (FieldKey k : from.getOrDefault(l.getName(), Set.of())) {
        for (IntConstant c : sw.getValues()) {
          constants.computeIfAbsent(k, x -> new TreeSet<>()).add(c.getValue());
        }
      }
    }
  }

  private static void addCompared(Value a, Integer c, Map<String, Set<FieldKey>> from,
      Map<FieldKey, Set<Integer>> constants) {
    if (a instanceof Local l && c != null) {
      for (FieldKey k : from.getOrDefault(l.getName(), Set.of())) {
        constants.computeIfAbsent(k, x -> new TreeSet<>()).add(c);
      }
    }
  }

  // ---------------------------------------------------------------- locals

  private Set<String> valueLocals(MethodCode code) {
    Set<String> v = valueLocals.get(code);
    if (v == null) {
      v = valueLocals(code, tracked.keySet());
    }
    return v;
  }

  private Set<String> valueLocals(MethodCode code, Set<FieldKey> fields) {
    Set<String> known = valueLocals.get(code);
    if (known != null) {
      return known;
    }
    // per local its definitions: a right-hand side, or the field a getter call reads
    Map<String, List<Object>> defs = new HashMap<>();
    Set<String> values = new LinkedHashSet<>();
    Set<String> bad = new LinkedHashSet<>();
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      Optional<?> def = s.getDef();
      if (def.isEmpty() || !(def.get() instanceof Local l)) {
        continue;
      }
      boolean intArray = l.getType() instanceof sootup.core.types.ArrayType at
          && at.getDimension() == 1 && at.getBaseType().toString().equals("int");
      if (!(s instanceof JAssignStmt a) || (kindOf(l.getType()) == null && !intArray)) {
        bad.add(l.getName());
        continue;
      }
      boolean object = a.getRightOp() instanceof JNewExpr || isNonNullConstant(a.getRightOp());
      if (object && kindOf(l.getType()) != Kind.REFERENCE) {
        bad.add(l.getName());
        continue;
      }
      values.add(l.getName());
      FieldKey getter = getters.fieldAt(code, i);
      defs.computeIfAbsent(l.getName(), k -> new ArrayList<>())
          .add(getter != null ? getter : a.getRightOp());
    }
    values.removeAll(bad);
    Set<String> forced = new LinkedHashSet<>();
    for (Local l : code.body().getLocals()) {
      if (kindOf(l.getType()) == Kind.REFERENCE && nonNull.isNonNull(code, l.getName())
          || nonNull.intConstant(code, l.getName()) != null) {
        forced.add(l.getName());
      }
    }
    values.addAll(forced);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String l : List.copyOf(values)) {
        if (forced.contains(l)) {
          continue;
        }
        for (Object rhs : defs.get(l)) {
          if (rhs instanceof FieldKey k ? !fields.contains(k)
              : !isValue((Value) rhs, values, fields)) {
            values.remove(l);
            changed = true;
            break;
          }
        }
      }
    }
    Set<String> result = Set.copyOf(values);
    valueLocals.put(code, result);
    return result;
  }

  private boolean isValue(Value v, Set<String> values, Set<FieldKey> fields) {
    if (v instanceof IntConstant || v instanceof NullConstant || isNonNullConstant(v)
        || v instanceof JNewExpr) {
      return true;
    }
    if (v instanceof Local l) {
      return values.contains(l.getName());
    }
    if (v instanceof JCastExpr c) {
      return isValue(c.getOp(), values, fields);
    }
    if (v instanceof JNegExpr n) {
      return isValue(n.getOp(), values, fields);
    }
    if (v instanceof AbstractBinopExpr b && !(v instanceof AbstractConditionExpr)) {
      return isValue(b.getOp1(), values, fields) && isValue(b.getOp2(), values, fields);
    }
    if (v instanceof JStaticFieldRef sf && (enumConstant(sf) != null || switchMap(sf) != null)) {
      return true;
    }
    if (v instanceof sootup.core.jimple.common.ref.JArrayRef ar) {
      return isValue(ar.getBase(), values, fields) && isValue(ar.getIndex(), values, fields);
    }
    if (v instanceof JFieldRef f) {
      FieldKey k = key(f.getFieldSignature()).orElse(null);
      return k != null && fields.contains(k);
    }
    if (v instanceof JVirtualInvokeExpr inv && isOrdinal(inv)) {
      return values.contains(inv.getBase().getName());
    }
    if (v instanceof AbstractInvokeExpr inv && updaters.of(inv) != null) {
      FieldUpdaters.Access a = updaters.of(inv);
      return a.op().kind() == AtomicValues.OpKind.CAS || a.op().hasResult()
          && fields.contains(a.field());
    }
    return v instanceof AbstractInvokeExpr inv && AtomicValues.isResult(inv);
  }

  /**
   * {@code a == b} or {@code a != b} of two reference locals: decided by points-to sets only
   * when both are known non-null, so the nullness of a field read into one of them matters.
   */
  private static boolean isIdentityComparison(AbstractConditionExpr c) {
    return (c instanceof sootup.core.jimple.common.expr.JEqExpr
        || c instanceof sootup.core.jimple.common.expr.JNeExpr)
        && c.getOp1() instanceof Local a && !(a.getType() instanceof PrimitiveType)
        && c.getOp2() instanceof Local b && !(b.getType() instanceof PrimitiveType);
  }

  /** A string or class constant: a reference that is never null. */
  static boolean isNonNullConstant(Value v) {
    return v instanceof StringConstant || v instanceof ClassConstant;
  }

  static boolean isOrdinal(AbstractInvokeExpr inv) {
    return inv instanceof JVirtualInvokeExpr && inv.getMethodSignature().getName()
        .equals("ordinal") && inv.getArgCount() == 0;
  }

  /** Per value local, the fields whose values may flow into it (flow-insensitively). */
  private Map<String, Set<FieldKey>> derivedFrom(MethodCode code, Set<FieldKey> fields,
      Set<String> values) {
    Map<String, Set<FieldKey>> from = new HashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)
            || !values.contains(l.getName())) {
          continue;
        }
        Set<FieldKey> add = new LinkedHashSet<>();
        Value rhs = a.getRightOp();
        FieldKey getter = rhs instanceof AbstractInvokeExpr ? getters.fieldAt(code, i) : null;
        if (getter != null) {
          if (fields.contains(getter)
              && from.computeIfAbsent(l.getName(), k -> new LinkedHashSet<>()).add(getter)) {
            changed = true;
          }
          continue;
        }
        if (rhs instanceof JFieldRef f) {
          key(f.getFieldSignature()).filter(fields::contains).ifPresent(add::add);
        }
        if (rhs instanceof AbstractInvokeExpr inv && updaters.of(inv) != null
            && updaters.of(inv).op().kind() != AtomicValues.OpKind.CAS
            && fields.contains(updaters.of(inv).field())) {
          add.add(updaters.of(inv).field());
        }
        for (Value u : rhs.getUses()) {
          if (u instanceof Local m) {
            add.addAll(from.getOrDefault(m.getName(), Set.of()));
          }
        }
        if (rhs instanceof Local m) {
          add.addAll(from.getOrDefault(m.getName(), Set.of()));
        }
        if (from.computeIfAbsent(l.getName(), k -> new LinkedHashSet<>()).addAll(add)) {
          changed = true;
        }
      }
    }
    return from;
  }

  /**
   * The value locals whose value matters: used in a condition or switch, stored into a tracked
   * field, or flowing into such a local (least fixpoint).
   */
  private Set<String> interesting(MethodCode code) {
    Set<String> known = interesting.get(code);
    if (known != null) {
      return known;
    }
    Set<String> values = valueLocals(code);
    Set<String> out = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JIfStmt f) {
        Value a = f.getCondition().getOp1();
        Value b = f.getCondition().getOp2();
        boolean bothKnown = isKnownOperand(a, values) && isKnownOperand(b, values);
        for (Value u : List.of(a, b)) {
          if (bothKnown && u instanceof Local l && values.contains(l.getName())) {
            out.add(l.getName());
          }
        }
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l
          && values.contains(l.getName())) {
        out.add(l.getName());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
          && a.getRightOp() instanceof Local l && values.contains(l.getName())
          && field(f) != null) {
        out.add(l.getName());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Stmt s : code.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && out.contains(l.getName())) {
          List<Value> uses = new ArrayList<>(a.getRightOp().getUses());
          uses.add(a.getRightOp());
          for (Value u : uses) {
            if (u instanceof Local m && values.contains(m.getName()) && out.add(m.getName())) {
              changed = true;
            }
          }
        }
      }
    }
    Set<String> result = Set.copyOf(out);
    interesting.put(code, result);
    return result;
  }

  private static boolean isKnownOperand(Value v, Set<String> values) {
    return v instanceof IntConstant || v instanceof NullConstant
        || v instanceof Local l && values.contains(l.getName());
  }

  /** True if some definition of the local reads a tracked field (directly). */
  boolean readsField(MethodCode code, Local l) {
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName()) && a.getRightOp() instanceof JFieldRef f
          && field(f) != null) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- fields and classes

  private Kind kindOf(Type t) {
    if (t instanceof PrimitiveType p) {
      String n = p.getName();
      if (n.equals("boolean")) {
        return Kind.BOOLEAN;
      }
      return n.equals("int") || n.equals("short") || n.equals("byte") || n.equals("char")
          ? Kind.INT : null;
    }
    if (t instanceof ClassType ct) {
      return ordinals(ct.getFullyQualifiedName()).isEmpty() ? Kind.REFERENCE : Kind.ENUM;
    }
    return null;
  }

  private String enumClassOf(FieldKey k) {
    return fieldOf(k).map(f -> f.getType() instanceof ClassType ct
        ? ct.getFullyQualifiedName() : null).orElse(null);
  }

  /** The field's declaring class, found up the hierarchy of the class the reference names. */
  private Optional<FieldKey> key(FieldSignature sig) {
    return resolved.computeIfAbsent(sig, s -> {
      ClassType c = s.getDeclClassType();
      for (int depth = 0; c != null && depth < 64; depth++) {
        Optional<JavaSootClass> cls = pts.code().applicationClass(c);
        if (cls.isEmpty()) {
          return Optional.empty();
        }
        if (cls.get().getField(s.getName()).isPresent()) {
          return Optional.of(new FieldKey(c.getFullyQualifiedName(), s.getName()));
        }
        c = cls.get().getSuperclass().orElse(null);
      }
      return Optional.empty();
    });
  }

  private Optional<? extends SootField> fieldOf(FieldKey k) {
    return pts.code().applicationClass(pts.code().classType(k.declaringClass()))
        .flatMap(c -> c.getField(k.name()));
  }

  /**
   * The ordinals of an application enum's constants, read from its static initializer
   * ({@code new E("NAME", ordinal, ...)} stored into the constant's field); empty if the class
   * is not an application enum or the initializer has another shape.
   */
  private Map<String, Integer> ordinals(String enumClass) {
    Map<String, Integer> known = ordinals.get(enumClass);
    if (known != null) {
      return known;
    }
    Map<String, Integer> result = new LinkedHashMap<>();
    ordinals.put(enumClass, result);
    Optional<JavaSootClass> cls = pts.code().applicationClass(pts.code().classType(enumClass));
    if (cls.isEmpty() || !cls.get().isEnum()) {
      return result;
    }
    JavaSootMethod clinit = SwitchMaps.staticInitializer(cls.get());
    if (clinit == null) {
      return result;
    }
    Map<String, Integer> byLocal = new HashMap<>();
    for (Stmt s : pts.code().body(clinit).getStmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv instanceof JSpecialInvokeExpr sp && sp.getMethodSignature().getName()
          .equals("<init>") && sp.getArgCount() >= 2 && sp.getArg(0) instanceof StringConstant
          && sp.getArg(1) instanceof IntConstant ord) {
        byLocal.put(sp.getBase().getName(), ord.getValue());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef f
          && a.getRightOp() instanceof Local l && byLocal.containsKey(l.getName())
          && f.getFieldSignature().getDeclClassType().getFullyQualifiedName().equals(enumClass)
          && cls.get().getField(f.getFieldSignature().getName())
              .map(x -> x.getModifiers().contains(FieldModifier.ENUM)).orElse(false)) {
        result.put(f.getFieldSignature().getName(), byLocal.get(l.getName()));
      }
    }
    if (new TreeSet<>(result.values()).size() != result.size()) {
      result.clear();
    }
    return result;
  }

}
