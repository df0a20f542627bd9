package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MathCalls;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;

/**
 * The value evaluation of {@link ProcedureTranslator}: the {@link LocalValue} of an immediate or
 * expression in an {@link Environment} of known local values (constants, enum constants and
 * switch maps from {@link TrackedValues}, int and long arithmetic as the JVM does it ({@link
 * JvmArithmetic}) within the method's value range, {@code ordinal()} and {@code compareTo} of
 * known enum constants, the value tests and boxings of literal pills ({@link PillLiterals})),
 * and the outcome of a condition when its operands are known. Evaluation has no effect but the
 * IMPRECISE {@code value-bound} caveat of a condition on an int beyond the range.
 */
final class LocalValueEvaluator {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;

  LocalValueEvaluator(TranslationContext tc, MethodInstance mi, MethodCode code) {
    this.tc = tc;
    this.mi = mi;
    this.code = code;
  }

  /**
   * The value of the right-hand side of statement {@code at}: as {@link #evaluate}, and a read
   * of a final field with one value on every object its base may point to ({@link
   * FinalFieldValues}; the base's set narrowed to its pinned object, {@link PolledObjects}) is
   * that value, and so is a read of a final field of a base pinned to
   * a class of objects ({@link ReferenceClasses}) that knows its value, and a query of a
   * {@code Duration} whose every possible value gives one result ({@link ConstantDurations})
   * is that result.
   */
  LocalValue evaluateAt(int at, Value v, Environment env) {
    if (v instanceof sootup.core.jimple.common.ref.JInstanceFieldRef f
        && tc.values().finalFields().qualifies(f)) {
      java.util.List<org.petrify.ir.pointsto.AbstractObject> base =
          tc.pts().pointsTo(mi, at, f.getBase());
      Integer pin = env.objects().get(f.getBase().getName());
      if (pin != null && base.contains(tc.pts().objects().get(pin))) {
        base = java.util.List.of(tc.pts().objects().get(pin));
      }
      LocalValue known = tc.values().finalFields().read(base, f);
      if (known == null && env.values().get(f.getBase().getName())
          instanceof LocalValue.Finals c) {
        known = tc.values().classes().finalValue(c, f);
      }
      return known;
    }
    if (v instanceof AbstractInvokeExpr inv
        && (PillLiterals.isValueTest(inv) || PillLiterals.isBoxing(inv))) {
      return PillLiterals.test(inv, x -> {
        LocalValue lit = tc.pills().literals().literalAt(mi, code, at, x,
            y -> evaluate(y, env));
        return lit != null ? lit : evaluate(x, env);
      });
    }
    if (v instanceof sootup.core.jimple.common.expr.JLengthExpr len
        && len.getOp() instanceof Local array) {
      // an array's length never changes: the length of its one reaching allocation or of a
      // static final array field of known length, or of the arrays every caller passes to the
      // parameter it holds (NonNullLocals#arrayLength)
      Integer n = tc.nullness().nonNull().arrayLength(code, at, array);
      return n == null ? null : new LocalValue.Int(n);
    }
    if (v instanceof AbstractInvokeExpr inv && ConstantDurations.isQuery(inv)) {
      Long r = tc.values().durations().query(mi, inv);
      return r == null ? null : inv.getMethodSignature().getType().toString().equals("boolean")
          ? new LocalValue.Int(r) : bounded(r);
    }
    return evaluate(v, env);
  }

