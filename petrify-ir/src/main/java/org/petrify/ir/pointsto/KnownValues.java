package org.petrify.ir.pointsto;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JCmpExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JGeExpr;
import sootup.core.jimple.common.expr.JGtExpr;
import sootup.core.jimple.common.expr.JInstanceOfExpr;
import sootup.core.jimple.common.expr.JLeExpr;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.expr.JLtExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;
import sootup.core.types.ReferenceType;

/**
 * The values of locals that follow from constants and from parameters whose values are known,
 * for the branch-aware points-to analysis ({@link ParameterBranches}). A local is evaluated only
 * through its single definition in the body (the verifier makes a single definition reach
 * every use, and a definition from constants and known parameters has the same value each time
 * it runs): a parameter, a literal ({@code int}, {@code long}, {@code boolean} and {@code char}
 * are ints), {@code null}, a string literal ({@link Text}), a class constant (non-null) or a
 * {@code new} ({@link Fresh}: non-null, no string literal, of its class), an application enum
 * constant, an {@code instanceof} or {@code typeSwitch} of a null or fresh value ({@link
 * KnownTypeTests}), a
 * reference cast or copy, {@code e.ordinal()}, javac's {@code $SwitchMap$...[k]} ({@link EnumTables}), {@code lcmp}, {@code hashCode()} and
 * {@code equals} of a string literal (javac's {@code switch} on strings is a switch on the hash
 * code, then {@code equals} tests), and an array's length, known only to be non-negative (the
 * JVM's {@code arraylength} is never below 0). A local with several definitions has the value
 * the caller gives for it at the statement (what every feasible path there assigned last:
 * {@link ParameterBranches}), else none. Anything else is unknown.
 *
 * <p>Invariant: a value returned is the value every run has there, given that every run enters
 * the body with the known parameters holding the values given; a decided branch is the one every
 * such run takes.
 */
final class KnownValues {
  /** A known value: an int or long, an enum constant, null, or some non-null reference. */
  sealed interface Known {}

  /** An int or long (booleans and chars are ints). */
  record Int(long value) implements Known {
    @Override
    public String toString() {
      return Long.toString(value);
    }
  }

  /**
   * Some int that is at least 0, nothing more: an array's length. It decides a comparison only
   * against an int that lies on one side of 0 ({@code 0 <= length} holds, {@code 1 <= length}
   * is unknown).
   */
  record NonNegative() implements Known {
    @Override
    public String toString() {
      return "nonneg";
    }
  }

  /** The application enum constant {@code Class.NAME}. */
  record EnumConstant(String name) implements Known {
    @Override
    public String toString() {
      return name;
    }
  }

  /** The null reference. */
  record Null() implements Known {
    @Override
    public String toString() {
      return "null";
    }
  }

  /**
   * A string literal: the one interned {@code String} of that content (JLS 3.10.5), so two
   * texts are the same object exactly when their contents are equal; {@code hashCode} and
   * {@code equals} of it are computed ({@code String} is final and immutable).
   */
  record Text(String value) implements Known {
    @Override
    public String toString() {
      return "text:" + NameText.escaped(value);
    }
  }

  /**
   * The object of a {@code new C}: some non-null reference that no string literal is, whose
   * runtime class is {@code type} ({@code C}, a binary name), or null where that is not
   * recorded ({@link KnownTypeTests} decides type tests of it). A {@code
   * new} makes an object distinct from every object that existed before it (JLS 15.9.4); the
   * literals of the class that compares it were resolved, and interned, when their {@code ldc}
   * first ran, and an object made later becomes the pool's instance only through an explicit
   * {@code intern()} of a content no literal resolved before (the same trust as the
   * translator's {@code new}-against-literal rule, stated in docs/limitations.md). Two fresh
   * values may be the same object (one {@code new} passed twice), so they decide nothing
   * against each other.
   */
  record Fresh(String type) implements Known {
    /** The same object without its class. */
    Fresh untyped() {
      return type == null ? this : new Fresh(null);
    }

    @Override
    public String toString() {
      return type == null ? "fresh" : "new:" + type;
    }
  }

  /** Some reference other than null. */
  record NonNull() implements Known {
    @Override
    public String toString() {
      return "nonnull";
    }
  }

  /** javac's switch map array {@code Class.$SwitchMap$...} (never a parameter's value). */
  private record SwitchMap(String field) implements Known {}

  /** How deep a chain of definitions is followed. */
  private static final int MAX_DEPTH = 12;

  private final EnumTables enums;
  private final KnownTypeTests types;

  KnownValues(CodeBase code) {
    this.enums = code.enums();
    this.types = new KnownTypeTests(code);
  }

