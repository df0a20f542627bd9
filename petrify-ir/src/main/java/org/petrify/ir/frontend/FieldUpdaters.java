package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.UpdaterFields;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;
import sootup.java.core.JavaSootClass;

/**
 * Field updaters ({@code Atomic{Integer,Long,Reference}FieldUpdater}) whose field is known, so
 * that their operations become tracked reads and writes of that field ({@link TrackedValues},
 * {@link AtomicCommands}) instead of writes behind the model's back ({@link ReflectiveWrites}).
 *
 * <p>An updater is <em>resolved</em> when it is the value of an application {@code static
 * final} field {@code S} whose every write in reachable code (in practice the one in the
 * static initializer) stores the result of {@code newUpdater(C.class, [V.class,] "f")} with
 * constant arguments, all naming the same field {@code f} as the JVM resolves it from
 * {@code C}; or a var handle made by {@code Lookup.findVarHandle(C.class, "f", T.class)} of
 * a volatile instance field, likewise stored (the updater operations below then being the
 * handle's volatile access modes, {@link #varHandleOp}). A call on an updater whose receiver
 * local is defined only by reads of such
 * fields {@code S} (all resolving to {@code f}) operates on field {@code f} of the object
 * passed as its first argument.
 *
 * <p>A field {@code f} is <em>managed</em> (its updater writes are modelled, so it is not a
 * write behind the model's back) when:
 * <ul>
 *   <li>every {@code newUpdater} (or {@code findVarHandle}) call of reachable code naming
 *       {@code f} stores its result
 *       (directly, the local used for nothing else) into a resolved field {@code S}: no other
 *       updater of {@code f} exists;</li>
 *   <li>every call on an object of that updater class in reachable code (any method but
 *       {@code newUpdater}) has a resolved receiver, or, when some call's receiver is not
 *       resolved (an updater passed as a parameter, read from a non-final field), no field of
 *       that updater class is managed (that call could be on {@code f}'s updater);</li>
 *   <li>every call whose receiver resolves to {@code f} is one of {@link #op} (the volatile
 *       reads, writes, strong compare-and-set, swaps and additions, the last only on an int
 *       field; {@code weakCompareAndSet} and the function-taking updates are not), and, when
 *       it writes, its object argument has a non-empty points-to set;</li>
 *   <li>no method reference names a method of that updater class (the library would run it
 *       unseen).</li>
 * </ul>
 * The JDK's own code never calls the application's updaters (no JDK API takes one), so these
 * call sites are all the writes through {@code f}'s updaters. Immutable after construction.
 */
final class FieldUpdaters {
  private static final String VAR_HANDLE = "java.lang.invoke.VarHandle";

  private static final Set<String> CLASSES = UpdaterFields.CLASSES;

  /** One resolved updater call: the field it operates on and its operation. */
  record Access(FieldKey field, AtomicValues.Op op) {}

  private final PointsToResult pts;
  /** Resolved updater-holding static fields, by "Class.name", with their target field. */
  private final Map<String, FieldKey> holders = new HashMap<>();
  private final Set<FieldKey> managed = new LinkedHashSet<>();
  /** Per method body (identity) and statement, the resolved call. */
  private final Map<MethodCode, Map<Integer, Access>> accesses =
      new java.util.IdentityHashMap<>();
  /** The same calls by their expression (statements hold their invoke expression). */
  private final Map<AbstractInvokeExpr, Access> byCall = new java.util.IdentityHashMap<>();

  private FieldUpdaters(PointsToResult pts) {
    this.pts = pts;
  }

  /** Scans the reachable code of a points-to result. */
  static FieldUpdaters of(PointsToResult pts) {
    FieldUpdaters u = new FieldUpdaters(pts);
    if (pts.code() != null) {
      u.decide();
    }
    return u;
  }

  /** True for the updater classes. */
  static boolean isUpdaterClass(String cls) {
    return CLASSES.contains(cls);
  }

  /** The fields whose updater writes are modelled. */
  Set<FieldKey> managed() {
    return Set.copyOf(managed);
  }

  /** True if the field's updater writes are modelled. */
  boolean isManaged(FieldKey k) {
    return managed.contains(k);
  }