  /** The value of an immediate or expression in the environment, or {@code null}. */
  LocalValue evaluate(Value v, Environment env) {
    Long constant = JvmArithmetic.constant(v);
    if (constant != null) {
      return new LocalValue.Int(constant);
    }
    if (v instanceof sootup.core.jimple.common.constant.NullConstant) {
      return new LocalValue.Null();
    }
    if (v instanceof sootup.core.jimple.common.expr.JNewExpr
        || TrackedValues.isNonNullConstant(v)) {
      return tc.values().identities().fresh(mi, v);
    }
    if (v instanceof Local l) {
      LocalValue known = env.values().get(l.getName());
      if (known != null) {
        return known;
      }
      Long parameter = tc.values().intConstant(mi, l);
      if (parameter != null) {
        return new LocalValue.Int(parameter);
      }
      if (tc.nullness().nulls().isNull(mi, l)) {
        return new LocalValue.Null(); // NullLocals: every run stores null in it
      }
      return tc.values().isNonNull(mi, l) ? new LocalValue.NonNull() : null;
    }
    if (v instanceof JStaticFieldRef sf) {
      if (AssertionStatus.isFlag(sf)) {
        return AssertionStatus.disabled(tc.pts()) ? new LocalValue.Int(1) : null;
      }
      LocalValue.EnumConstant c = tc.values().enumConstant(sf);
      LocalValue s = c != null ? c : tc.values().switchMap(sf);
      return s != null ? s : tc.values().identities().read(mi, sf);
    }
    if (v instanceof JArrayRef ar
        && evaluate(ar.getBase(), env) instanceof LocalValue.SwitchMap m) {
      LocalValue index = evaluate(ar.getIndex(), env);
      return index instanceof LocalValue.Int i
          ? new LocalValue.Int(tc.values().switchCase(m, (int) i.value()))
          : index instanceof LocalValue.Beyond ? index : null;
    }
    if (v instanceof sootup.core.jimple.common.expr.JCastExpr c) {
      LocalValue x = evaluate(c.getOp(), env);
      if (x instanceof LocalValue.Int n) {
        Long r = JvmArithmetic.cast(n.value(), c.getOp().getType(), c.getType());
        return r == null ? null : new LocalValue.Int(r);
      }
      // a value beyond the bound stays one (comparisons with it are nondeterministic); any
      // other value cast to a primitive type is no longer that value
      return x instanceof LocalValue.Beyond
          || !(c.getType() instanceof sootup.core.types.PrimitiveType) ? x : null;
    }
    if (v instanceof sootup.core.jimple.common.expr.JNegExpr n) {
      LocalValue x = evaluate(n.getOp(), env);
      Boolean isLong = JvmArithmetic.integral(n.getOp().getType());
      if (x instanceof LocalValue.Int i) {
        Long r = isLong == null ? null : JvmArithmetic.negate(i.value(), isLong);
        return r == null ? null : bounded(r);
      }
      return x instanceof LocalValue.Beyond ? x : null;
    }
    if (v instanceof sootup.core.jimple.common.expr.AbstractBinopExpr b
        && !(v instanceof AbstractConditionExpr)) {
      JvmArithmetic.Op op = JvmArithmetic.op(b);
      Boolean isLong = op == null ? null : JvmArithmetic.isLong(op, b.getOp1(), b.getOp2());
      if (isLong == null) {
        return null;
      }
      LocalValue x = evaluate(b.getOp1(), env);
      LocalValue y = evaluate(b.getOp2(), env);
      if (x instanceof LocalValue.Beyond || y instanceof LocalValue.Beyond) {
        return x == null || y == null ? null : new LocalValue.Beyond();
      }
      if (!(x instanceof LocalValue.Int p) || !(y instanceof LocalValue.Int q)) {
        return null;
      }
      Long r = JvmArithmetic.binary(op, p.value(), q.value(), isLong);
      // lcmp gives -1, 0 or 1 only: exact whatever the range
      return r == null ? null : op == JvmArithmetic.Op.CMP ? new LocalValue.Int(r) : bounded(r);
    }
    if (v instanceof AbstractInvokeExpr inv && TrackedValues.isOrdinal(inv)
        && inv instanceof sootup.core.jimple.common.expr.JVirtualInvokeExpr vi) {
      LocalValue x = evaluate(vi.getBase(), env);
      if (x instanceof LocalValue.EnumConstant c) {
        int ord = tc.values().ordinal(c.enumClass(), c.name());
        return ord >= 0 ? new LocalValue.Int(ord) : null;
      }
      return null;
    }
    if (v instanceof AbstractInvokeExpr inv && tc.values().pure().of(inv) != null) {
      return callResult(inv, env, args -> PureFunctions.apply(tc.values().pure().of(inv), args));
    }
    if (v instanceof AbstractInvokeExpr inv && MathCalls.isMath(inv)) {
      return callResult(inv, env, args -> MathCalls.value(inv, args));
    }
    if (v instanceof AbstractInvokeExpr inv && BoxedBooleans.isBoxing(inv)) {
      return evaluate(inv.getArg(0), env) instanceof LocalValue.Int b
          ? BoxedBooleans.box(b.value()) : null;
    }
    if (v instanceof AbstractInvokeExpr inv && OrderKeys.isComparison(inv)
        && evaluate(OrderKeys.operands(inv)[0], env) instanceof LocalValue.Int a
        && evaluate(OrderKeys.operands(inv)[1], env) instanceof LocalValue.Int b) {
      // Integer.compare and Long.compare give exactly this; String operands known as ints
      // are ranks of order keys (OrderKeys), whose comparison has the strings' sign, the only
      // thing the rule lets the program use of the result
      return new LocalValue.Int(Long.compare(a.value(), b.value()));
    }
    if (v instanceof sootup.core.jimple.common.expr.JVirtualInvokeExpr vi
        && TrackedValues.isCompareTo(vi)
        && evaluate(vi.getBase(), env) instanceof LocalValue.EnumConstant a
        && evaluate(vi.getArg(0), env) instanceof LocalValue.EnumConstant b
        && a.enumClass().equals(b.enumClass())) {
      // Enum.compareTo is final: the difference of the ordinals, exact like ordinal()
      int x = tc.values().ordinal(a.enumClass(), a.name());
      int y = tc.values().ordinal(b.enumClass(), b.name());
      return x >= 0 && y >= 0 ? new LocalValue.Int(x - y) : null;
    }
    return null;
  }