  /**
   * The value of an immediate at any statement of {@code body}, given the values of some
   * parameters (by index); null when unknown. Switch maps are internal and never returned.
   */
  Known value(MethodCode body, Value v, Map<Integer, Known> params) {
    return value(body, v, params, Map.of());
  }

  /**
   * As {@link #value(MethodCode, Value, Map)}, where {@code locals} gives the values that
   * locals with several definitions hold at the statement (on every feasible path to it).
   */
  Known value(MethodCode body, Value v, Map<Integer, Known> params, Map<String, Known> locals) {
    Known k = value(body, v, params, locals, 0);
    return k instanceof SwitchMap ? null : k;
  }

  private Known value(MethodCode body, Value v, Map<Integer, Known> params,
      Map<String, Known> locals, int depth) {
    if (v instanceof IntConstant c) {
      return new Int(c.getValue());
    }
    if (v instanceof LongConstant c) {
      return new Int(c.getValue());
    }
    if (v instanceof NullConstant) {
      return new Null();
    }
    if (v instanceof StringConstant text) {
      return new Text(text.getValue());
    }
    if (v instanceof ClassConstant) {
      return new NonNull();
    }
    if (!(v instanceof Local l) || depth > MAX_DEPTH) {
      return null;
    }
    if (body.singleDefinition(l.getName()) == null) {
      return locals.get(l.getName());
    }
    Stmt def = singleDefinition(body, l);
    if (def instanceof JIdentityStmt id) {
      return id.getRightOp() instanceof JParameterRef p ? params.get(p.getIndex()) : null;
    }
    if (!(def instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof JCastExpr c) {
      return c.getType() instanceof ReferenceType ? value(body, c.getOp(), params, locals, depth + 1)
          : null;
    }
    if (rhs instanceof JNewExpr n) {
      return new Fresh(n.getType().getFullyQualifiedName());
    }
    if (rhs instanceof JInstanceOfExpr io) {
      return types.instanceOf(value(body, io.getOp(), params, locals, depth + 1),
          io.getCheckType());
    }
    if (rhs instanceof JDynamicInvokeExpr dyn && KnownTypeTests.isTypeSwitch(dyn)) {
      return types.typeSwitch(value(body, dyn.getArg(0), params, locals, depth + 1),
          value(body, dyn.getArg(1), params, locals, depth + 1), dyn.getBootstrapArgs());
    }
    if (rhs instanceof JLengthExpr) {
      return new NonNegative();
    }
    if (rhs instanceof JStaticFieldRef f) {
      String constant = enums.enumConstant(f);
      if (constant != null) {
        return new EnumConstant(constant);
      }
      String key = ConstraintGenerator.staticName(f);
      return enums.switchMap(key) != null ? new SwitchMap(key) : null;
    }
    if (rhs instanceof JVirtualInvokeExpr inv && EnumTables.isOrdinal(inv)) {
      int ordinal = value(body, inv.getBase(), params, locals, depth + 1) instanceof EnumConstant e
          ? enums.ordinal(e.name()) : -1;
      return ordinal >= 0 ? new Int(ordinal) : null;
    }
    if (rhs instanceof JArrayRef ar
        && value(body, ar.getBase(), params, locals, depth + 1) instanceof SwitchMap map
        && value(body, ar.getIndex(), params, locals, depth + 1) instanceof Int ordinal) {
      return new Int(enums.switchMap(map.field()).getOrDefault((int) ordinal.value(), 0));
    }
    if (rhs instanceof JVirtualInvokeExpr inv && StringCalls.isHash(inv)
        && value(body, inv.getBase(), params, locals, depth + 1) instanceof Text t) {
      return new Int(t.value().hashCode());
    }
    if (rhs instanceof JVirtualInvokeExpr inv && StringCalls.isEquals(inv)
        && value(body, inv.getBase(), params, locals, depth + 1) instanceof Text t) {
      Known arg = value(body, inv.getArg(0), params, locals, depth + 1);
      if (arg instanceof Text u) {
        return new Int(t.value().equals(u.value()) ? 1 : 0);
      }
      return arg instanceof Null || arg instanceof EnumConstant ? new Int(0) : null;
    }
    if (rhs instanceof JCmpExpr cmp
        && value(body, cmp.getOp1(), params, locals, depth + 1) instanceof Int x
        && value(body, cmp.getOp2(), params, locals, depth + 1) instanceof Int y) {
      return new Int(Long.compare(x.value(), y.value()));
    }
    return rhs instanceof IntConstant || rhs instanceof LongConstant || rhs instanceof Local
        || rhs instanceof NullConstant || rhs instanceof StringConstant
        || rhs instanceof ClassConstant ? value(body, rhs, params, locals, depth + 1) : null;
  }

  /**
   * The successor that statement {@code i} (an {@code if} or a {@code switch}) takes in every
   * run, given the parameters' values; -1 when not decided.
   */
  int decided(MethodCode body, int i, Map<Integer, Known> params) {
    return decided(body, i, params, Map.of());
  }

  /** As {@link #decided(MethodCode, int, Map)}, with the values of several-times-defined locals. */
  int decided(MethodCode body, int i, Map<Integer, Known> params, Map<String, Known> locals) {
    Stmt s = body.stmt(i);
    int[] succ = body.successors(i);
    if (s instanceof JIfStmt f && succ.length == 2) {
      Boolean holds = holds(body, f.getCondition(), params, locals);
      // successors: [0] when the condition is false, [1] when it is true
      return holds == null ? -1 : succ[holds ? 1 : 0];
    }
    if (s instanceof JSwitchStmt sw && succ.length == sw.getValues().size() + 1
        && value(body, sw.getKey(), params, locals) instanceof Int key) {
      List<IntConstant> cases = sw.getValues();
      for (int c = 0; c < cases.size(); c++) {
        if (cases.get(c).getValue() == key.value()) {
          return succ[c];
        }
      }
      return succ[cases.size()];
    }
    return -1;
  }

  private Boolean holds(MethodCode body, AbstractConditionExpr c, Map<Integer, Known> params,
      Map<String, Known> locals) {
    Known x = value(body, c.getOp1(), params, locals);
    Known y = value(body, c.getOp2(), params, locals);
    if (x == null || y == null) {
      return null;
    }
    if (isInt(x) && isInt(y)) {
      return compare(c, low(x), high(x), low(y), high(y));
    }
    Boolean same = sameReference(x, y);
    if (same == null) {
      return null;
    }
    if (c instanceof JEqExpr) {
      return same;
    }
    return c instanceof JNeExpr ? Boolean.valueOf(!same) : null;
  }

  private static boolean isInt(Known k) {
    return k instanceof Int || k instanceof NonNegative;
  }

  /** The least value an int-like known value can have. */
  private static long low(Known k) {
    return k instanceof Int i ? i.value() : 0;
  }

  /** The greatest value an int-like known value can have. */
  private static long high(Known k) {
    return k instanceof Int i ? i.value() : Long.MAX_VALUE;
  }

  /**
   * The truth of {@code x <op> y} for every x in [xLow, xHigh] and y in [yLow, yHigh], or null
   * when it holds for some pairs and not for others.
   */
  private static Boolean compare(AbstractConditionExpr c, long xLow, long xHigh, long yLow,
      long yHigh) {
    if (c instanceof JLtExpr) {
      return xHigh < yLow ? Boolean.TRUE : xLow >= yHigh ? Boolean.FALSE : null;
    } else if (c instanceof JLeExpr) {
      return xHigh <= yLow ? Boolean.TRUE : xLow > yHigh ? Boolean.FALSE : null;
    } else if (c instanceof JGtExpr) {
      return xLow > yHigh ? Boolean.TRUE : xHigh <= yLow ? Boolean.FALSE : null;
    } else if (c instanceof JGeExpr) {
      return xLow >= yHigh ? Boolean.TRUE : xHigh < yLow ? Boolean.FALSE : null;
    }
    boolean single = xLow == xHigh && yLow == yHigh;
    boolean apart = xHigh < yLow || yHigh < xLow;
    Boolean equal = single ? Boolean.valueOf(xLow == yLow) : apart ? Boolean.FALSE : null;
    if (c instanceof JEqExpr) {
      return equal;
    }
    return c instanceof JNeExpr && equal != null ? Boolean.valueOf(!equal) : null;
  }

  /**
   * Whether two known references are the same: enum constants by name, null against null,
   * literals by content, a fresh object against a literal never.
   */
  private static Boolean sameReference(Known x, Known y) {
    if (isInt(x) || isInt(y)) {
      return null;
    }
    if (x instanceof Null || y instanceof Null) {
      return x instanceof Null && y instanceof Null;
    }
    if (x instanceof EnumConstant a && y instanceof EnumConstant b) {
      return a.equals(b);
    }
    if (x instanceof Text a && y instanceof Text b) {
      return a.equals(b); // interned literals: the same object exactly when equal
    }
    if (x instanceof Text && y instanceof Fresh || x instanceof Fresh && y instanceof Text) {
      return false;
    }
    return null;
  }

  /**
   * The parameters (by index) that the conditions of the body's {@code if}s and {@code
   * switch}es read through the definitions {@link #value} follows, and that may therefore decide
   * a branch when known.
   */
  Set<Integer> testedParameters(MethodCode body) {
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (s instanceof JIfStmt f) {
        parameters(body, f.getCondition().getOp1(), out, 0);
        parameters(body, f.getCondition().getOp2(), out, 0);
      } else if (s instanceof JSwitchStmt sw) {
        parameters(body, sw.getKey(), out, 0);
      }
    }
    return out;
  }

