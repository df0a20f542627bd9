package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.ThreadEscape;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Variable;
import org.petrify.ir.stage.StageBudget;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;

/**
 * Decides which Java fields become finite-domain rb {@link Variable}s, and gives the
 * translator their names, domains and the locals that carry their values.
 *
 * <p>A field qualifies when it is a {@code boolean}, an int-like primitive ({@code byte},
 * {@code short}, {@code char}, {@code int}) or a {@code long} (tracked as an int is: its
 * domain is ints and {@code *}, its arithmetic the JVM's, {@link JvmArithmetic}), of an
 * application enum type or of another class
 * type (a <em>reference</em> field, tracked only as null or not), is not {@code static final}
 * unless an enum (javac inlines primitives; a final reference is left alone), and every write
 * of it in reachable code stores a constant or a <em>value local</em> (also through a
 * reference cast, {@link TrackingDecision#storedReference}); no write behind the
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
 * do accesses through receivers that may be a summary object (for those alternatives), except
 * for a thread-local summary that each thread allocates at most once: its fields are
 * per-thread variables, one copy per thread ({@link #variable}). A write
 * through a receiver that may be one of several objects is a choice among them.
 *
 * <p>Domains: booleans {@code false true} (initially {@code false}); enums {@code null} and the
 * constants in ordinal order (initially {@code null}); references {@code null nonnull}
 * (initially {@code null}: a comparison with {@code null} is exact, one of two non-null
 * references is not), plus the named singletons a write may store ({@link
 * SingletonIdentities}: identity with those is exact too); an int field written only with
 * constants (or parameters every call passes as one constant, {@link NonNullLocals#intConstant})
 * has 0 and those constants (at most {@code bound} of them); any other int field the
 * range from the least to the greatest of 0 and the constants written to it or compared with
 * values read from it, cut to {@code bound} values, plus {@code *} (every other int) when a
 * write may leave the range (an arithmetic result or a constant outside it). Reading {@code *} gives a local whose
 * comparisons are nondeterministic (caveat IMPRECISE {@code value-bound}).
 *
 * <p>This class is the facade the translator and the encoder ask; the work is split along its
 * seams: {@link TrackingDecision} decides the fields and domains, {@link ValueLocals} finds the
 * value locals for a set of fields, {@link PinnedLocals} the locals worth pinning and their
 * range, {@link ApplicationFields} resolves fields and enum ordinals, {@link SwitchMaps} decodes
 * javac's switch maps. The rb variable of a tracked field of an object is named here, once
 * (the first tracked field to claim a name keeps it).
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

  private final PointsToResult pts;
  private final Set<String> excluded;
  private final ApplicationFields app;
  private final Map<FieldKey, Tracked> tracked;
  private final SwitchMaps switchMaps;
  /** The value locals for the tracked fields. */
  private final ValueLocals locals;
  private final PinnedLocals pinned;
  private final Map<String, Tracked> variables = new TreeMap<>();
  private final List<Caveat> notes;
  private final NonNullLocals nonNull;
  private final GetterReads getters;
  private final EmptyContainers emptyContainers;
  private final boolean containersTrusted;
  private final FieldUpdaters updaters;
  private final SingletonIdentities identities;
  private final FinalFieldValues finalFields;
  private final Supplier<ThreadEscape> escape;
  /** The named variables that are per-thread ({@link #perThread}). */
  private final Set<String> perThreadVariables = new TreeSet<>();
  private final ReferenceClasses classes;
  private final ReferenceIdentities objects;
  private final OwnWrites ownWrites;
  private final FinalFunctions functions;
  private final StableFlags stableFlags;
  private final ConstantDurations durations;
  private final PureFunctions pure;
  private final ValueFunctions valueFunctions;
  private final SummaryFieldValues summaries;
  private final FreshObjects fresh;

  /**
   * @param nonNull the program's non-null locals (shared with {@link NullnessRoutes})
   * @param bound the most values an int field is tracked with
   * @param excluded rb variable names not to track (found racy by an earlier round)
   * @param escape the program's thread escape, asked only when a summary object's field is
   *     named ({@link #variable})
   * @param budget checked between the whole-program analyses this runs
   */
  TrackedValues(PointsToResult pts, NonNullLocals nonNull, int bound, Set<String> excluded,
      Supplier<ThreadEscape> escape, StageBudget budget) {
    this(new Basis(pts, nonNull, bound, budget), excluded, escape, budget);
  }

  /**
   * Tracked values over a {@link Basis} shared with the other race rounds: only the
   * {@code excluded} names (applied when a variable is named or asked for) and the parts that
   * ask this object back differ between rounds.
   */
  TrackedValues(Basis basis, Set<String> excluded, Supplier<ThreadEscape> escape,
      StageBudget budget) {
    this.escape = escape;
    this.pts = basis.pts;
    this.excluded = Set.copyOf(excluded);
    this.app = basis.app;
    this.nonNull = basis.nonNull;
    this.finalFields = basis.finalFields;
    this.functions = basis.functions;
    this.durations = basis.durations;
    this.pure = basis.pure;
    this.valueFunctions = basis.valueFunctions;
    this.getters = basis.getters;
    this.updaters = basis.updaters;
    this.switchMaps = basis.switchMaps;
    this.classes = basis.classes;
    this.ownWrites = basis.ownWrites;
    this.objects = basis.objects;
    this.tracked = basis.tracked;
    this.identities = basis.identities;
    this.notes = basis.notes;
    this.locals = basis.locals;
    int bound = basis.bound;
    this.pinned = new PinnedLocals(this, locals, nonNull, bound, pts,
        t -> app.kindOf(t) != null && app.kindOf(t) != Kind.REFERENCE
            || ValueLocals.isString(t));
    this.containersTrusted = basis.containersTrusted;
    this.emptyContainers = basis.emptyContainers;
    this.stableFlags = basis.stableFlags;
    budget.check();
    this.summaries = new SummaryFieldValues(pts, app, updaters, this);
    this.fresh = new FreshObjects(pts.code(), app, tracked, summaries);
  }

  /**
   * What the tracked values decide from the points-to result alone, whatever is excluded: the
   * fields and their domains ({@link TrackingDecision}) and the whole-program analyses behind
   * them. {@link RoundInvariants} builds it once for the race rounds; the maps and lists here
   * are never changed after construction.
   */
  static final class Basis {
    private final PointsToResult pts;
    private final int bound;
    private final ApplicationFields app;
    private final NonNullLocals nonNull;
    private final FinalFieldValues finalFields;
    private final FinalFunctions functions;
    private final ConstantDurations durations;
    private final PureFunctions pure;
    private final ValueFunctions valueFunctions;
    private final GetterReads getters;
    private final FieldUpdaters updaters;
    private final SwitchMaps switchMaps;
    private final ReferenceClasses classes;
    private final OwnWrites ownWrites;
    private final ReferenceIdentities objects;
    private final Map<FieldKey, Tracked> tracked;
    private final SingletonIdentities identities;
    private final List<Caveat> notes;
    private final ValueLocals locals;
    private final boolean containersTrusted;
    private final EmptyContainers emptyContainers;
    private final StableFlags stableFlags;

    Basis(PointsToResult pts, NonNullLocals nonNull, int bound, StageBudget budget) {
      this.pts = pts;
      this.bound = bound;
      this.app = new ApplicationFields(pts);
      this.nonNull = nonNull;
      this.finalFields = new FinalFieldValues(pts, app);
      this.functions = new FinalFunctions(pts, app, finalFields);
      this.durations = new ConstantDurations(pts, app);
      this.pure = new PureFunctions(pts.code());
      budget.check();
      this.getters = new GetterReads(pts, app::key, functions);
      this.updaters = FieldUpdaters.of(pts);
      this.switchMaps = new SwitchMaps(pts);
      this.valueFunctions = new ValueFunctions(pts, app, switchMaps);
      budget.check();
      this.classes = new ReferenceClasses(pts, app, finalFields, functions);
      this.ownWrites = new OwnWrites(pts, app, updaters);
      this.objects = new ReferenceIdentities(pts, app, updaters);
      budget.check();
      TrackingDecision decision = new TrackingDecision(pts, bound, app, updaters, nonNull,
          fields -> new ValueLocals(app, getters, nonNull, updaters, switchMaps, fields)
              .withValueFunctions(valueFunctions), classes,
          getters, objects, valueFunctions);
      budget.check();
      this.tracked = decision.tracked();
      this.identities = decision.identities();
      this.notes = decision.notes();
      this.locals = new ValueLocals(app, getters, nonNull, updaters, switchMaps,
          tracked.keySet()).withFinalFields(finalFields).withFunctions(functions)
          .withDurations(true).withLiteralTests(true).withPure(pure)
          .withValueFunctions(valueFunctions);
      this.containersTrusted = !decision.reflectsJdkCollections()
          && notes.stream().noneMatch(c -> c.kind().equals("values-untracked"));
      this.emptyContainers = new EmptyContainers(pts, containersTrusted);
      this.stableFlags = new StableFlags(pts, app, tracked, updaters, identities, nonNull,
          decision.reflected());
    }
  }

  /**
   * The values a read {@code x.f} of the tracked field at statement {@code i} may give when
   * {@code x} holds a fresh object the method has not published ({@link FreshObjects}); null
   * when that is not so.
   */
  List<String> freshValues(MethodCode code, int i, Local x, Tracked t) {
    return fresh.read(code, i, x, t);
  }

  /**
   * The values a read of the tracked field of a summary object may give (weak updates,
   * {@link SummaryFieldValues}), fewer than the whole domain; null when not known.
   */
  List<String> summaryValues(Tracked t, AbstractObject object) {
    return summaries.read(t, object);
  }

  /** The stable flags and where they are known set ({@link StableFlags}). */
  StableFlags stableFlags() {
    return stableFlags;
  }

  /**
   * False when the program may change JDK collections behind their methods (reflection,
   * handles, {@code Unsafe}, deserialization): no rule may then follow their contents.
   */
  boolean containersTrusted() {
    return containersTrusted;
  }

  /**
   * True if a reference local is never null in a method instance ({@link NonNullLocals}): it
   * then evaluates to {@link LocalValue.NonNull} wherever no other value is pinned.
   */
  boolean isNonNull(MethodInstance mi, Local l) {
    return nonNull.isNonNull(mi, l);
  }

  /** True if the object is a collection or service loader that stays empty ({@link EmptyContainers}). */
  boolean isEmptyContainer(AbstractObject o) {
    return emptyContainers.isEmpty(o);
  }

  /**
   * True if no run reaches the statement: it lies behind a branch decided by a query on a
   * collection that stays empty ({@link EmptyContainers#unreachable}).
   */
  boolean unreachable(MethodInstance mi, int stmt) {
    return emptyContainers.unreachable(mi, stmt);
  }

  /**
   * The int or long constant every call site passes to the parameter held by the local, or the answer
   * of a query on collections that stay empty ({@link EmptyContainers}), or null.
   */
  Long intConstant(MethodInstance mi, Local l) {
    Long c = nonNull.intConstant(mi, l);
    if (c != null) {
      return c;
    }
    Integer r = emptyContainers.resultConstant(mi, l);
    return r == null ? null : Long.valueOf(r);
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

  /** True if an earlier round found the rb variable racy: it must not be tracked. */
  boolean isExcluded(String variable) {
    return excluded.contains(variable);
  }

  /** The declarations of every variable some access named, sorted by name. */
  List<Variable> declarations() {
    List<Variable> out = new ArrayList<>();
    variables.forEach((name, t) -> out.add(new Variable(name, t.values(), t.initial(),
        perThreadVariables.contains(name))));
    return out;
  }

  /** The tracked field a field reference names, if it is tracked. */
  Tracked field(JFieldRef ref) {
    FieldKey k = app.key(ref.getFieldSignature()).orElse(null);
    return k == null ? null : tracked.get(k);
  }

  /**
   * The variable of a tracked field of an object ({@code null} for static fields), or
   * {@code null} when that alternative is not tracked (a summary object, or excluded), for an
   * access through a local that may hold any of the object's runtime objects.
   */
  String variable(Tracked t, AbstractObject object) {
    return variable(t, object, false);
  }

  /**
   * {@link #variable(Tracked, AbstractObject)} for an access that, if {@code own}, goes
   * through a local holding the accessing thread's own object ({@link
   * org.petrify.ir.pointsto.OwnReferences}): the field of an escaping summary that each thread
   * allocates once is then its per-thread variable ({@link #ownCopy}).
   */
  String variable(Tracked t, AbstractObject object, boolean own) {
    String name;
    boolean perThread = false;
    if (t.isStatic()) {
      name = t.key().declaringClass() + "." + t.key().name();
    } else {
      if (object == null || (pts.isSummary(object) && !perThread(object)
          && !(own && ownCopy(t, object)))) {
        return null;
      }
      perThread = pts.isSummary(object);
      name = object.name() + "." + t.key().name();
    }
    if (excluded.contains(name)) {
      return null;
    }
    Tracked old = variables.putIfAbsent(name, t);
    if (old != null && !old.equals(t)) {
      return null;
    }
    if (perThread) {
      perThreadVariables.add(name);
    }
    return name;
  }

  /**
   * True if the fields of a summary object are tracked as per-thread variables: the object is
   * thread-local ({@link ThreadEscape}: each of its runtime objects is only ever referenced by
   * the thread that allocated it) and each thread allocates at most one of them
   * ({@link PointsToResult#isOncePerThread}). Then every access a thread makes to such a field
   * is to the one object that thread allocated, so the thread's own copy of the variable holds
   * exactly that object's value: an assignment is a strong update, as for an object that is
   * no summary, and before the allocation the thread cannot reach the object, so the copy's
   * initial value (the field's default) is right when the constructor runs. A thread id that
   * may have several instances would share one copy; such threads are summaries, excluded
   * here, and the encoder marks any other case UNSOUND ({@code shared-thread-variable}).
   */
  private boolean perThread(AbstractObject object) {
    return pts.isOncePerThread(object) && !escape.get().escapes(object);
  }

  /**
   * True if a field of an escaping summary that each thread allocates at most once
   * ({@link PointsToResult#isOncePerThread}) is a per-thread variable for the accesses through
   * an own local: every write of the field that may hit the object goes through an own local
   * ({@link OwnWrites}). Soundness: a thread has at most one runtime object of the summary,
   * and an own local holds nothing else, so every write is by the owning thread to its own
   * object and the thread's copy of the variable is that object's field at every instant (the
   * copy starts at the field's default, which the object has when the thread allocates it; no
   * other thread can write it, and the thread cannot reach it before). An own read reads that
   * copy exactly (also through a getter whose every read of the field has an own base,
   * {@code ValueSteps.ownGetter}). Every other access of the field of such an object is a read
   * (there is no other write) through a local that may hold another thread's object: it stays
   * untracked, a {@code read} whose value is unknown, so conditions on it remain choices.
   * Races: the owning thread's accesses of its copy are in its program order; other threads
   * never touch the copy.
   */
  private boolean ownCopy(Tracked t, AbstractObject object) {
    return pts.isOncePerThread(object) && ownWrites.allOwn(t.key(), object);
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

  /** The indices of the parameters of a body whose value matters ({@link TestedParameters}). */
  /** The application fields and enums this tracking sees. */
  ApplicationFields applicationFields() {
    return app;
  }

  Set<Integer> testedParameters(MethodCode code) {
    return pinned.testedParameters(code);
  }

  /** True if the local may carry a tracked value and is used where its value matters. */
  boolean splitsOn(MethodCode code, Local l) {
    return pinned.interesting(code).contains(l.getName());
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
    return pinned.range(code);
  }

  /** The values of {@code Duration} references and queries ({@link ConstantDurations}). */
  ConstantDurations durations() {
    return durations;
  }

  /** Widens the ranges of locals read from tracked atomics ({@link PinnedLocals#useAtomics}). */
  void useAtomics(AtomicValues a) {
    pinned.useAtomics(a);
  }

  /** The pure arithmetic functions whose results are pinned ({@link PureFunctions}). */
  PureFunctions pure() {
    return pure;
  }

  /** The values of final fields per object ({@link FinalFieldValues}). */
  FinalFieldValues finalFields() {
    return finalFields;
  }

  /** True if the local may carry a tracked value (every definition of it is a value). */
  boolean isValueLocal(MethodCode code, Local l) {
    return locals.of(code).contains(l.getName());
  }

  /**
   * The exact values of the tracked int fields whose values may flow into a value local of the
   * body ({@link ValueLocals#derivedFrom}); empty when it is no value local or reads none.
   */
  Set<Integer> fieldValues(MethodCode code, Local l) {
    Set<String> values = locals.of(code);
    if (!values.contains(l.getName())) {
      return Set.of();
    }
    Set<Integer> out = new TreeSet<>();
    for (FieldKey k : locals.derivedFrom(code, values).getOrDefault(l.getName(), Set.of())) {
      Tracked t = tracked.get(k);
      if (t != null && t.kind() == Kind.INT) {
        t.values().stream().filter(v -> !v.equals(BEYOND)).map(Integer::valueOf)
            .forEach(out::add);
      }
    }
    return out;
  }

  /** True if the local is live before statement {@code i}. */
  boolean isLive(MethodCode code, int i, String local) {
    return pinned.isLive(code, i, local);
  }

  /** True if some definition of the local reads a tracked field (directly). */
  boolean readsField(MethodCode code, Local l) {
    return pinned.readsField(code, l);
  }

  /** The ordinal of an enum constant, or -1. */
  int ordinal(String enumClass, String constant) {
    return app.ordinal(enumClass, constant);
  }

  /**
   * The enum constant an abstract object is, or null: a non-summary object (one runtime
   * object) of an application enum class that is the whole points-to set of one of the class's
   * constant fields. Each constant field is written once, by the enum's initialiser, with the
   * object it allocates for that constant, so a non-summary object the field alone may hold is
   * that constant's object, whose ordinal its constructor fixed.
   */
  LocalValue.EnumConstant enumConstantOf(org.petrify.ir.pointsto.AbstractObject o) {
    if (pts.isSummary(o)) {
      return null;
    }
    for (String name : app.ordinals(o.type()).keySet()) {
      if (pts.pointsToStatic(o.type() + "." + name).equals(List.of(o))) {
        return new LocalValue.EnumConstant(o.type(), name);
      }
    }
    return null;
  }

  /** The enum constant a static field reference names, or {@code null}. */
  LocalValue.EnumConstant enumConstant(JStaticFieldRef ref) {
    return app.enumConstant(ref);
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
      case INT -> new LocalValue.Int(Long.parseLong(value));
      case ENUM -> value.equals("null") ? new LocalValue.Null()
          : new LocalValue.EnumConstant(t.enumClass(), value);
      case REFERENCE -> {
        if (objects.hasIdentities(t)) {
          yield value.equals(SingletonIdentities.NULL) ? new LocalValue.Null()
              : new LocalValue.NonNull();
        }
        LocalValue.Finals f = classes.local(t.key(), value);
        yield f != null ? f : SingletonIdentities.local(t.values(), value);
      }
    };
  }

  /** The classes of the objects tracked reference fields hold ({@link ReferenceClasses}). */
  ReferenceClasses classes() {
    return classes;
  }

  /** The objects tracked reference fields hold ({@link ReferenceIdentities}). */
  ReferenceIdentities objects() {
    return objects;
  }

  /** The methods whose result is a function of their receiver's final fields. */
  FinalFunctions functions() {
    return functions;
  }

  /** The methods whose result is a function of their arguments' values. */
  ValueFunctions valueFunctions() {
    return valueFunctions;
  }

  /** The identities of named singletons ({@link SingletonIdentities}). */
  SingletonIdentities identities() {
    return identities;
  }

  /**
   * The domain values a write of {@code v} may store into the field: one when exact, several
   * when a reference may be one of the field's named singletons or classes ({@link
   * ReferenceClasses}: from the value alone, any object may be of any class), null when
   * unknown.
   */
  List<String> written(Tracked t, LocalValue v) {
    if (objects.hasIdentities(t)) {
      return v instanceof LocalValue.Null ? List.of(SingletonIdentities.NULL)
          : LocalValue.isObject(v) ? t.values().subList(1, t.values().size()) : null;
    }
    if (classes.hasClasses(t)) {
      return v instanceof LocalValue.Null ? List.of(SingletonIdentities.NULL)
          : LocalValue.isObject(v) ? t.values().subList(1, t.values().size()) : null;
    }
    if (t.kind() == Kind.REFERENCE) {
      return SingletonIdentities.written(t.values(), v);
    }
    String w = value(t, v);
    return w == null ? null : List.of(w);
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
          String exact = Long.toString(i.value());
          return t.values().contains(exact) ? exact
              : t.values().contains(BEYOND) ? BEYOND : null;
        }
        return v instanceof LocalValue.Beyond && t.values().contains(BEYOND) ? BEYOND : null;
      }
      case REFERENCE -> {
        List<String> w = written(t, v);
        return w != null && w.size() == 1 ? w.get(0) : null;
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

  /** A string or class constant: a reference that is never null. */
  static boolean isNonNullConstant(Value v) {
    return v instanceof StringConstant || v instanceof ClassConstant;
  }

  /**
   * True for {@code e.compareTo(o)} of {@code Enum} (final there: on an enum receiver it is
   * always {@code Enum.compareTo}, the difference of the ordinals).
   */
  static boolean isCompareTo(AbstractInvokeExpr inv) {
    return inv instanceof JVirtualInvokeExpr && inv.getMethodSignature().getName()
        .equals("compareTo") && inv.getArgCount() == 1
        && inv.getMethodSignature().getParameterTypes().get(0).toString()
            .equals("java.lang.Enum");
  }

  /** True for {@code e.ordinal()}, and {@code b.booleanValue()} ({@link BoxedBooleans}). */
  static boolean isOrdinal(AbstractInvokeExpr inv) {
    return org.petrify.ir.pointsto.EnumTables.isOrdinal(inv) || BoxedBooleans.isUnboxing(inv);
  }
}
