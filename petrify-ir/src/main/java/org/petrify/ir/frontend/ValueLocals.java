package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.pointsto.MathCalls;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNegExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The value locals of methods for one set of tracked (or candidate) fields, as {@link
 * TrackedValues} defines them: locals of a trackable type whose every definition is a constant,
 * an enum constant, a read of one of the fields (directly, through a getter or an updater), a
 * copy, cast or arithmetic of value locals and constants, {@code ordinal()} of one, a
 * {@code new} object or a non-null constant (references), or that {@link NonNullLocals} proves
 * never null or always one int constant; and, per value local, the fields whose values may flow
 * into it.
 *
 * <p>Invariant: the set of value locals of a method is the greatest fixpoint of that definition
 * for the fixed field set given at construction (a local leaves it only when a definition is not
 * a value); it is computed once per method body and cached, so an instance must not outlive a
 * change of the field set (the decision makes a new one per round).
 */
final class ValueLocals {
  private final ApplicationFields app;
  private final GetterReads getters;
  private final NonNullLocals nonNull;
  private final FieldUpdaters updaters;
  private final SwitchMaps switchMaps;
  /** The fields whose reads count as values. */
  private final Set<FieldKey> fields;
  private final Map<MethodCode, Set<String>> cache = new IdentityHashMap<>();
  private final Map<MethodCode, Set<String>> withParameters = new IdentityHashMap<>();
  /** Final fields whose reads may have known values per object, or null (none). */
  private FinalFieldValues finalFields;
  /** Methods whose result is a function of the receiver's final fields, or null (none). */
  private FinalFunctions functions;
  /** Pure functions whose calls on values are values ({@link PureFunctions}), or null. */
  private PureFunctions pure;
  /** Value functions whose calls on values are values ({@link ValueFunctions}), or null. */
  private ValueFunctions valueFunctions;
  /** True if queries of {@code Duration}s ({@link ConstantDurations}) count as values. */
  private boolean durations;
  /** True if the value tests of literal pills ({@link PillLiterals}) count as values. */
  private boolean literalTests;

  ValueLocals(ApplicationFields app, GetterReads getters, NonNullLocals nonNull,
      FieldUpdaters updaters, SwitchMaps switchMaps, Set<FieldKey> fields) {
    this.app = app;
    this.getters = getters;
    this.nonNull = nonNull;
    this.updaters = updaters;
    this.switchMaps = switchMaps;
    this.fields = fields;
  }

  /**
   * Also counts reads of the final fields {@link FinalFieldValues} knows as values (for the
   * pinning of locals, not for the choice of tracked fields). Call before the first query.
   */
  ValueLocals withFinalFields(FinalFieldValues finals) {
    this.finalFields = finals;
    return this;
  }

  /**
   * Also counts results of final-function calls ({@link FinalFunctions}) on value locals as
   * values. Call before the first query.
   */
  ValueLocals withFunctions(FinalFunctions functions) {
    this.functions = functions;
    return this;
  }

  /**
   * Also counts results of queries on {@code java.time.Duration}s ({@link
   * ConstantDurations#isQuery}) as values: their result is known when every value the
   * receiver may hold gives the same one (for the pinning of locals only). Call before the
   * first query.
   */
  ValueLocals withDurations(boolean on) {
    this.durations = on;
    return this;
  }

  /**
   * Also counts the value tests of literal pills ({@link PillLiterals#isValueTest}: {@code
   * equals}, unboxing, a string's {@code hashCode}) as values: their result is known when the
   * operands are literal values (for the pinning of locals only). Call before the first query.
   */
  ValueLocals withLiteralTests(boolean on) {
    this.literalTests = on;
    return this;
  }

  /**
   * Also counts calls of pure functions ({@link PureFunctions}) on values as values (for the
   * pinning of locals only). Call before the first query.
   */
  ValueLocals withPure(PureFunctions functions) {
    this.pure = functions;
    return this;
  }

