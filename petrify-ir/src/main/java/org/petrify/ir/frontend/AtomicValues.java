package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * Decides which {@code java.util.concurrent.atomic} objects ({@code AtomicBoolean},
 * {@code AtomicInteger}, {@code AtomicLong}, {@code AtomicReference}) have their value tracked
 * as a finite-domain rb variable, like a volatile field in {@link TrackedValues}; {@link
 * AtomicCommands} emits their operations.
 *
 * <p>An atomic object is tracked when all of the following hold, so that every change of its
 * value in a run is one of the operations the model translates:
 * <ul>
 *   <li>it is an {@code ALLOCATION} of that class, or of an application subclass of it
 *       ({@link #atomicClass}), in application code and not a summary ({@link
 *       PointsToResult#isSummary}): one runtime object, so an assignment of its variable is a
 *       strong update. Each call on it is judged by the method that runs ({@link
 *       #targetClass}: dispatch on the allocated class, static resolution for {@code super}
 *       and constructor calls): an inherited method of the tracked class is one of its
 *       operations, whatever class the call names; an application method (an override, a
 *       helper such as {@code compareAndSet(expected, hi, lo)}) is translated as code, and the
 *       calls in its body are judged in turn. The JDK's code calls none of the subclass's
 *       methods, so every change of the value is one of these calls;</li>
 *   <li>every call on it in reachable code is an operation of {@link #op} ({@code get},
 *       {@code set}, {@code lazySet}, {@code setRelease}, {@code compareAndSet}, the
 *       {@code weakCompareAndSet*} modes (a compare-and-set that may also fail whatever the
 *       value, {@link OpKind#WEAK_CAS}), {@code getAndSet}, and for {@code AtomicInteger} and
 *       {@code AtomicLong} the increments, decrements and additions, and for those and
 *       {@code AtomicReference} the functional updates ({@code updateAndGet},
 *       {@code getAndUpdate}, {@code accumulateAndGet}, {@code getAndAccumulate}, {@link
 *       OpKind#UPDATE}) whose function {@link UpdateFunctions} computes); an update whose
 *       function is not computed, the plain, opaque and acquire reads and writes or any other
 *       method leave it untracked;</li>
 *   <li>every call that changes the value of an object of its class has a receiver that the
 *       points-to analysis knows, and where the receiver may be several objects none of them
 *       is tracked (the change would go to one of them, unknown which); no method reference
 *       names a method of its class ({@code counter::incrementAndGet} handed to the library
 *       runs where the library calls it, which the translation does not see);</li>
 *   <li>calls in statements that no run of their method instance reaches ({@link
 *       PointsToResult#isFeasible}: the instance's known arguments decide a branch against
 *       them) are not looked at: they change nothing, and their points-to sets are empty;</li>
 *   <li>no reachable code writes fields reflectively, through handles, {@code Unsafe} or
 *       deserialization ({@link TrackedValues} then tracks nothing, and neither does this
 *       class: a {@code VarHandle} could change the value);</li>
 *   <li>its value matters: the result of some operation on it is a local whose value some
 *       condition, switch or tracked field uses ({@link TrackedValues#splitsOn}). Otherwise
 *       tracking would only multiply states, and nothing is decided by it.</li>
 * </ul>
 * The JDK's own code never calls these objects: they are the program's, and library methods
 * that receive one (collections, printing) do not call its mutators. {@code AtomicLong} is
 * tracked as {@code AtomicInteger} is (its domain is ints, a value outside them {@code *}; its
 * comparisons go through {@code lcmp}, which the translation evaluates); untracked objects
 * keep the IMPRECISE {@code atomic-untracked} caveat.
 *
 * <p>Domains: {@code AtomicBoolean} {@code false true}; {@code AtomicReference}
 * {@code null nonnull} (identity of two non-null references is not tracked: a
 * {@code compareAndSet} with a non-null expected value on a non-null value may succeed or
 * fail), or, when every value it stores is one of a few known objects ({@link #objectsOf}: a
 * circuit breaker's state), {@code null} and one value per object, so a read tells which
 * object it got (its monitor and callees) and a compare-and-set is decided by the objects the
 * expected value may be; {@code AtomicInteger} 0, the constants passed to its constructor, setters and
 * compare-and-set and the constants its read values are compared with in conditions (of the
 * locals holding an operation's result, and their copies), at most the value bound of them;
 * when some operation adds or sets a value that is not a constant, the range from the least
 * to the greatest of those constants cut to the bound plus {@code *} (every other int), as for
 * a computed int field, and the whole bound from there for an object some compare-and-set of
 * which expects a value that is not a constant (a retry loop, {@link #retriedObjects}). A {@code long} some write of which stores the result of a packing
 * function (a {@link PureFunctions pure function} of two ints returning a {@code long}) is
 * <em>packed</em>: its domain is that function's values on pairs of halves ({@link
 * #packedDomain}) plus {@code *}. The domain is only a choice of which values are exact: every
 * value stored that is not in it is {@code *}, and a {@code *} read is unknown to everything
 * computed from it (a pure function of {@link LocalValue.Beyond} is beyond), so the packed
 * domain is as sound as any other; the unpacking functions evaluated on a read value give the
 * halves exactly. The variable starts at the type's default; the constructor call on the
 * object assigns the initial value given to it (nothing can use the object before).
 */
final class AtomicValues {
  /** The tracked classes and the kind of value they hold. */
  enum Kind { BOOLEAN, INT, REFERENCE }

  /** What an operation does to the value. */
  enum OpKind { READ, WRITE, CAS, WEAK_CAS, SWAP, ADD, UPDATE, INIT, NEUTRAL }

  /**
   * One operation: its kind; for {@code ADD} the constant delta ({@code deltaArgument} when
   * the delta is the call's argument) and whether the result is the new value; for {@code
   * UPDATE} ({@link UpdateFunctions}) whether the function's operand is the call's first
   * argument ({@code deltaArgument}: an accumulation), whether the result is the new value and
   * the function, where the call site is known ({@link #opAt}; null: not computed).
   */
  record Op(OpKind kind, int delta, boolean deltaArgument, boolean returnsNew,
      UpdateFunctions.Function function) {
    Op(OpKind kind, int delta, boolean deltaArgument, boolean returnsNew) {
      this(kind, delta, deltaArgument, returnsNew, null);
    }

    static Op of(OpKind k) {
      return new Op(k, 0, false, false);
    }

    Op applying(UpdateFunctions.Function f) {
      return new Op(kind, delta, deltaArgument, returnsNew, f);
    }

    boolean mutates() {
      return kind == OpKind.WRITE || kind == OpKind.CAS || kind == OpKind.WEAK_CAS
          || kind == OpKind.SWAP || kind == OpKind.ADD || kind == OpKind.UPDATE;
    }

    boolean hasResult() {
      return kind == OpKind.READ || kind == OpKind.CAS || kind == OpKind.WEAK_CAS
          || kind == OpKind.SWAP || kind == OpKind.ADD || kind == OpKind.UPDATE;
    }
  }

  /**
   * A tracked atomic object: the rb variable holding its value, its domain, the rb lock that
   * makes its read-modify-write operations atomic and, for ints, the exact range
   * {@code lo..hi}.
   */
  record Atomic(AbstractObject object, Kind kind, String variable, List<String> values,
      String initial, String lock, int lo, int hi) {}

  private static final Map<String, Kind> CLASSES = Map.of(
      "java.util.concurrent.atomic.AtomicBoolean", Kind.BOOLEAN,
      "java.util.concurrent.atomic.AtomicInteger", Kind.INT,
      "java.util.concurrent.atomic.AtomicLong", Kind.INT,
      "java.util.concurrent.atomic.AtomicReference", Kind.REFERENCE);

  private final PointsToResult pts;
  private final int bound;
  private final boolean enabled;
  private TrackedValues values;
  /** Candidates (every condition but "its value matters"), with their domains. */
  private final Map<AbstractObject, Atomic> candidates = new LinkedHashMap<>();
  /** Per candidate, the (code, local) pairs holding operation results. */
  private final Map<AbstractObject, List<Object[]>> results = new HashMap<>();
  private final Map<AbstractObject, Boolean> matters = new HashMap<>();
  private final Map<String, Atomic> named = new TreeMap<>();
  /** Per candidate, the (code, local) pairs of locals its results are compared with. */
  private final Map<AbstractObject, List<Object[]>> partners = new HashMap<>();
  /** Per candidate, the constants of its domain and whether it is computed. */
  private final Map<AbstractObject, Set<Integer>> domainConstants = new HashMap<>();
  private final Set<AbstractObject> computedObjects = new HashSet<>();
  /**
   * The int objects some {@code compareAndSet} of which expects a value that is not a constant
   * (a retry loop's {@code v = x.get(); ... x.compareAndSet(v, f(v))}): their range is the
   * whole value bound ({@link #domain}).
   */
  private final Set<AbstractObject> retriedObjects = new HashSet<>();
  /** The packed objects ({@link #packedDomain}), each with the function packing its halves. */
  private final Map<AbstractObject, MethodCode> packers = new HashMap<>();
  private final Map<String, Optional<String>> atomicClasses = new HashMap<>();
  /** Per reference candidate, the values its operations store, as (method, statement, value). */
  private final Map<AbstractObject, List<Object[]>> stores = new HashMap<>();
  /** Per reference candidate with object values ({@link #objectsOf}), its objects by name. */
  private final Map<AbstractObject, List<AbstractObject>> identities = new HashMap<>();
  /** The most values of a packed domain ({@link #packedDomain}); more leave it untracked. */
  static final int MAX_PACKED = 32;
  private final PureFunctions pure;
  private final UpdateFunctions functions;
  /**
   * The reference candidates some functional update of which stores the function's result:
   * their values are {@code null nonnull}, never objects ({@link #storedObjects}).
   */
  private final Set<AbstractObject> functionUpdated = new HashSet<>();

  /**
   * @param bound the most int values tracked
   * @param enabled false when reflective writes turned value tracking off
   */
  AtomicValues(PointsToResult pts, int bound, boolean enabled) {
    this.pts = pts;
    this.bound = bound;
    this.enabled = enabled;
    this.pure = new PureFunctions(pts.code());
    this.functions = new UpdateFunctions(pts, pure);
    if (enabled) {
      decide();
    }
  }

  /**
   * Gives the field tracking whose {@link TrackedValues#splitsOn} decides what matters, and
   * widens the domain of each counter whose results are compared with a local that may hold
   * the value of tracked int fields ({@code count.incrementAndGet() > max}, {@link
   * TrackedValues#fieldValues}): each value {@code v} of those fields joins its constants with
   * {@code v - 1} and {@code v + 1}, so the comparison is exact wherever the counter stays in its
   * (bounded) range. Only the domain changes; every domain is sound ({@code *} stands for every
   * int outside the range of a computed counter).
   */
  void use(TrackedValues values) {
    this.values = values;
    values.useAtomics(this);
    for (Map.Entry<AbstractObject, List<Object[]>> e : partners.entrySet()) {
      Atomic a = candidates.get(e.getKey());
      if (a == null || a.kind() != Kind.INT) {
        continue;
      }
      Set<Integer> constants = new TreeSet<>(domainConstants.getOrDefault(e.getKey(), Set.of()));
      for (Object[] p : e.getValue()) {
        for (int v : values.fieldValues((MethodCode) p[0], (Local) p[1])) {
          constants.add(v);
          if (v > Integer.MIN_VALUE) {
            constants.add(v - 1);
          }
          if (v < Integer.MAX_VALUE) {
            constants.add(v + 1);
          }
        }
      }
      Atomic widened = domain(e.getKey(), a.kind(), constants,
          computedObjects.contains(e.getKey()));
      if (widened == null) {
        candidates.remove(e.getKey());
      } else {
        candidates.put(e.getKey(), widened);
      }
    }
  }

  /** The kind of a tracked atomic class, or null. */
  static Kind kindOf(String cls) {
    return CLASSES.get(cls);
  }

  /** The operation a call on a tracked class performs, or null when it is not modelled. */
  static Op op(AbstractInvokeExpr inv) {
    return op(inv.getMethodSignature().getDeclClassType().getFullyQualifiedName(), inv);
  }

  /** The operation a call performs when the method it runs is the one class {@code cls} has. */
  static Op op(String cls, AbstractInvokeExpr inv) {
    Kind kind = CLASSES.get(cls);
    if (kind == null || !(inv instanceof AbstractInstanceInvokeExpr)) {
      return null;
    }
    String name = inv.getMethodSignature().getName();
    int n = inv.getArgCount();
    switch (name) {
      case "<init>":
        return n <= 1 ? Op.of(OpKind.INIT) : null;
      case "get":
        return n == 0 ? Op.of(OpKind.READ) : null;
      case "intValue":
        // on an AtomicLong a narrowing read; every exact domain value is an int, and * stays
        // any value, so it reads the same domain value
      case "longValue":
        return n == 0 && kind == Kind.INT ? Op.of(OpKind.READ) : null;
      case "set": case "lazySet": case "setRelease":
        return n == 1 ? Op.of(OpKind.WRITE) : null;
      case "compareAndSet":
        return n == 2 ? Op.of(OpKind.CAS) : null;
      case "weakCompareAndSet": case "weakCompareAndSetPlain": case "weakCompareAndSetVolatile":
      case "weakCompareAndSetAcquire": case "weakCompareAndSetRelease":
        return n == 2 ? Op.of(OpKind.WEAK_CAS) : null;
      case "getAndSet":
        return n == 1 ? Op.of(OpKind.SWAP) : null;
      case "toString": case "hashCode": case "equals": case "getClass":
        return Op.of(OpKind.NEUTRAL);
      default:
        break;
    }
    if (UpdateFunctions.isUpdate(name, n) && kind != Kind.BOOLEAN) {
      return new Op(OpKind.UPDATE, 0, n == 2, name.endsWith("AndGet"));
    }
    if (kind != Kind.INT) {
      return null;
    }
    return switch (name) {
      case "getAndIncrement" -> n == 0 ? new Op(OpKind.ADD, 1, false, false) : null;
      case "getAndDecrement" -> n == 0 ? new Op(OpKind.ADD, -1, false, false) : null;
      case "incrementAndGet" -> n == 0 ? new Op(OpKind.ADD, 1, false, true) : null;
      case "decrementAndGet" -> n == 0 ? new Op(OpKind.ADD, -1, false, true) : null;
      case "getAndAdd" -> n == 1 ? new Op(OpKind.ADD, 0, true, false) : null;
      case "addAndGet" -> n == 1 ? new Op(OpKind.ADD, 0, true, true) : null;
      default -> null;
    };
  }

  /**
   * True if the call's result may carry a tracked value ({@link TrackedValues} counts such a
   * local as a value local; it is pinned only where the object is tracked).
   */
  static boolean isResult(AbstractInvokeExpr inv) {
    Op op = op(inv);
    return op != null && op.hasResult();
  }

  /**
   * {@link #isResult(AbstractInvokeExpr)}, also for a call named on an application subclass
   * of a tracked class that runs the inherited method (static resolution: only which locals
   * may carry values depends on it).
   */
  static boolean isResult(AbstractInvokeExpr inv, CodeBase code) {
    if (isResult(inv)) {
      return true;
    }
    if (!(inv instanceof AbstractInstanceInvokeExpr) || code == null) {
      return false;
    }
    var m = code.resolve(inv.getMethodSignature()).orElse(null);
    if (m == null) {
      return false;
    }
    Op op = op(m.getDeclaringClassType().getFullyQualifiedName(), inv);
    return op != null && op.hasResult();
  }

  /**
   * The tracked JDK class a class is or extends ({@code AtomicLong} for an application
   * {@code class Counts extends AtomicLong}), or null.
   */
  String atomicClass(String type) {
    if (CLASSES.containsKey(type)) {
      return type;
    }
    return atomicClasses.computeIfAbsent(type, t -> {
      CodeBase code = pts.code();
      if (code == null) {
        return Optional.empty();
      }
      var k = code.applicationClass(code.classType(t));
      Set<String> seen = new HashSet<>();
      while (k.isPresent() && seen.add(k.get().getName())) {
        var sup = k.get().getSuperclass().orElse(null);
        if (sup == null) {
          return Optional.empty();
        }
        if (CLASSES.containsKey(sup.getFullyQualifiedName())) {
          return Optional.of(sup.getFullyQualifiedName());
        }
        k = code.applicationClass(sup);
      }
      return Optional.<String>empty();
    }).orElse(null);
  }

  /**
   * What a call does to object {@code o} (of a tracked class or an application subclass of
   * one): the class whose method runs, by static resolution for {@code special} calls and by
   * dispatch on the object's class otherwise; null when not found.
   */
  private String targetClass(AbstractInvokeExpr inv, AbstractObject o) {
    CodeBase code = pts.code();
    String decl = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (CLASSES.containsKey(o.type()) && CLASSES.containsKey(decl) || code == null) {
      return decl;
    }
    var m = inv instanceof sootup.core.jimple.common.expr.JSpecialInvokeExpr
        ? code.resolve(inv.getMethodSignature())
        : code.dispatch(code.classType(o.type()), inv.getMethodSignature().getSubSignature());
    return m.map(x -> x.getDeclaringClassType().getFullyQualifiedName()).orElse(null);
  }

  /** The operation a call performs on a tracked object ({@link #atomicAt}), or null. */
  Op opOn(AbstractInvokeExpr inv, Atomic a) {
    String t = targetClass(inv, a.object());
    return t == null ? null : op(t, inv);
  }

  /**
   * {@link #opOn} with, for a functional update, the function the call at statement
   * {@code stmt} of {@code mi} applies ({@link UpdateFunctions}).
   */
  Op opAt(MethodInstance mi, int stmt, AbstractInvokeExpr inv, Atomic a) {
    Op op = opOn(inv, a);
    return op == null || op.kind() != OpKind.UPDATE ? op
        : op.applying(functions.at(mi, stmt, inv, a.kind()));
  }

  /** The tracked object a call operates on, or null (then the call is not modelled here). */
  Atomic atomicAt(MethodInstance mi, int stmt, AbstractInvokeExpr inv) {
    if (!enabled || !(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return null;
    }
    String decl = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (op(inv) == null && atomicClass(decl) == null) {
      return null;
    }
    List<AbstractObject> objs = pts.pointsTo(mi, stmt, ii.getBase());
    if (objs.size() != 1) {
      return null;
    }
    Atomic a = candidates.get(objs.get(0));
    if (a == null || opOn(inv, a) == null || !matters(a.object())) {
      return null;
    }
    named.put(a.variable(), a);
    return a;
  }

  /** The declarations of the tracked objects' variables named so far. */
  List<Variable> declarations() {
    List<Variable> out = new ArrayList<>();
    named.values().forEach(a -> out.add(new Variable(a.variable(), a.values(), a.initial())));
    return out;
  }

  /** The names of the variables declared (never data races: every access is atomic). */
  Set<String> variables() {
    return Set.copyOf(named.keySet());
  }

  private boolean matters(AbstractObject o) {
    Boolean known = matters.get(o);
    if (known != null) {
      return known;
    }
    boolean m = false;
    for (Object[] r : results.getOrDefault(o, List.of())) {
      MethodCode code = (MethodCode) r[0];
      if (values != null && values.splitsOn(code, (Local) r[1]) || identities.containsKey(o)
          && ReferenceIdentities.identityUses(code, true).contains(((Local) r[1]).getName())) {
        m = true;
        break;
      }
    }
    matters.put(o, m);
    return m;
  }

  // ------------------------------------------------------------------ the decision

  private void decide() {
    Set<AbstractObject> rejected = new HashSet<>();
    Set<String> blindClasses = new HashSet<>();
    Set<String> arrayBlindClasses = new HashSet<>();
    Map<AbstractObject, Set<Integer>> constants = new HashMap<>();
    Set<AbstractObject> computed = new HashSet<>();
    Map<AbstractObject, Boolean> constructed = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      Map<String, Set<AbstractObject>> resultLocals = new HashMap<>();
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        String atomicClass = atomicClass(cls);
        if (atomicClass == null || !pts.isFeasible(mi, i)) {
          // a call no run of the instance reaches (its known arguments decide a branch
          // against it, PointsToResult#isFeasible) changes nothing, and its sets are empty
          continue;
        }
        Kind kind = CLASSES.get(atomicClass);
        Op named = CLASSES.containsKey(cls) ? op(inv) : resolvedOp(inv);
        List<AbstractObject> objs = pts.pointsTo(mi, i, ii.getBase());
        if (objs.isEmpty() && (named == null || named.mutates())) {
          // a receiver read from an array is never a confined object (ConfinedAtomics)
          (ConfinedAtomics.fromArrays(code, ii.getBase())
              ? arrayBlindClasses : blindClasses).add(cls);
        }
        for (AbstractObject o : objs) {
          String target = targetClass(inv, o);
          if (target != null && !CLASSES.containsKey(target)
              && pts.code().applicationClass(pts.code().classType(target)).isPresent()) {
            continue; // an application method of a subclass: its body is analysed itself
          }
          Op op = target == null ? null : op(target, inv);
          // a constructor with an argument sets the value: like a mutation, it must have one
          // receiver (a choice among objects would leave the others at their default)
          boolean sets = op != null && (op.mutates() || op.kind() == OpKind.INIT
              && inv.getArgCount() > 0);
          if (op == null || objs.size() > 1 && sets || op.kind() == OpKind.UPDATE
              && functions.at(mi, i, inv, kind) == null) {
            rejected.add(o);
            continue;
          }
          AbstractInvokeExpr packing = sets && !inv.getArgs().isEmpty() && kind == Kind.INT
              ? packing(code, inv.getArg(inv.getArgCount() - 1)) : null;
          if (packing != null) {
            packers.putIfAbsent(o, pure.of(packing));
            for (Value arg : packing.getArgs()) {
              Long c = JvmArithmetic.constant(arg);
              if (c != null && JvmArithmetic.fitsInt(c)) {
                constants.computeIfAbsent(o, k -> new TreeSet<>()).add((int) (long) c);
              }
            }
          }
          if (op.kind() == OpKind.INIT) {
            constructed.put(o, true);
          }
          if (op.kind() == OpKind.UPDATE) {
            // the function's results are not constants of the program: as for an addition,
            // the int domain is a range plus *, and a reference's values are null nonnull
            (kind == Kind.INT ? computed : functionUpdated).add(o);
          } else if (sets && kind == Kind.REFERENCE) {
            stores.computeIfAbsent(o, k -> new ArrayList<>()).add(
                new Object[] {mi, i, inv.getArg(inv.getArgCount() - 1)});
          }
          for (Value arg : inv.getArgs()) {
            Long c = JvmArithmetic.constant(arg);
            if (c != null && JvmArithmetic.fitsInt(c)) {
              constants.computeIfAbsent(o, k -> new TreeSet<>()).add((int) (long) c);
            } else if (kind == Kind.INT) {
              computed.add(o);
            }
          }
          if (op.kind() == OpKind.ADD) {
            computed.add(o);
          }
          if ((op.kind() == OpKind.CAS || op.kind() == OpKind.WEAK_CAS) && kind == Kind.INT
              && JvmArithmetic.constant(inv.getArg(inv.getArgCount() - 2)) == null) {
            retriedObjects.add(o);
          }
          if (op.hasResult() && s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l) {
            resultLocals.computeIfAbsent(l.getName(), k -> new HashSet<>()).add(o);
            results.computeIfAbsent(o, k -> new ArrayList<>()).add(new Object[] {code, l});
          }
        }
      }
      comparedConstants(code, resultLocals, constants, partners, pure);
    }
    for (AbstractObject o : pts.objects()) {
      // a method reference to an atomic's method (counter::incrementAndGet) runs it wherever
      // the library calls it, unseen: no object of that class is tracked
      if (o.kind() == AbstractObject.Kind.LAMBDA && o.lambda() != null
          && o.lambda().implementation().getReferenceSignature()
              instanceof sootup.core.signatures.MethodSignature m
          && atomicClass(m.getDeclClassType().getFullyQualifiedName()) != null) {
        blindClasses.add(m.getDeclClassType().getFullyQualifiedName());
      }
    }
    ConfinedAtomics confined = null;
    for (AbstractObject o : pts.objects()) {
      String atomicClass = o.kind() == AbstractObject.Kind.ALLOCATION
          ? atomicClass(o.type()) : null;
      Kind kind = atomicClass == null ? null : CLASSES.get(atomicClass);
      if (kind == null || rejected.contains(o) || blindClasses.contains(o.type())
          || blindClasses.contains(atomicClass)
          || o.kind() != AbstractObject.Kind.ALLOCATION || pts.isSummary(o)
          || !constructed.containsKey(o)) {
        continue;
      }
      if (arrayBlindClasses.contains(o.type()) || arrayBlindClasses.contains(atomicClass)) {
        if (!CLASSES.containsKey(o.type())) {
          continue; // ConfinedAtomics judges the JDK classes' own calls only
        }
        if (confined == null) {
          confined = new ConfinedAtomics(pts);
        }
        if (!confined.confined(o)) {
          continue;
        }
      }
      if (kind == Kind.REFERENCE) {
        List<AbstractObject> held = storedObjects(o);
        if (held != null) {
          identities.put(o, held);
        }
      }
      Atomic atomic = domain(o, kind, constants.getOrDefault(o, Set.of()), computed.contains(o));
      if (atomic == null) {
        continue;
      }
      candidates.put(o, atomic);
      domainConstants.put(o, constants.getOrDefault(o, Set.of()));
      if (computed.contains(o)) {
        computedObjects.add(o);
      }
    }
  }

  /** Adds the int constants that result locals (and their copies) are compared with. */
  private static void comparedConstants(MethodCode code, Map<String, Set<AbstractObject>> from,
      Map<AbstractObject, Set<Integer>> constants, Map<AbstractObject, List<Object[]>> partners,
      PureFunctions pure) {
    boolean changed = !from.isEmpty();
    while (changed) {
      changed = false;
      for (Stmt s : code.stmts()) {
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local d)) {
          continue;
        }
        // a copy, or a half unpacked by a pure function, holds the object's value
        List<Value> srcs = a.getRightOp() instanceof Local src ? List.of(src)
            : a.getRightOp() instanceof AbstractInvokeExpr inv && pure.of(inv) != null
                ? List.<Value>copyOf(inv.getArgs()) : List.of();
        for (Value src : srcs) {
          if (src instanceof Local l && from.containsKey(l.getName())
              && from.computeIfAbsent(d.getName(), k -> new HashSet<>())
                  .addAll(from.get(l.getName()))) {
            changed = true;
          }
        }
      }
    }
    for (Stmt s : code.stmts()) {
      if (s instanceof JIfStmt f) {
        AbstractConditionExpr c = f.getCondition();
        compared(c.getOp1(), c.getOp2(), from, constants);
        compared(c.getOp2(), c.getOp1(), from, constants);
        partner(code, c.getOp1(), c.getOp2(), from, partners);
        partner(code, c.getOp2(), c.getOp1(), from, partners);
      } else if (s instanceof JAssignStmt a
          && a.getRightOp() instanceof sootup.core.jimple.common.expr.JCmpExpr c) {
        // lcmp x, K: a long result compared with K
        compared(c.getOp1(), c.getOp2(), from, constants);
        compared(c.getOp2(), c.getOp1(), from, constants);
        partner(code, c.getOp1(), c.getOp2(), from, partners);
        partner(code, c.getOp2(), c.getOp1(), from, partners);
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local l) {
        for (AbstractObject o : from.getOrDefault(l.getName(), Set.of())) {
          sw.getValues().forEach(k -> constants.computeIfAbsent(o, x -> new TreeSet<>())
              .add(k.getValue()));
        }
      }
    }
  }

  /** Notes that result local {@code a} is compared with local {@code b} (not a constant). */
  private static void partner(MethodCode code, Value a, Value b,
      Map<String, Set<AbstractObject>> from, Map<AbstractObject, List<Object[]>> partners) {
    if (a instanceof Local l && b instanceof Local m && !from.containsKey(m.getName())) {
      for (AbstractObject o : from.getOrDefault(l.getName(), Set.of())) {
        partners.computeIfAbsent(o, x -> new ArrayList<>()).add(new Object[] {code, m});
      }
    }
  }

  private static void compared(Value a, Value b, Map<String, Set<AbstractObject>> from,
      Map<AbstractObject, Set<Integer>> constants) {
    Long c = JvmArithmetic.constant(b);
    if (a instanceof Local l && c != null && JvmArithmetic.fitsInt(c)) {
      for (AbstractObject o : from.getOrDefault(l.getName(), Set.of())) {
        constants.computeIfAbsent(o, x -> new TreeSet<>()).add((int) (long) c);
      }
    }
  }

  /**
   * The static resolution of a call named on a subclass of a tracked class to one of that
   * class's operations, or null (an application method, or no operation).
   */
  private Op resolvedOp(AbstractInvokeExpr inv) {
    var m = pts.code() == null ? null : pts.code().resolve(inv.getMethodSignature()).orElse(null);
    return m == null ? null : op(m.getDeclaringClassType().getFullyQualifiedName(), inv);
  }

  /**
   * The call of a packing function a value stored into an atomic comes from: a pure function
   * ({@link PureFunctions}) of two int-like parameters returning a {@code long}, whose result
   * some definition of the local {@code v} is; null when there is none. Its constant arguments
   * join the constants of the halves.
   */
  private AbstractInvokeExpr packing(MethodCode code, Value v) {
    if (!(v instanceof Local x)) {
      return null;
    }
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(x.getName()) && a.getRightOp() instanceof AbstractInvokeExpr inv
          && pure.returnsLong(inv) && inv.getArgCount() == 2
          && inv.getMethodSignature().getParameterTypes().stream()
              .allMatch(t -> Boolean.FALSE.equals(JvmArithmetic.integral(t)))) {
        return inv;
      }
    }
    return null;
  }

  /**
   * The domain of a packed {@code long}: the values the object's packing function gives on
   * every pair of halves, each half among the int constants the unpacked halves are compared
   * with or packed from (and 0, and a tracked field's value one above and below when a half is
   * compared with the field), those farther from 0 than the value bound as themselves and the
   * others as the range from the least of them to the greatest (cut to the value bound), plus
   * {@code *} for every other long; null (the object is not tracked) when that makes more than
   * {@link #MAX_PACKED} values, since every read and compare-and-set of the object switches
   * over all of them.
   */
  private Atomic packedDomain(AbstractObject o, Set<Integer> constants, String variable,
      String lock) {
    TreeSet<Integer> cs = new TreeSet<>(constants);
    cs.add(0);
    TreeSet<Integer> half = new TreeSet<>();
    TreeSet<Integer> near = new TreeSet<>();
    for (int c : cs) {
      if (Math.abs((long) c) > bound) {
        half.add(c);
      } else {
        near.add(c);
      }
    }
    int lo = near.first();
    int hi = Math.min(near.last(), lo + bound - 1);
    for (int v = lo; v <= hi; v++) {
      half.add(v);
    }
    java.util.LinkedHashSet<String> vs = new java.util.LinkedHashSet<>();
    MethodCode packer = packers.get(o);
    for (int h : half) {
      for (int l : half) {
        Long p = PureFunctions.apply(packer, List.of((long) h, (long) l));
        if (p != null) {
          vs.add(Long.toString(p));
        }
      }
    }
    if (vs.size() > MAX_PACKED) {
      return null;
    }
    vs.add(TrackedValues.BEYOND);
    List<String> values = new ArrayList<>(vs);
    return new Atomic(o, Kind.INT, variable, values,
        values.contains("0") ? "0" : TrackedValues.BEYOND, lock, lo, hi);
  }

  /**
   * The objects an {@code AtomicReference} holds, when its value is tracked by object
   * ({@link #objectsOf}): every value its operations store (constructor argument, {@code set},
   * {@code lazySet}, {@code setRelease}, {@code getAndSet}, a compare-and-set's new value) is
   * {@code null} or a local whose points-to set is not empty, holds no library object (the JDK
   * may return one shared object from several calls) and may hold no JDK object that no set
   * shows ({@link PointsToResult#mayBeOpaque}), and their union has at most {@link
   * ReferenceIdentities#MAX_OBJECTS} objects. Null otherwise.
   */
  private List<AbstractObject> storedObjects(AbstractObject atomic) {
    if (functionUpdated.contains(atomic)) {
      return null;
    }
    Set<AbstractObject> held = new java.util.LinkedHashSet<>();
    for (Object[] st : stores.getOrDefault(atomic, List.of())) {
      Value v = TrackingDecision.storedReference((Value) st[2]);
      if (v instanceof sootup.core.jimple.common.constant.NullConstant) {
        continue;
      }
      MethodInstance mi = (MethodInstance) st[0];
      int at = (Integer) st[1];
      List<AbstractObject> objs = v instanceof Local l ? pts.pointsTo(mi, at, l) : List.of();
      if (objs.isEmpty() || pts.mayBeOpaque(mi, at, (Local) v)
          || objs.stream().anyMatch(o -> o.kind() == AbstractObject.Kind.LIBRARY)) {
        return null;
      }
      held.addAll(objs);
    }
    if (held.isEmpty() || held.size() > ReferenceIdentities.MAX_OBJECTS) {
      return null;
    }
    List<AbstractObject> sorted = new ArrayList<>(held);
    sorted.sort(java.util.Comparator.comparing(AbstractObject::name));
    return List.copyOf(sorted);
  }

  /** The domain of a reference: {@code null} and its objects, or {@code null nonnull}. */
  private List<String> referenceValues(AbstractObject o) {
    List<AbstractObject> held = identities.get(o);
    if (held == null) {
      return List.of("null", TrackedValues.NONNULL);
    }
    List<String> vs = new ArrayList<>(List.of("null"));
    held.forEach(h -> vs.add(h.name()));
    return List.copyOf(vs);
  }

  /**
   * The objects a tracked {@code AtomicReference} may hold, when its value names them (empty
   * otherwise). Then its domain is {@code null} and one value per object (no {@code
   * nonnull}). Invariant: the variable holds an object's value exactly when the reference
   * holds a runtime object that abstract object stands for, and {@code null} when it holds
   * null. It holds initially (null) and after every store: the stored runtime object is one
   * of the objects of the stored local's points-to set (the assumption every monitor of the
   * model rests on; no foreign object, {@link #storedObjects}), and a store of a local that
   * may be several of them is a choice among them. A summary object is allowed: its value
   * says which abstract object, not which runtime object, so a read pins the result local to
   * it ({@link PolledObjects}, whose invariant is exactly that) and a compare-and-set with a
   * non-null expected value on it may succeed or fail ({@link AtomicCommands}).
   */
  List<AbstractObject> objectsOf(Atomic a) {
    return a.kind() == Kind.REFERENCE ? identities.getOrDefault(a.object(), List.of()) : List.of();
  }

  /**
   * The ints read from tracked atomic objects in a method, as {@code {lo, hi}} (for a packed
   * object, the range of its halves), or null when it reads none: the locals computed from them
   * are pinned within it ({@link PinnedLocals#range}).
   */
  int[] rangeIn(MethodCode code) {
    int[] r = null;
    for (Map.Entry<AbstractObject, List<Object[]>> e : results.entrySet()) {
      Atomic a = candidates.get(e.getKey());
      if (a == null || a.kind() != Kind.INT
          || e.getValue().stream().noneMatch(x -> x[0] == code)) {
        continue;
      }
      r = r == null ? new int[] {a.lo(), a.hi()}
          : new int[] {Math.min(r[0], a.lo()), Math.max(r[1], a.hi())};
    }
    return r;
  }

  /**
   * The domain of a candidate. A computed int's range runs from the least to the greatest of
   * its constants (and 0), cut to the value bound; a {@linkplain #retriedObjects retried} one's
   * range is the whole value bound from there. Rule: a compare-and-set retry loop's failure is
   * exact only while the value is: once the value leaves the range it is {@code *}, a read of
   * it expects {@code *}, and a compare-and-set of {@code *} against {@code *} may fail although
   * nothing changed the value, so a thread alone could "retry forever" (a false livelock under
   * fairness). With the whole bound the loop is exact for its first {@code bound} updates.
   * Soundness: only which values are exact changes; every domain is sound.
   */
  private Atomic domain(AbstractObject o, Kind kind, Set<Integer> constants, boolean computed) {
    String variable = o.name() + ".value";
    String lock = o.name() + ".atomic";
    if (kind == Kind.INT && packers.containsKey(o)) {
      return packedDomain(o, constants, variable, lock);
    }
    return switch (kind) {
      case BOOLEAN -> new Atomic(o, kind, variable, List.of("false", "true"), "false", lock, 0,
          1);
      case REFERENCE -> new Atomic(o, kind, variable, referenceValues(o), "null", lock, 0, 0);
      case INT -> {
        TreeSet<Integer> written = new TreeSet<>(constants);
        written.add(0);
        if (!computed && written.size() <= bound) {
          List<String> vs = new ArrayList<>();
          written.forEach(v -> vs.add(Integer.toString(v)));
          yield new Atomic(o, kind, variable, vs, "0", lock, written.first(), written.last());
        }
        int lo = Math.min(0, written.first());
        int hi = Math.max(0, written.last());
        if (retriedObjects.contains(o)) {
          hi = Math.max(hi, lo + bound - 1);
        }
        if ((long) hi - lo + 1 > bound) {
          hi = lo + bound - 1;
        }
        List<String> vs = new ArrayList<>();
        for (int v = lo; v <= hi; v++) {
          vs.add(Integer.toString(v));
        }
        vs.add(TrackedValues.BEYOND);
        yield new Atomic(o, kind, variable, vs, 0 >= lo && 0 <= hi ? "0" : TrackedValues.BEYOND,
            lock, lo, hi);
      }
    };
  }
}
