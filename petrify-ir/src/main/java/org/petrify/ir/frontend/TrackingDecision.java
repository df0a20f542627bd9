package org.petrify.ir.frontend;

import static org.petrify.ir.frontend.TrackedValues.BEYOND;
import static org.petrify.ir.frontend.TrackedValues.NONNULL;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.frontend.TrackedValues.Tracked;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.FieldModifier;
import sootup.core.model.SootField;
import sootup.core.types.PrimitiveType;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * The decision of {@link TrackedValues}: which fields of reachable code become rb variables,
 * and with which domain (the rules are in that class's Javadoc).
 *
 * <p>Invariants: a field is tracked only if no write of it escapes the model (reflection,
 * handles, {@code Unsafe}, deserialization, a receiver the points-to analysis does not know)
 * and every write in reachable code stores a constant or a value local of the final field set
 * (the live set only shrinks, round after round, until a round removes nothing: a greatest
 * fixpoint); and only if its value is tested somewhere, directly or through fields it flows
 * into. An int domain holds 0 and every constant written to the field or compared with it, and
 * {@code *} whenever a write may leave the exact values, so every value the JVM may store has a
 * domain value that stands for it. The decision runs once, in the constructor.
 */
final class TrackingDecision {
  /*
   * APIs that write fields directly are judged by ReflectiveWrites. Reflective calls of methods
   * and constructors (Method.invoke, Constructor.newInstance, Class.forName ...) are not among
   * them: they run code the model does not see at all (whatever it writes), and since they are
   * not on the allow-list (LibraryFacts) each gets the UNSOUND unmodelled-library caveat at its
   * call site, so no verdict HOLDS rests on the values they could change.
   */
  private final PointsToResult pts;
  private final int bound;
  private final ApplicationFields app;
  private final FieldUpdaters updaters;
  private final NonNullLocals nonNull;
  /** The constants each parameter may hold, when few ({@link ParameterConstants}). */
  private ParameterConstants parameters;
  /** The value locals for a set of candidate fields (a fresh cache per set). */
  private final Function<Set<FieldKey>, ValueLocals> localsOf;
  private final SingletonIdentities identities;
  private final ReferenceClasses classes;
  private final GetterReads getters;
  /**
   * Per int field stored from a parameter ({@link ParameterWrites}), the candidate fields whose
   * values the argument sites copy into it (of the last round of the decision).
   */
  private final Map<FieldKey, Set<FieldKey>> feeds = new HashMap<>();
  private final ReferenceIdentities objects;
  /** The value functions whose results count as values ({@link ValueFunctions}). */
  private final ValueFunctions functions;
  private final Map<FieldKey, Tracked> tracked = new LinkedHashMap<>();
  private final List<Caveat> notes = new ArrayList<>();
  /** A reflective write may reach a field of a {@code java.util} class. */
  private boolean reflectsJdkCollections;
  /** The fields written behind the model's back. */
  private ReflectedFields behind;

  TrackingDecision(PointsToResult pts, int bound, ApplicationFields app, FieldUpdaters updaters,
      NonNullLocals nonNull, Function<Set<FieldKey>, ValueLocals> localsOf,
      ReferenceClasses classes, GetterReads getters, ReferenceIdentities objects,
      ValueFunctions functions) {
    this.pts = pts;
    this.functions = functions;
    this.getters = getters;
    this.classes = classes;
    this.objects = objects;
    this.bound = bound;
    this.app = app;
    this.updaters = updaters;
    this.nonNull = nonNull;
    this.localsOf = localsOf;
    this.identities = new SingletonIdentities(pts, nonNull, app::key, updaters);
    decide();
  }

  /** The named singletons of reference domains ({@link SingletonIdentities}). */
  SingletonIdentities identities() {
    return identities;
  }

  /** The tracked fields, in the order they were decided. */
  Map<FieldKey, Tracked> tracked() {
    return tracked;
  }

  /** Informational caveats of the decision (e.g. reflection turned tracking off). */
  List<Caveat> notes() {
    return notes;
  }

  /** The fields reachable code may write behind the model's back ({@link ReflectedFields}). */
  ReflectedFields reflected() {
    return behind;
  }

  /** True if a reflective write may reach a field of a {@code java.util} class. */
  boolean reflectsJdkCollections() {
    return reflectsJdkCollections;
  }

  private void decide() {
    Map<FieldKey, Kind> candidates = new LinkedHashMap<>();
    Map<FieldKey, Boolean> statics = new HashMap<>();
    Map<FieldKey, Boolean> volatiles = new HashMap<>();
    Set<FieldKey> disqualified = new LinkedHashSet<>();
    Set<FieldKey> finals = new LinkedHashSet<>();
    List<MethodInstance> methods = new ArrayList<>();
    behind = ReflectedFields.of(pts, updaters.managed());
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
      updaters.in(code).values().forEach(acc -> app.fieldOf(acc.field()).ifPresent(field -> {
        Kind kind = app.kindOf(field.getType());
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
          Optional<FieldKey> k = app.key(f.getFieldSignature());
          if (k.isEmpty()) {
            continue;
          }
          SootField field = app.fieldOf(k.get()).orElse(null);
          Kind kind = app.kindOf(f.getFieldSignature().getType());
          if (field == null || kind == null) {
            continue;
          }
          if (field.isStatic() && field.isFinal() && kind != Kind.ENUM
              || field.getModifiers().contains(FieldModifier.ENUM)) {
            disqualified.add(k.get());
          }
          candidates.put(k.get(), kind);
          if (field.isFinal()) {
            finals.add(k.get());
          }
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
    ValueLocals locals = null;
    boolean changed = true;
    while (changed) {
      changed = false;
      constants.clear();
      computed.clear();
      feeds.clear();
      Set<FieldKey> current = Set.copyOf(live);
      locals = localsOf.apply(current);
      for (MethodInstance mi : methods) {
        MethodCode code = pts.body(mi);
        Set<String> values = locals.of(code);
        Map<String, Set<FieldKey>> from = locals.derivedFrom(code, values);
        for (int i = 0; i < code.size(); i++) {
          Stmt s = code.stmt(i);
          if (updaterWrite(code, i, live, values, candidates, constants, computed)) {
            changed = true;
          }
          if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
            FieldKey k = app.key(f.getFieldSignature()).orElse(null);
            if (k == null || !live.contains(k)) {
              continue;
            }
            Value rhs = storedReference(a.getRightOp());
            if (JvmArithmetic.constant(rhs) != null) {
              addWritten(k, JvmArithmetic.constant(rhs), constants, computed);
            } else if (TrackedValues.isNonNullConstant(rhs)
                && candidates.get(k) == Kind.REFERENCE) {
              continue;
            } else if (rhs instanceof Local l && nonNull.intConstant(code, l.getName()) != null) {
              // a parameter every call passes as one constant: the write stores that constant
              addWritten(k, nonNull.intConstant(code, l.getName()), constants, computed);
            } else if (rhs instanceof Local l && candidates.get(k) != Kind.REFERENCE
                && !finals.contains(k) && oneReceiver(mi, i, f)
                && parameterValues(code, l) != null) {
              // a parameter every call passes one of a few constants: the write stores one of
              // them (an argument variant knows which, ArgumentVariants; elsewhere the write
              // is a choice among the domain, ValueSteps#writeTracked). Not for final fields:
              // their values per object are FinalFieldValues', exact where tracking is not;
              // not through a receiver of several objects (an enum's constructor writing each
              // constant's field): each write would be a choice among the objects, and the
              // fields of all of them would take every value, multiplying the states
              for (LocalValue c : parameterValues(code, l)) {
                if (c instanceof LocalValue.Int n && candidates.get(k) == Kind.INT) {
                  addWritten(k, n.value(), constants, computed);
                } else if (candidates.get(k) == Kind.INT) {
                  computed.put(k, true);
                }
              }
            } else if (rhs instanceof Local l && !values.contains(l.getName())
                && candidates.get(k) == Kind.INT && !finals.contains(k)
                && oneReceiver(mi, i, f)) {
              // a parameter whose sites also pass copies of other fields (ParameterWrites)
              if (!parameterWrite(k, code, l, locals, current, constants, computed)) {
                live.remove(k);
                changed = true;
              }
            } else if (rhs instanceof Local l && values.contains(l.getName())) {
              if (!from.getOrDefault(l.getName(), Set.of()).equals(Set.of(k))
                  || !isPlainCopyOfField(code, l)) {
                computed.put(k, true);
              }
              if (candidates.get(k) == Kind.INT) {
                functionConstants(code, l).forEach(c -> addWritten(k, c, constants, computed));
              }
            } else if (rhs instanceof Local && objects.storesKnown(k)) {
              continue; // a known object of the field's identities (ReferenceIdentities)
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
    // the last round changed nothing: its value locals are those of the fields still live
    joinFeeds(constants, computed);
    live.retainAll(tested(methods, Set.copyOf(live), candidates, locals));
    Set<FieldKey> ints = new LinkedHashSet<>();
    live.stream().filter(k -> candidates.get(k) == Kind.INT).forEach(ints::add);
    Set<FieldKey> counters = PairedCounters.of(methods.stream().map(pts::body).toList(), app,
        updaters, ints);
    for (FieldKey k : live) {
      Kind kind = candidates.get(k);
      Tracked t = domain(k, kind, statics.get(k), volatiles.get(k),
          constants.getOrDefault(k, Set.of()), computed.getOrDefault(k, false),
          counters.contains(k));
      if (t != null) {
        tracked.put(k, t);
      }
    }
  }

  /**
   * {@code k = l} of an int field from a local that is not a value: kept (true) only when the
   * local is an int-like parameter, defined by nothing else, whose argument sites all pass
   * known values ({@link ParameterWrites}); their constants join the field's, the fields they
   * copy join {@link #feeds}, a computed argument makes the field computed.
   */
  private boolean parameterWrite(FieldKey k, MethodCode code, Local l, ValueLocals locals,
      Set<FieldKey> current, Map<FieldKey, Set<Integer>> constants,
      Map<FieldKey, Boolean> computed) {
    Integer index = NonNullLocals.onlyParameterDefinitions(code).get(l.getName());
    if (index == null) {
      return false;
    }
    ParameterWrites.Feed feed = ParameterWrites.of(pts, nonNull, code, index, locals, getters,
        current);
    if (feed == null) {
      return false;
    }
    feed.constants().forEach(c -> addWritten(k, c, constants, computed));
    if (feed.computed()) {
      computed.put(k, true);
    }
    feeds.computeIfAbsent(k, x -> new LinkedHashSet<>()).addAll(feed.fields());
    return true;
  }

  /**
   * Joins into each field fed from parameters the constants of the fields copied into it, and
   * their computedness, transitively: its domain then covers every value they may hold (which
   * their own domains cover: the decision's invariant), whether or not they end up tracked.
   */
  private void joinFeeds(Map<FieldKey, Set<Integer>> constants, Map<FieldKey, Boolean> computed) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<FieldKey, Set<FieldKey>> e : feeds.entrySet()) {
        FieldKey k = e.getKey();
        for (FieldKey src : e.getValue()) {
          Set<Integer> theirs = constants.getOrDefault(src, Set.of());
          if (!constants.getOrDefault(k, Set.of()).containsAll(theirs)) {
            constants.computeIfAbsent(k, x -> new TreeSet<>()).addAll(theirs);
            changed = true;
          }
          if (computed.getOrDefault(src, false) && !computed.getOrDefault(k, false)) {
            computed.put(k, true);
            changed = true;
          }
        }
      }
    }
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
    if (acc.op().kind() == AtomicValues.OpKind.CAS && JvmArithmetic.constant(inv.getArg(1)) != null) {
      addWritten(k, JvmArithmetic.constant(inv.getArg(1)), constants, computed);
    }
    Value w = FieldUpdaters.written(inv, acc.op());
    if (JvmArithmetic.constant(w) != null) {
      addWritten(k, JvmArithmetic.constant(w), constants, computed);
    } else if (w instanceof Local l && values.contains(l.getName())) {
      computed.put(k, true);
    } else if (!(w instanceof NullConstant)
        && !(TrackedValues.isNonNullConstant(w) && kinds.get(k) == Kind.REFERENCE)) {
      live.remove(k);
      return true;
    }
    return false;
  }

  /**
   * Joins a constant written to an int or long field to its constants; a long constant
   * outside the int range makes the field computed (its domain then has {@code *}, which
   * stands for it).
   */
  /** True if the write is of a static field or through a base of at most one object. */
  private boolean oneReceiver(MethodInstance mi, int i, JFieldRef f) {
    return !(f instanceof JInstanceFieldRef r) || pts.pointsTo(mi, i, r.getBase()).size() <= 1;
  }

  /**
   * The constants a parameter local may hold ({@link ParameterConstants}), null if it is no
   * such parameter. A boolean or enum set fits any field of that kind (their domains hold
   * every value), an int set only an int field.
   */
  private Set<LocalValue> parameterValues(MethodCode code, Local l) {
    if (parameters == null) {
      parameters = new ParameterConstants(pts, app);
    }
    return parameters.of(code, l.getName());
  }

  private static void addWritten(FieldKey k, long c, Map<FieldKey, Set<Integer>> constants,
      Map<FieldKey, Boolean> computed) {
    if (JvmArithmetic.fitsInt(c)) {
      constants.computeIfAbsent(k, x -> new TreeSet<>()).add((int) c);
    } else {
      computed.put(k, true);
    }
  }

  /**
   * The fields whose value matters: read into a condition or switch, or copied (through value
   * locals) into such a field; a reference field only by a comparison with {@code null} (the
   * only one its domain decides) or by identity with another reference (which the points-to
   * sets may decide once both are known non-null, see {@link LocalValueEvaluator}); an int,
   * boolean or enum field read into an argument whose parameter a callee tests ({@link
   * TestedParameters}: an argument variant pins it, {@link ArgumentVariants}). Tracking
   * any other field would only multiply states. A reference field through which a tested final
   * field is read ({@link ReferenceClasses}) is tested too.
   */
  private Set<FieldKey> tested(List<MethodInstance> methods, Set<FieldKey> fields,
      Map<FieldKey, Kind> kinds, ValueLocals locals) {
    Set<FieldKey> tested = new LinkedHashSet<>();
    fields.stream().filter(k -> kinds.get(k) == Kind.REFERENCE && classes.readThrough(k))
        .forEach(tested::add);
    Map<FieldKey, Set<FieldKey>> flowsInto = new HashMap<>();
    // int-like, long, boolean and enum parameters a callee tests: an argument variant pins them
    // from the caller's value (ArgumentVariants), so a field read into such an argument matters
    TestedParameters parameters = new TestedParameters(pts, locals, TrackingDecision::testedLocals,
        (code, l) -> app.kindOf(l.getType()) != null
            && app.kindOf(l.getType()) != Kind.REFERENCE
            && nonNull.intConstant(code, l.getName()) == null);
    Set<MethodCode> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (MethodInstance mi : methods) {
      MethodCode code = pts.body(mi);
      if (!seen.add(code)) {
        continue;
      }
      Set<String> values = locals.of(code);
      Map<String, Set<FieldKey>> from = locals.derivedFrom(code, values);
      for (int i = 0; i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        for (int a = 0; inv != null && a < inv.getArgCount(); a++) {
          if (inv.getArg(a) instanceof Local l && from.containsKey(l.getName())
              && TestedArguments.tested(pts, mi, i, a)) {
            from.get(l.getName()).stream().filter(k -> kinds.get(k) == Kind.REFERENCE)
                .forEach(tested::add);
          }
          if (inv.getArg(a) instanceof Local l && from.containsKey(l.getName())
              && testedParameter(parameters, mi, i, inv, a)) {
            from.get(l.getName()).stream().filter(k -> kinds.get(k) != Kind.REFERENCE)
                .forEach(tested::add);
          }
        }
      }
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
            casFields(code, l).stream().filter(fields::contains).forEach(tested::add);
          }
        }
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f
            && storedReference(a.getRightOp()) instanceof Local l) {
          app.key(f.getFieldSignature()).filter(fields::contains).ifPresent(g -> {
            for (FieldKey src : from.getOrDefault(l.getName(), Set.of())) {
              flowsInto.computeIfAbsent(src, x -> new LinkedHashSet<>()).add(g);
            }
          });
        }
      }
    }
    feeds.forEach((k, sources) -> sources.stream().filter(fields::contains).forEach(src ->
        flowsInto.computeIfAbsent(src, x -> new LinkedHashSet<>()).add(k)));
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
    return tested;
  }

  /**
   * The fields of the updater (or var handle) compare-and-sets whose result some definition of
   * {@code l} is: a spin lock's {@code while (!H.compareAndSet(this, 0, 1))} tests the field's
   * value through the result (which {@link ValueLocals#derivedFrom} does not follow, the result
   * being no copy of the field).
   */
  private Set<FieldKey> casFields(MethodCode code, Local l) {
    Set<FieldKey> out = new LinkedHashSet<>();
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        FieldUpdaters.Access acc = updaters.at(code, i);
        if (acc != null && acc.op().kind() == AtomicValues.OpKind.CAS) {
          out.add(acc.field());
        }
      }
    }
    return out;
  }

  /** True if some callee of the call receives argument {@code a} in a tested parameter. */
  private boolean testedParameter(TestedParameters parameters, MethodInstance mi, int i,
      AbstractInvokeExpr inv, int a) {
    for (MethodInstance callee : pts.callees(mi, i)) {
      MethodCode body = pts.body(callee);
      if (body != null && TestedParameters.sameParameters(callee, inv)
          && parameters.of(body).contains(a)) {
        return true;
      }
    }
    return false;
  }

  /** The value locals a condition or switch of the body uses (both operands known). */
  private static Set<String> testedLocals(MethodCode code, Set<String> values) {
    Set<String> out = new LinkedHashSet<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JIfStmt f) {
        for (Value u : List.of(f.getCondition().getOp1(), f.getCondition().getOp2())) {
          if (u instanceof Local l && values.contains(l.getName())) {
            out.add(l.getName());
          }
        }
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l
          && values.contains(l.getName())) {
        out.add(l.getName());
      }
    }
    return out;
  }

  private Tracked domain(FieldKey k, Kind kind, boolean isStatic, boolean isVolatile,
      Set<Integer> constants, boolean computed, boolean counter) {
    switch (kind) {
      case BOOLEAN -> {
        return new Tracked(k, kind, isStatic, isVolatile, List.of("false", "true"), "false",
            null, 0, 1);
      }
      case REFERENCE -> {
        List<String> named = identities.namedFor(k);
        List<String> values = new ArrayList<>(SingletonIdentities.domain(named));
        if (named.isEmpty() && !updaters.isManaged(k)) {
          values.addAll(classes.classes(k));
        }
        if (values.size() == 2) {
          values.addAll(objects.values(k));
        }
        return new Tracked(k, kind, isStatic, isVolatile, List.copyOf(values), "null",
            null, 0, 0);
      }
      case ENUM -> {
        String cls = app.enumClassOf(k);
        Map<String, Integer> ords = cls == null ? Map.of() : app.ordinals(cls);
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
        if (counter && computed) {
          hi = Math.max(hi, lo + bound - 1); // a paired counter: up to the bound (PairedCounters)
        }
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

  /**
   * The value a field store writes, seen through a reference cast: {@code f = (List) l} stores
   * {@code l} itself (a reference cast never changes the reference; when it fails, it throws
   * before the store), and SootUp writes such casts where a local's type is narrower or other
   * than the field's (a generic {@code new} stored in an interface-typed field). The translation
   * evaluates the cast the same way ({@link LocalValueEvaluator}), so the field's value stays
   * exact. A primitive cast is arithmetic and stays as it is.
   */
  static Value storedReference(Value rhs) {
    return rhs instanceof JCastExpr c && !(c.getType() instanceof PrimitiveType) ? c.getOp() : rhs;
  }

  /**
   * The constants the value functions ({@link ValueFunctions}) whose results define {@code l}
   * return or compare with: an int field stored from such a result gets them in its domain, so
   * that the values the function computes from the field's are exact rather than {@code *}.
   */
  private Set<Integer> functionConstants(MethodCode code, Local l) {
    Set<Integer> out = new TreeSet<>();
    for (int j = 0; j < code.size(); j++) {
      if (code.stmt(j) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName()) && a.getRightOp() instanceof AbstractInvokeExpr) {
        out.addAll(functions.constantsAt(code, j));
      }
    }
    return out;
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

  private void collectComparedConstants(MethodCode code, Stmt s,
      Map<String, Set<FieldKey>> from, Map<FieldKey, Set<Integer>> constants) {
    if (s instanceof JIfStmt f) {
      AbstractConditionExpr c = f.getCondition();
      addCompared(c.getOp1(), ValueLocals.constantOf(nonNull, code, c.getOp2()), from, constants);
      addCompared(c.getOp2(), ValueLocals.constantOf(nonNull, code, c.getOp1()), from, constants);
    } else if (s instanceof JAssignStmt a
        && a.getRightOp() instanceof sootup.core.jimple.common.expr.JCmpExpr c) {
      // lcmp x, K compares the long x with K (its result is then tested against 0)
      addCompared(c.getOp1(), ValueLocals.constantOf(nonNull, code, c.getOp2()), from, constants);
      addCompared(c.getOp2(), ValueLocals.constantOf(nonNull, code, c.getOp1()), from, constants);
    } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l) {
      for (FieldKey k : from.getOrDefault(l.getName(), Set.of())) {
        for (IntConstant c : sw.getValues()) {
          constants.computeIfAbsent(k, x -> new TreeSet<>()).add(c.getValue());
        }
      }
    }
  }

  private static void addCompared(Value a, Long c, Map<String, Set<FieldKey>> from,
      Map<FieldKey, Set<Integer>> constants) {
    if (a instanceof Local l && c != null && JvmArithmetic.fitsInt(c)) {
      for (FieldKey k : from.getOrDefault(l.getName(), Set.of())) {
        constants.computeIfAbsent(k, x -> new TreeSet<>()).add((int) (long) c);
      }
    }
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
}