  /**
   * The result of a call of a pure function ({@link PureFunctions}, or one of {@code Math}'s
   * integral functions, {@link MathCalls#isMath}) on the arguments' values, computed by
   * {@code function}: unknown when one is, {@link LocalValue.Beyond} when one is beyond the
   * bound. A result that
   * changes the width of its arguments (an {@code int} unpacked from a {@code long} argument, a
   * {@code long} packed from {@code int} arguments) is exact: there are no more of them than of
   * the argument values, which are exact or in the range. Any other result is {@link #bounded},
   * as arithmetic is, so that a loop feeding a result back cannot make values without end.
   */
  private LocalValue callResult(AbstractInvokeExpr inv, Environment env,
      java.util.function.Function<List<Long>, Long> function) {
    java.util.List<Long> args = new java.util.ArrayList<>();
    boolean beyond = false;
    for (Value a : inv.getArgs()) {
      LocalValue x = evaluate(a, env);
      if (x instanceof LocalValue.Beyond) {
        beyond = true;
      } else if (x instanceof LocalValue.Int i) {
        args.add(i.value());
      } else {
        return null;
      }
    }
    if (beyond) {
      return new LocalValue.Beyond();
    }
    Long r = function.apply(args);
    if (r == null) {
      return null;
    }
    boolean toLong = Boolean.TRUE.equals(JvmArithmetic.integral(inv.getMethodSignature().getType()));
    boolean widthChanges = inv.getMethodSignature().getParameterTypes().stream()
        .anyMatch(t -> !Boolean.valueOf(toLong).equals(JvmArithmetic.integral(t)));
    return widthChanges ? new LocalValue.Int(r) : bounded(r);
  }

  /**
   * The successor a {@code switch} takes on the int {@code key}: the matching case's, else the
   * default's (the last successor); -1 when the successors are not one per case plus the
   * default.
   */
  static int switchSuccessor(sootup.core.jimple.javabytecode.stmt.JSwitchStmt sw, int[] succ,
      long key) {
    List<sootup.core.jimple.common.constant.IntConstant> values = sw.getValues();
    if (succ.length != values.size() + 1) {
      return -1;
    }
    for (int c = 0; c < values.size(); c++) {
      if (values.get(c).getValue() == key) {
        return succ[c];
      }
    }
    return succ[values.size()];
  }

  /**
   * An int or long in the method's {@link TrackedValues#range}, else {@link
   * LocalValue.Beyond}.
   */
  LocalValue bounded(long v) {
    TrackedValues.LocalRange r = tc.values().range(code);
    return v >= r.lo() && v <= r.hi() ? new LocalValue.Int(v) : new LocalValue.Beyond();
  }