  /** The resolved updater call at statement {@code i} of a body, on a managed field, or null. */
  Access at(MethodCode code, int i) {
    Access a = accesses.getOrDefault(code, Map.of()).get(i);
    return a != null && managed.contains(a.field()) ? a : null;
  }

  /** The resolved updater call an invoke expression of reachable code is, on a managed field. */
  Access of(AbstractInvokeExpr inv) {
    Access a = byCall.get(inv);
    return a != null && managed.contains(a.field()) ? a : null;
  }

  /** The resolved updater calls of a body on managed fields, by statement. */
  Map<Integer, Access> in(MethodCode code) {
    Map<Integer, Access> out = new LinkedHashMap<>();
    accesses.getOrDefault(code, Map.of()).forEach((i, a) -> {
      if (managed.contains(a.field())) {
        out.put(i, a);
      }
    });
    return out;
  }

  /**
   * The operation an updater method performs, its receiver object the first argument and the
   * rest shifted by one, or null when it is not modelled.
   */
  static AtomicValues.Op op(AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr)) {
      return null;
    }
    return op(inv.getMethodSignature().getDeclClassType().getFullyQualifiedName(),
        inv.getMethodSignature().getName(), inv.getArgCount());
  }

  /** Like {@link #op(AbstractInvokeExpr)}, for method {@code name} of {@code cls} with n args. */
  static AtomicValues.Op op(String cls, String name, int n) {
    if (!CLASSES.contains(cls)) {
      return null;
    }
    if (cls.equals(VAR_HANDLE)) {
      return varHandleOp(name, n);
    }
    boolean numeric = !cls.endsWith("AtomicReferenceFieldUpdater");
    switch (name) {
      case "get":
        return n == 1 ? AtomicValues.Op.of(AtomicValues.OpKind.READ) : null;
      case "set": case "lazySet":
        return n == 2 ? AtomicValues.Op.of(AtomicValues.OpKind.WRITE) : null;
      case "compareAndSet":
        return n == 3 ? AtomicValues.Op.of(AtomicValues.OpKind.CAS) : null;
      case "getAndSet":
        return n == 2 ? AtomicValues.Op.of(AtomicValues.OpKind.SWAP) : null;
      case "toString": case "hashCode": case "equals": case "getClass":
        return AtomicValues.Op.of(AtomicValues.OpKind.NEUTRAL);
      default:
        break;
    }
    if (!numeric) {
      return null;
    }
    AtomicValues.OpKind add = AtomicValues.OpKind.ADD;
    return switch (name) {
      case "getAndIncrement" -> n == 1 ? new AtomicValues.Op(add, 1, false, false) : null;
      case "getAndDecrement" -> n == 1 ? new AtomicValues.Op(add, -1, false, false) : null;
      case "incrementAndGet" -> n == 1 ? new AtomicValues.Op(add, 1, false, true) : null;
      case "decrementAndGet" -> n == 1 ? new AtomicValues.Op(add, -1, false, true) : null;
      case "getAndAdd" -> n == 2 ? new AtomicValues.Op(add, 0, true, false) : null;
      case "addAndGet" -> n == 2 ? new AtomicValues.Op(add, 0, true, true) : null;
      default -> null;
    };
  }

  /**
   * The operation of a {@code VarHandle} access mode on an instance field (arguments: the
   * object first). Only the volatile modes and {@code setRelease}: plain, opaque and acquire
   * accesses, weak and exchanging compare-and-sets and the bitwise modes are not modelled.
   */
  private static AtomicValues.Op varHandleOp(String name, int n) {
    AtomicValues.OpKind add = AtomicValues.OpKind.ADD;
    return switch (name) {
      case "getVolatile" -> n == 1 ? AtomicValues.Op.of(AtomicValues.OpKind.READ) : null;
      case "setVolatile", "setRelease" -> n == 2 ? AtomicValues.Op.of(AtomicValues.OpKind.WRITE)
          : null;
      case "compareAndSet" -> n == 3 ? AtomicValues.Op.of(AtomicValues.OpKind.CAS) : null;
      case "getAndSet" -> n == 2 ? AtomicValues.Op.of(AtomicValues.OpKind.SWAP) : null;
      case "getAndAdd" -> n == 2 ? new AtomicValues.Op(add, 0, true, false) : null;
      case "toString", "hashCode", "equals", "getClass" ->
          AtomicValues.Op.of(AtomicValues.OpKind.NEUTRAL);
      default -> null;
    };
  }

  /**
   * The name {@link AtomicCommands} gets for the method: {@code set} for a volatile store
   * (only a release store keeps its name, and its caveat).
   */
  static String commandName(String method) {
    return method.equals("setVolatile") ? "set" : method;
  }

  /** The value a mutating operation stores (its last argument), or null for additions. */
  static Value written(AbstractInvokeExpr inv, AtomicValues.Op op) {
    return switch (op.kind()) {
      case WRITE, SWAP, CAS -> inv.getArg(inv.getArgCount() - 1);
      default -> null;
    };
  }

  // ------------------------------------------------------------------ the decision

  private void decide() {
    CodeBase code = pts.code();
    // 1. the holders: static final application fields written only with newUpdater results
    Map<String, Set<Optional<FieldKey>>> writes = new HashMap<>();
    Map<FieldKey, Boolean> allStored = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef sf
            && CLASSES.contains(sf.getFieldSignature().getType().toString())) {
          writes.computeIfAbsent(holderName(sf), k -> new HashSet<>())
              .add(a.getRightOp() instanceof Local l ? madeBy(body, l) : Optional.empty());
        }
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (isMaker(inv)) {
          Optional<FieldKey> f = target(inv);
          if (f.isPresent()) {
            boolean stored = s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
                && storedOnlyInStaticFinal(body, l);
            allStored.merge(f.get(), stored, Boolean::logicalAnd);
          }
        }
      }
    }
    writes.forEach((holder, targets) -> {
      if (targets.size() == 1 && targets.iterator().next().isPresent()
          && isStaticFinal(code, holder)) {
        holders.put(holder, targets.iterator().next().get());
      }
    });
    // 2. the calls on updaters
    Set<String> blindClasses = new HashSet<>();
    Set<FieldKey> rejected = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        if (!CLASSES.contains(cls)) {
          continue;
        }
        FieldKey f = receiverTarget(body, ii.getBase());
        if (f == null) {
          blindClasses.add(cls);
          continue;
        }
        AtomicValues.Op op = op(inv);
        if (op == null || op.kind() != AtomicValues.OpKind.NEUTRAL
            && (inv.getArgCount() == 0 || !(inv.getArg(0) instanceof Local o)
                || op.mutates() && pts.pointsTo(mi, i, o).isEmpty())) {
          rejected.add(f);
          continue;
        }
        if (op.kind() == AtomicValues.OpKind.ADD && !isIntField(f)) {
          rejected.add(f);
          continue;
        }
        if (op.kind() != AtomicValues.OpKind.NEUTRAL) {
          Access a = new Access(f, op);
          accesses.computeIfAbsent(body, k -> new HashMap<>()).put(i, a);
          byCall.put(inv, a);
        }
      }
    }
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.LAMBDA && o.lambda() != null
          && o.lambda().implementation().getReferenceSignature()
              instanceof sootup.core.signatures.MethodSignature m
          && CLASSES.contains(m.getDeclClassType().getFullyQualifiedName())) {
        blindClasses.add(m.getDeclClassType().getFullyQualifiedName());
      }
    }
    allStored.forEach((f, stored) -> {
      if (stored && !rejected.contains(f) && !blindClasses.contains(updaterClassOf(f))) {
        managed.add(f);
      }
    });
  }

  /** The updater class that made the holders of a field (all agree: one field, one type). */
  private String updaterClassOf(FieldKey f) {
    for (Map.Entry<String, FieldKey> e : holders.entrySet()) {
      if (e.getValue().equals(f)) {
        return holderTypes.get(e.getKey());
      }
    }
    return null;
  }

  private final Map<String, String> holderTypes = new HashMap<>();

  private String holderName(JStaticFieldRef sf) {
    String name = sf.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
        + sf.getFieldSignature().getName();
    holderTypes.put(name, sf.getFieldSignature().getType().toString());
    return name;
  }

  /** The field the one definition of {@code l}, a {@code newUpdater} call, names. */
  private Optional<FieldKey> madeBy(MethodCode body, Local l) {
    Optional<FieldKey> out = Optional.empty();
    int defs = 0;
    for (Stmt s : body.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        defs++;
        if (a.getRightOp() instanceof AbstractInvokeExpr inv && isMaker(inv)) {
          out = target(inv);
        }
      } else if (s.getDef().filter(d -> d instanceof Local x
          && x.getName().equals(l.getName())).isPresent()) {
        defs++;
      }
    }
    return defs == 1 ? out : Optional.empty();
  }

  /**
   * True for a call that makes an updater ({@code newUpdater}) or an instance-field var handle
   * ({@code Lookup.findVarHandle}).
   */
  static boolean isMaker(AbstractInvokeExpr inv) {
    if (inv == null) {
      return false;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    return inv instanceof JStaticInvokeExpr && CLASSES.contains(cls) && name.equals("newUpdater")
        || cls.equals("java.lang.invoke.MethodHandles$Lookup") && name.equals("findVarHandle");
  }

  /**
   * The field a maker call with constant arguments names ({@code newUpdater}: the last
   * argument; {@code findVarHandle}: the second); for a var handle only a volatile field (its
   * plain accesses elsewhere are then never data races).
   */
  private Optional<FieldKey> target(AbstractInvokeExpr inv) {
    List<Immediate> args = inv.getArgs();
    boolean handle = inv.getMethodSignature().getName().equals("findVarHandle");
    int nameArg = UpdaterFields.nameArgument(inv.getMethodSignature().getName(), args.size());
    if (args.size() < 2 || !(args.get(0) instanceof ClassConstant c)
        || !(args.get(nameArg) instanceof StringConstant name)) {
      return Optional.empty();
    }
    if (handle) {
      Optional<FieldKey> f = ReflectiveWrites.resolve(pts.code(),
          TranslationContext.classLiteral(c), name.getValue());
      return f.filter(k -> pts.code().applicationClass(pts.code().classType(k.declaringClass()))
          .flatMap(x -> x.getField(k.name()))
          .map(x -> !x.isStatic() && sootup.core.model.FieldModifier.isVolatile(x.getModifiers()))
          .orElse(false));
    }
    return ReflectiveWrites.resolve(pts.code(), TranslationContext.classLiteral(c),
        name.getValue());
  }

  /** True if the local is used only as the value of a static-final store (at least one). */
  private boolean storedOnlyInStaticFinal(MethodCode body, Local l) {
    boolean stored = false;
    for (Stmt s : body.stmts()) {
      boolean uses = s.getUses().stream().anyMatch(u -> u instanceof Local x
          && x.getName().equals(l.getName()));
      if (!uses) {
        continue;
      }
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef sf
          && a.getRightOp() instanceof Local r && r.getName().equals(l.getName())
          && isStaticFinal(pts.code(), sf.getFieldSignature().getDeclClassType()
              .getFullyQualifiedName() + "." + sf.getFieldSignature().getName())) {
        stored = true;
      } else {
        return false;
      }
    }
    return stored;
  }

  /** True if the field is an {@code int} (additions are defined only on numbers). */
  private boolean isIntField(FieldKey k) {
    return pts.code().applicationClass(pts.code().classType(k.declaringClass()))
        .flatMap(c -> c.getField(k.name()))
        .map(f -> f.getType().toString().equals("int")).orElse(false);
  }

  private static boolean isStaticFinal(CodeBase code, String holder) {
    int dot = holder.lastIndexOf('.');
    Optional<JavaSootClass> c = code.applicationClass(code.classType(holder.substring(0, dot)));
    Optional<? extends SootField> f = c.flatMap(k -> k.getField(holder.substring(dot + 1)));
    return f.isPresent() && f.get().isStatic() && f.get().isFinal();
  }

  /**
   * The field the updater in local {@code base} operates on: every definition of it reads a
   * resolved holder, all naming one field; else null.
   */
  private FieldKey receiverTarget(MethodCode body, Local base) {
    FieldKey out = null;
    for (Stmt s : body.stmts()) {
      if (s.getDef().filter(d -> d instanceof Local x
          && x.getName().equals(base.getName())).isEmpty()) {
        continue;
      }
      if (!(s instanceof JAssignStmt a) || !(a.getRightOp() instanceof JStaticFieldRef sf)) {
        return null;
      }
      FieldKey f = holders.get(sf.getFieldSignature().getDeclClassType().getFullyQualifiedName()
          + "." + sf.getFieldSignature().getName());
      if (f == null || out != null && !out.equals(f)) {
        return null;
      }
      out = f;
    }
    return out;
  }
}
