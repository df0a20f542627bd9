package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Variable;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * The result variables of {@code int} result variants ({@link ResultExits.Kind#INT}): how an
 * int an application method returns reaches the caller's tests. {@code int allocated() {
 * return free.size() + used.size(); }} computes its value from two counted collections ({@link
 * SizeCounters}) in its own translation; without this the value is lost at the return and a
 * caller's {@code while (allocated() >= 1) wait();} is a free choice.
 *
 * <p><b>Rule.</b> Each Java method with int result variants has one per-thread variable
 * {@code <method>#int} whose values are the ints of the method's {@link TrackedValues#range
 * range}, the int constants it returns literally (at most {@link #MAX_RETURNED_CONSTANTS}
 * more), and {@code *} (unknown), initially {@code *}. In an int result variant, every {@code
 * return v} runs {@code assign R k} just before leaving by the normal exit, where {@code k} is
 * the value the translator knows {@code v} has there, or {@code *} when it knows none or the
 * value lies outside the range ({@link #valueOf}). The caller's continuation after the normal
 * exit of such a call is {@code switch R}: on {@code k} it goes on with the result local pinned
 * to {@code k} (to the caller's {@link LocalValueEvaluator#bounded bounded} value), on {@code
 * *} with the local unknown. The exceptional exit of an int variant carries only exceptions
 * (no return leaves by it): it goes to the call's handlers as a plain call's does. A call is
 * correlated only when all its callees are instances of one Java method ({@link
 * #oneVariable}), so that one variable is read.
 *
 * <p><b>Invariant.</b> Outside the window between an int variant's {@code assign R k} and its
 * caller's {@code switch R}, nothing of the thread depends on {@code R}; in the window the
 * thread runs only the variant's normal exit (with, for a {@code synchronized} method, its
 * monitor release) and the return into the caller's switch. So the switch reads the value the
 * call stored: {@code k} is then the value the method returned in this run.
 *
 * <p><b>Soundness.</b> Every Java run of the call is a run of the model: the variant runs the
 * callee's commands (locks, waits and writes unchanged) and, at the return, the translator's
 * known value of {@code v} is the one every run reaching that return with that environment
 * has (the environments' invariant), or {@code *}, which pins nothing. The caller then pins
 * {@code l} to the returned value, which is what {@code l} holds until its next definition.
 * The variable is per thread and touched by no other thread; the instances of a
 * multi-instance thread id share it, but the window's commands are local to the instance and
 * always enabled (a monitor it holds is released by it alone), so any Java run can be
 * reordered, moving only instance-local steps, into one where each window runs without a step
 * of another instance in it, and that run is a model run with exact values; a model run
 * where another instance's {@code assign} falls inside a window only adds runs. Recursion and
 * nested calls are sequential within the thread: an inner call's switch reads its own value
 * before the outer return assigns.
 */
final class IntResults {
  /** The suffix of a result variable's name; no Java field or method name contains {@code #}. */
  private static final String SUFFIX = "#int";
  /** The most constants a method returns literally that its variable adds to its range. */
  private static final int MAX_RETURNED_CONSTANTS = 8;
  /** The value of an unknown result. */
  static final String UNKNOWN = "*";

  private final TranslationContext tc;
  private final Map<String, Variable> declared = new LinkedHashMap<>();

  IntResults(TranslationContext tc) {
    this.tc = tc;
  }

  /** True if an rb variable is a method's int result variable. */
  static boolean isResultVariable(Variable v) {
    return v.perThread() && v.name().endsWith(SUFFIX);
  }

  /** True for the int-like primitive types whose values an int result variable carries. */
  static boolean isIntLike(Type t) {
    return t instanceof PrimitiveType.IntType || t instanceof PrimitiveType.ShortType
        || t instanceof PrimitiveType.CharType || t instanceof PrimitiveType.ByteType;
  }

  /** True if all the callees are instances of one Java method (they share one variable). */
  boolean oneVariable(List<MethodInstance> callees) {
    return callees.stream().map(this::name).distinct().count() == 1;
  }

  /** The result variable of {@code callee}, declared on first use with its values. */
  String variable(MethodInstance callee) {
    String name = name(callee);
    declared.computeIfAbsent(name, n -> new Variable(n, values(callee), UNKNOWN, true));
    return name;
  }

  /**
   * The most values a range adds to a result variable: the widest range a tracked value can
   * have ({@link FrontendOptions#MAX_VALUE_BOUND} and the two values just outside it). A wider
   * range (seen on jetty-util, whose translation ran out of a 2 GB heap listing one) adds none.
   */
  private static final int MAX_RANGE = FrontendOptions.MAX_VALUE_BOUND + 2;

  /**
   * The values of {@code callee}'s result variable: its range's ints (none when the range is
   * wider than {@link #MAX_RANGE}), the constants it returns literally, then {@code *}. Any
   * set is sound: a returned value outside it is stored as {@code *} ({@link #valueOf}).
   */
  List<String> values(MethodInstance callee) {
    String name = name(callee);
    Variable known = declared.get(name);
    if (known != null) {
      return known.values();
    }
    MethodCode code = tc.pts().body(callee);
    TrackedValues.LocalRange r = tc.values().range(code);
    long width = (long) r.hi() - r.lo() + 1;
    java.util.Set<Long> ints = new java.util.TreeSet<>();
    if (width <= MAX_RANGE) {
      for (long k = r.lo(); k <= r.hi(); k++) {
        ints.add(k);
      }
    }
    int most = ints.size() + MAX_RETURNED_CONSTANTS;
    for (sootup.core.jimple.common.stmt.Stmt s : code.stmts()) {
      if (s instanceof sootup.core.jimple.common.stmt.JReturnStmt ret
          && JvmArithmetic.constant(ret.getOp()) != null && ints.size() < most) {
        ints.add(JvmArithmetic.constant(ret.getOp()));
      }
    }
    List<String> out = new ArrayList<>();
    ints.forEach(k -> out.add(Long.toString(k)));
    out.add(UNKNOWN);
    return out;
  }

  /** The value a return stores: {@code v}'s int if it is one of the variable's values, else *. */
  String valueOf(MethodInstance callee, LocalValue v) {
    if (v instanceof LocalValue.Int i) {
      String k = Long.toString(i.value());
      if (values(callee).contains(k)) {
        return k;
      }
    }
    return UNKNOWN;
  }

  private String name(MethodInstance callee) {
    String procedure = tc.procedureName(callee);
    int context = procedure.indexOf('[');
    return (context < 0 ? procedure : procedure.substring(0, context)) + SUFFIX;
  }

  /** The variables declared so far. */
  List<Variable> declarations() {
    return new ArrayList<>(declared.values());
  }
}