  /**
   * The outcome of a condition whose operands are known in the environment, or {@code null}
   * (unknown, or a value beyond the bound: then caveat at {@code origin}); {@code at} is the
   * index of the statement that tests it.
   */
  Boolean decide(AbstractConditionExpr cond, Environment env, int at, Origin origin) {
    String op = cond.getClass().getSimpleName();
    if ((op.equals("JEqExpr") || op.equals("JNeExpr"))
        && (allocatedNotLiteral(cond.getOp1(), cond.getOp2(), at)
            || allocatedNotLiteral(cond.getOp2(), cond.getOp1(), at))) {
      return op.equals("JNeExpr");
    }
    SingletonIdentities ids = tc.values().identities();
    LocalValue x = ids.sharpen(evaluate(cond.getOp1(), env), mi, at, cond.getOp1());
    LocalValue y = ids.sharpen(evaluate(cond.getOp2(), env), mi, at, cond.getOp2());
    if (x == null) {
      x = instanceOfTest(cond.getOp1(), env, at);
    }
    if (x == null || y == null) {
      boolean unknownOrRef = (x == null || isReference(x)) && (y == null || isReference(y))
          && !(x instanceof LocalValue.Null) && !(y instanceof LocalValue.Null);
      Boolean same = unknownOrRef && (op.equals("JEqExpr") || op.equals("JNeExpr"))
          && isReferenceType(cond.getOp1()) && isReferenceType(cond.getOp2())
          ? sameObject(cond, x, y, at) : null;
      return same == null ? null : op.equals("JEqExpr") == same;
    }
    if (x instanceof LocalValue.Beyond || y instanceof LocalValue.Beyond) {
      tc.caveat("value-bound", origin, "a condition compares an int beyond the tracked"
          + " bound; it is a nondeterministic choice (raise the value bound)",
          Caveat.Effect.IMPRECISE);
      return null;
    }
    if ((op.equals("JEqExpr") || op.equals("JNeExpr"))
        && (excludes(x, y) || excludes(y, x))) {
      return op.equals("JNeExpr"); // an int that is none of the values is not this one
    }
    if (x instanceof LocalValue.Int p && y instanceof LocalValue.Int q) {
      long a = p.value();
      long b = q.value();
      return switch (op) {
        case "JEqExpr" -> a == b;
        case "JNeExpr" -> a != b;
        case "JLtExpr" -> a < b;
        case "JLeExpr" -> a <= b;
        case "JGtExpr" -> a > b;
        case "JGeExpr" -> a >= b;
        default -> null;
      };
    }
    boolean refs = isReference(x) && isReference(y);
    Boolean identical = refs ? SingletonIdentities.same(x, y) : null;
    if (identical == null && refs) {
      identical = ids.sameAsConstant(x, y);
    }
    if (identical != null && (op.equals("JEqExpr") || op.equals("JNeExpr"))) {
      return op.equals("JEqExpr") == identical;
    }
    boolean sure = x instanceof LocalValue.Null || y instanceof LocalValue.Null
        || x instanceof LocalValue.EnumConstant && y instanceof LocalValue.EnumConstant;
    if (refs && sure && op.equals("JEqExpr")) {
      return x.equals(y);
    }
    if (refs && sure && op.equals("JNeExpr")) {
      return !x.equals(y);
    }
    Boolean same = refs && isReferenceType(cond.getOp1()) && isReferenceType(cond.getOp2())
        ? sameObject(cond, x, y, at) : null;
    if (same != null && (op.equals("JEqExpr") || op.equals("JNeExpr"))) {
      return op.equals("JEqExpr") == same;
    }
    return null;
  }

  /** True if {@code x} is an int known to differ from the int {@code y}. */
  private static boolean excludes(LocalValue x, LocalValue y) {
    return x instanceof LocalValue.IntExcept e && y instanceof LocalValue.Int k
        && e.values().contains(k.value());
  }