  /**
   * The parameters (by index) that an {@code ==} or {@code !=} of an {@code if} compares, through
   * the definitions {@link #value} follows, with a string literal: where a {@link Fresh} value
   * decides a branch that a mere non-null one does not.
   */
  Set<Integer> literalTestedParameters(MethodCode body) {
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof JIfStmt f
          && (f.getCondition() instanceof JEqExpr || f.getCondition() instanceof JNeExpr)) {
        Value a = f.getCondition().getOp1();
        Value b = f.getCondition().getOp2();
        if (value(body, b, Map.of()) instanceof Text) {
          parameters(body, a, out, 0);
        }
        if (value(body, a, Map.of()) instanceof Text) {
          parameters(body, b, out, 0);
        }
      }
    }
    return out;
  }

  /**
   * The parameters (by index) that an {@code instanceof} or a pattern switch's {@code
   * typeSwitch} tests, through the definitions {@link #value} follows: where the class of a
   * {@link Fresh} value decides a branch ({@link KnownTypeTests}).
   */
  Set<Integer> typeTestedParameters(MethodCode body) {
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof JAssignStmt a) {
        if (a.getRightOp() instanceof JInstanceOfExpr io) {
          parameters(body, io.getOp(), out, 0);
        } else if (a.getRightOp() instanceof JDynamicInvokeExpr dyn
            && KnownTypeTests.isTypeSwitch(dyn)) {
          parameters(body, dyn.getArg(0), out, 0);
        }
      }
    }
    return out;
  }

  /** The parameter a local copies through single definitions (copies, reference casts), or -1. */
  int parameterOf(MethodCode body, Value v) {
    for (int depth = 0; depth <= MAX_DEPTH && v instanceof Local l; depth++) {
      Stmt def = singleDefinition(body, l);
      if (def instanceof JIdentityStmt id) {
        return id.getRightOp() instanceof JParameterRef p ? p.getIndex() : -1;
      }
      if (!(def instanceof JAssignStmt a)) {
        return -1;
      }
      v = a.getRightOp() instanceof JCastExpr c && c.getType() instanceof ReferenceType
          ? c.getOp() : a.getRightOp();
    }
    return -1;
  }

  /** Adds the parameters {@link #value} may read to evaluate {@code v}. */
  private void parameters(MethodCode body, Value v, Set<Integer> out, int depth) {
    if (!(v instanceof Local l) || depth > MAX_DEPTH) {
      return;
    }
    Stmt def = singleDefinition(body, l);
    if (def instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
      out.add(p.getIndex());
    } else if (def instanceof JAssignStmt a) {
      Value rhs = a.getRightOp();
      if (rhs instanceof JCastExpr c && c.getType() instanceof ReferenceType) {
        parameters(body, c.getOp(), out, depth + 1);
      } else if (rhs instanceof JVirtualInvokeExpr inv && EnumTables.isOrdinal(inv)) {
        parameters(body, inv.getBase(), out, depth + 1);
      } else if (rhs instanceof JVirtualInvokeExpr inv
          && (StringCalls.isHash(inv) || StringCalls.isEquals(inv))) {
        parameters(body, inv.getBase(), out, depth + 1);
        for (Value arg : inv.getArgs()) {
          parameters(body, arg, out, depth + 1);
        }
      } else if (rhs instanceof JInstanceOfExpr io) {
        parameters(body, io.getOp(), out, depth + 1);
      } else if (rhs instanceof JDynamicInvokeExpr dyn && KnownTypeTests.isTypeSwitch(dyn)) {
        parameters(body, dyn.getArg(0), out, depth + 1);
        parameters(body, dyn.getArg(1), out, depth + 1);
      } else if (rhs instanceof JArrayRef ar) {
        parameters(body, ar.getIndex(), out, depth + 1);
      } else if (rhs instanceof JCmpExpr cmp) {
        parameters(body, cmp.getOp1(), out, depth + 1);
        parameters(body, cmp.getOp2(), out, depth + 1);
      } else if (rhs instanceof Local) {
        parameters(body, rhs, out, depth + 1);
      }
    }
  }

  /** The one statement defining a local in the body, or null if it has several or none. */
  private static Stmt singleDefinition(MethodCode body, Local l) {
    Integer def = body.singleDefinition(l.getName());
    return def == null ? null : body.stmt(def);
  }
}