  /**
   * Also counts calls of value functions ({@link ValueFunctions}) whose operands are values as
   * values (for the choice of tracked fields and the pinning of locals). Call before the first
   * query.
   */
  ValueLocals withValueFunctions(ValueFunctions functions) {
    this.valueFunctions = functions;
    return this;
  }

  /** The definition of a value-function call's result: a value when all its operands are. */
  private record Operands(List<Value> values) {}

  /**
   * An int or long constant, a local holding a parameter every call site passes as a
   * constant, or a local holding the length of an array known there ({@link
   * NonNullLocals#lengthLocal}).
   */
  static Long constantOf(NonNullLocals nonNull, MethodCode code, Value v) {
    Long c = JvmArithmetic.constant(v);
    if (c != null || !(v instanceof Local l)) {
      return c;
    }
    Long p = nonNull.intConstant(code, l.getName());
    Integer n = p == null ? nonNull.lengthLocal(code, l) : null;
    return p != null ? p : n == null ? null : (long) n;
  }

  /** The value locals of a method (cached). */
  Set<String> of(MethodCode code) {
    return cache.computeIfAbsent(code, c -> compute(c, false));
  }

  /**
   * The value locals of a method when its int-like, {@code long}, {@code boolean}, enum and
   * {@code String} parameters count as values too (cached): the locals that hold a value as soon as the
   * parameters they are computed from hold one. Only the pinning of locals asks this (an
   * argument variant pins its parameters, {@link ArgumentVariants}); the choice of tracked
   * fields never does, so a field written from a parameter stays as it was decided.
   */
  Set<String> withParameters(MethodCode code) {
    return withParameters.computeIfAbsent(code, c -> compute(c, true));
  }