  /**
   * The value of a boolean local defined by {@code r instanceof T} where {@code r} is not
   * assigned between that definition and statement {@code at}, and {@code r} is pinned to one
   * abstract object in {@code env} ({@link PolledObjects}) or else its points-to set at the
   * definition is not empty, hides no foreign JDK object ({@link
   * org.petrify.ir.pointsto.PointsToResult#mayBeForeign}) and is complete ({@link
   * #completeSet}: only {@code new} objects reach {@code r}): 0 if the class of every object it
   * may refer to is certainly not a subtype of {@code T} (null is no instance either), 1 if
   * every one certainly is and {@code r} is known non-null (in the environment, or {@link
   * NonNullLocals}), else null; only when every such object's class is exact ({@link
   * TypeSwitches#exactClass}). The pin's invariant, or the complete set (the runtime value is
   * null or an object one of the set's abstract objects stands for), makes the answer the
   * JVM's.
   */
  private LocalValue instanceOfTest(Value v, Environment env, int at) {
    if (!(v instanceof Local b)) {
      return null;
    }
    Integer def = code.reachingDef(at, b);
    if (def == null || !(code.stmt(def) instanceof sootup.core.jimple.common.stmt.JAssignStmt a)
        || !(a.getRightOp() instanceof sootup.core.jimple.common.expr.JInstanceOfExpr io)
        || !(io.getOp() instanceof Local r)
        || !java.util.Objects.equals(code.reachingDef(at, r), code.reachingDef(def, r))
        || !(io.getCheckType() instanceof sootup.core.types.ClassType t)) {
      return null;
    }
    List<AbstractObject> objects = testedObjects(env, def, r);
    if (objects.isEmpty() || !objects.stream().allMatch(TypeSwitches::exactClass)) {
      return null;
    }
    String label = t.getFullyQualifiedName();
    boolean allSub = true;
    boolean noneSub = true;
    for (AbstractObject o : objects) {
      Boolean sub = TypeSwitches.subclassOf(tc, o.type(), label);
      allSub &= Boolean.TRUE.equals(sub);
      noneSub &= Boolean.FALSE.equals(sub);
    }
    if (noneSub) {
      return new LocalValue.Int(0);
    }
    boolean nonNull = LocalValue.isObject(env.values().get(r.getName()))
        || tc.values().isNonNull(mi, r);
    return allSub && nonNull ? new LocalValue.Int(1) : null;
  }

  /**
   * The objects {@code r} may refer to at its {@code instanceof} test {@code def}: its pinned
   * object, else its points-to set there when that set is complete ({@link #completeSet}),
   * else none.
   */
  private List<AbstractObject> testedObjects(Environment env, int def, Local r) {
    Integer pin = env.objects().get(r.getName());
    if (pin != null) {
      return List.of(tc.pts().objects().get(pin));
    }
    return tc.pts().mayBeForeign(mi, def, r) || !completeSet(def, r) ? List.of()
        : tc.pts().pointsTo(mi, def, r);
  }

  /**
   * True if every value {@code r} may hold at statement {@code def} is null or an object a
   * {@code new} of analysed code made, whose abstract object is in {@code r}'s points-to set:
   * {@code r} holds only what a {@code new} or a read of a static field whose every write stores
   * a {@code new} object ({@link StaticSingletons#isFresh}) gave, through copies, casts and
   * parameters ({@link NewObjectValues#definedBy}). A points-to set alone is not complete: a
   * JDK method's result (the {@code String} of {@code String.valueOf}, a box) has no object in
   * it, so a local holding it or a {@code new Cash()} shows the {@code Cash} only.
   */
  private boolean completeSet(int def, Local r) {
    StaticSingletons statics = tc.nullness().nonNull().statics();
    return NewObjectValues.definedBy(tc.pts(), mi, def, r,
        v -> v instanceof sootup.core.jimple.common.expr.JNewExpr
            || v instanceof sootup.core.jimple.common.ref.JStaticFieldRef f && statics != null
                && statics.key(f) != null && statics.isFresh(statics.key(f)));
  }

  /**
   * True if {@code literal} is a string constant and {@code v} a local that always holds an
   * object a {@code new} made ({@link NewObjectValues}): never that interned string.
   */
  private boolean allocatedNotLiteral(Value v, Value literal, int at) {
    return literal instanceof sootup.core.jimple.common.constant.StringConstant
        && NewObjectValues.isNew(tc.pts(), mi, at, v);
  }

  /**
   * Whether two reference locals compared by identity hold the same object, decided by their
   * points-to sets at this statement, or {@code null}. Neither is null here ({@code x} and
   * {@code y} are the values known for them: {@link LocalValue.Null} is decided above). A
   * local is also known non-null where a dominating statement dereferenced it ({@link
   * ReferenceIdentities#dereferencedBefore}: no run reaches the test with it null).
   * If both are known non-null and both sets are the same single abstract object that is not
   * a summary (it stands for exactly one runtime object), they are the same object. If the
   * sets are disjoint and one of them is known non-null, that one is an object the other can
   * never hold, so they differ (the other may be null or another object). Otherwise unknown.
   * An empty set means the analysis knows nothing about the local (a value from an unmodelled
   * library call): never decided. A set is complete only where the local may hold no JDK object
   * that no set shows ({@link org.petrify.ir.pointsto.PointsToResult#mayBeOpaque}: a string, a
   * box, an unmodelled JDK call's result): "the same" needs both complete; "different" needs
   * that the two sides cannot both be JDK objects that may be one ({@link #mayShareJdkObject}:
   * a JDK object is never one of the other side's application objects). A local pinned to an
   * object ({@link PolledObjects}) holds null or that object.
   */
  private Boolean sameObject(AbstractConditionExpr cond, LocalValue x, LocalValue y, int at) {
    if (!(cond.getOp1() instanceof Local a) || !(cond.getOp2() instanceof Local b)) {
      return null;
    }
    List<AbstractObject> pa = tc.polled().pointsTo(mi, at, a);
    List<AbstractObject> pb = tc.polled().pointsTo(mi, at, b);
    if (pa.isEmpty() || pb.isEmpty()) {
      return null;
    }
    boolean xNonNull = LocalValue.isObject(x)
        || ReferenceIdentities.dereferencedBefore(code, at, a);
    boolean yNonNull = LocalValue.isObject(y)
        || ReferenceIdentities.dereferencedBefore(code, at, b);
    boolean opaqueA = mayBeOpaque(a, at);
    boolean opaqueB = mayBeOpaque(b, at);
    if (pa.size() == 1 && pa.equals(pb) && !tc.pts().isSummary(pa.get(0)) && xNonNull
        && yNonNull && !opaqueA && !opaqueB) {
      return true;
    }
    if ((xNonNull || yNonNull) && java.util.Collections.disjoint(pa, pb)
        && !mayShareJdkObject(pa, opaqueA, pb, opaqueB)) {
      return false;
    }
    return null;
  }

  /**
   * {@link org.petrify.ir.pointsto.PointsToResult#mayBeOpaque}, unless the local is pinned; and
   * every local of a {@code Throwable} type: exception objects are not tracked, so a caught
   * exception (which the JVM or the JDK may have made) is in no set.
   */
  private boolean mayBeOpaque(Local l, int at) {
    if (tc.polled().pinned(mi, at, l) != null) {
      return false;
    }
    return tc.pts().mayBeOpaque(mi, at, l)
        || tc.pts().code() != null && tc.pts().code().isThrowable(l.getType());
  }

  /**
   * True if two disjoint points-to sets may still hold one runtime object because the JDK made
   * it: a library object (what a model gives for a JDK call: the JDK may return one shared
   * object from several calls, {@code Collections.emptyList()}, {@code List.of()}, {@code
   * Optional.empty()}) or a value no set shows ({@code opaque}) on both sides, or a {@code
   * Class} object on one side and a value no set shows on the other. Application objects are
   * never JDK objects, and two {@code Class} objects of two classes are two objects.
   */
  static boolean mayShareJdkObject(List<AbstractObject> pa, boolean opaqueA,
      List<AbstractObject> pb, boolean opaqueB) {
    boolean libraryA = hasKind(pa, AbstractObject.Kind.LIBRARY);
    boolean libraryB = hasKind(pb, AbstractObject.Kind.LIBRARY);
    return (opaqueA || libraryA) && (opaqueB || libraryB)
        || opaqueA && hasKind(pb, AbstractObject.Kind.CLASS)
        || opaqueB && hasKind(pa, AbstractObject.Kind.CLASS);
  }

  private static boolean hasKind(List<AbstractObject> objects, AbstractObject.Kind kind) {
    return objects.stream().anyMatch(o -> o.kind() == kind);
  }

  /**
   * True for the values a reference can have: null, an enum constant or some other object. Two
   * of them compare exactly when one is null or both are enum constants; two arbitrary
   * non-null references may or may not be the same object.
   */
  private static boolean isReferenceType(Value v) {
    return v instanceof Local l && !(l.getType() instanceof sootup.core.types.PrimitiveType);
  }

  private static boolean isReference(LocalValue v) {
    return v instanceof LocalValue.Null || LocalValue.isObject(v);
  }
}