  private Set<String> compute(MethodCode code, boolean parameters) {
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
      if (parameters && s instanceof JIdentityStmt id
          && id.getRightOp() instanceof JParameterRef p && isParameterValue(l)) {
        values.add(l.getName());
        defs.computeIfAbsent(l.getName(), k -> new ArrayList<>()).add(p);
        continue;
      }
      if (!(s instanceof JAssignStmt a) || (app.kindOf(l.getType()) == null && !intArray)) {
        bad.add(l.getName());
        continue;
      }
      boolean object = a.getRightOp() instanceof JNewExpr
          || TrackedValues.isNonNullConstant(a.getRightOp());
      if (object && app.kindOf(l.getType()) != Kind.REFERENCE) {
        bad.add(l.getName());
        continue;
      }
      values.add(l.getName());
      FieldKey getter = getters.fieldAt(code, i);
      Value rhs = a.getRightOp();
      Integer length = rhs instanceof sootup.core.jimple.common.expr.JLengthExpr len
          && len.getOp() instanceof Local array ? nonNull.arrayLength(code, i, array) : null;
      if (length != null) {
        // an array's length never changes
        rhs = sootup.core.jimple.common.constant.IntConstant.getInstance(length);
      }
      if (getter == null && functions != null
          && rhs instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr fn
          && functions.isCallAt(code, i)) {
        rhs = fn.getBase(); // its result is known when the receiver's class is
      }
      List<Value> operands = getter == null && valueFunctions != null
          && rhs instanceof AbstractInvokeExpr ? valueFunctions.operandsAt(code, i) : null;
      defs.computeIfAbsent(l.getName(), k -> new ArrayList<>())
          .add(getter != null ? getter : operands != null ? new Operands(operands) : rhs);
    }
    values.removeAll(bad);
    Set<String> forced = new LinkedHashSet<>();
    for (Local l : code.body().getLocals()) {
      if (app.kindOf(l.getType()) == Kind.REFERENCE && nonNull.isNonNull(code, l.getName())
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
          boolean value = rhs instanceof FieldKey k
              ? fields.contains(k) || finalFields != null && finalFields.qualifies(k)
              : rhs instanceof Operands ops
                  ? ops.values().stream().allMatch(u -> isValue(u, values))
                  : isValue((Value) rhs, values);
          if (!value) {
            values.remove(l);
            changed = true;
            break;
          }
        }
      }
    }
    return Set.copyOf(values);
  }

  /**
   * True for a parameter local that counts as a value when parameters do: int-like,
   * {@code long}, {@code boolean}, an enum, or a {@code String} (whose literal arguments an
   * argument variant pins as {@link LocalValue.Text}).
   */
  private boolean isParameterValue(Local l) {
    Kind k = app.kindOf(l.getType());
    return k != null && k != Kind.REFERENCE || isString(l.getType());
  }

  /** True for the type {@code java.lang.String}. */
  static boolean isString(sootup.core.types.Type t) {
    return t.toString().equals("java.lang.String");
  }

  private boolean isValue(Value v, Set<String> values) {
    if (v instanceof JParameterRef) {
      return true; // only a definition when parameters count (withParameters)
    }
    if (JvmArithmetic.constant(v) != null || v instanceof NullConstant
        || TrackedValues.isNonNullConstant(v) || v instanceof JNewExpr) {
      return true;
    }
    if (v instanceof Local l) {
      return values.contains(l.getName());
    }
    if (v instanceof JCastExpr c) {
      return isValue(c.getOp(), values);
    }
    if (v instanceof JNegExpr n) {
      return isValue(n.getOp(), values);
    }
    if (v instanceof AbstractBinopExpr b && !(v instanceof AbstractConditionExpr)) {
      return isValue(b.getOp1(), values) && isValue(b.getOp2(), values);
    }
    if (v instanceof JStaticFieldRef sf && (app.enumConstant(sf) != null
        || switchMaps.switchMap(sf) != null || AssertionStatus.isFlag(sf))) {
      return true;
    }
    if (v instanceof sootup.core.jimple.common.ref.JArrayRef ar) {
      return isValue(ar.getBase(), values) && isValue(ar.getIndex(), values);
    }
    if (v instanceof JFieldRef f) {
      FieldKey k = app.key(f.getFieldSignature()).orElse(null);
      return k != null && fields.contains(k) || finalFields != null && finalFields.qualifies(f);
    }
    if (v instanceof JVirtualInvokeExpr inv && TrackedValues.isOrdinal(inv)) {
      return values.contains(inv.getBase().getName());
    }
    if (v instanceof AbstractInvokeExpr inv && BoxedBooleans.isBoxing(inv)) {
      return isValue(inv.getArg(0), values);
    }
    if (v instanceof JVirtualInvokeExpr inv && TrackedValues.isCompareTo(inv)) {
      return values.contains(inv.getBase().getName()) && isValue(inv.getArg(0), values);
    }
    if (v instanceof AbstractInvokeExpr inv && updaters.of(inv) != null) {
      FieldUpdaters.Access a = updaters.of(inv);
      return a.op().kind() == AtomicValues.OpKind.CAS || a.op().hasResult()
          && fields.contains(a.field());
    }
    if (v instanceof AbstractInvokeExpr inv && MathCalls.isMath(inv)) {
      return inv.getArgs().stream().allMatch(a -> isValue(a, values));
    }
    if (pure != null && v instanceof AbstractInvokeExpr inv && pure.of(inv) != null) {
      return inv.getArgs().stream().allMatch(a -> isValue(a, values));
    }
    if (durations && v instanceof AbstractInvokeExpr inv && ConstantDurations.isQuery(inv)) {
      return true;
    }
    if (literalTests && v instanceof AbstractInvokeExpr inv && (PillLiterals.isValueTest(inv)
        || QueuePills.TAKES.contains(inv.getMethodSignature().getName()))) {
      return true; // a take of a queue with kinds pins its item (QueuePills#splits)
    }
    return v instanceof AbstractInvokeExpr inv && AtomicValues.isResult(inv, app.code());
  }

  /** Per value local, the fields whose values may flow into it (flow-insensitively). */
  Map<String, Set<FieldKey>> derivedFrom(MethodCode code, Set<String> values) {
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
          app.key(f.getFieldSignature()).filter(fields::contains).ifPresent(add::add);
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
}
