package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.pointsto.KnownValues.Known;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootMethod;

/**
 * Branch-aware points-to: a method called with arguments whose values the caller knows is
 * analysed in a context of its own that records them, and only the statements its branches
 * can reach with those values generate constraints. So an allocation, call or return on a
 * branch the arguments rule out reaches neither the instance's points-to sets nor its caller's
 * ({@code RingBuffer.create(SINGLE, ...)} returns the single-producer ring only).
 *
 * <p><b>The rule.</b> A parameter of a method is <em>deciding</em> when a condition of an
 * {@code if} or {@code switch} of its body reads it ({@link KnownValues#testedParameters}), or
 * when the body passes it on (a copy of the parameter itself) as an argument that is deciding
 * for the callee the call names (resolved statically; a cycle of calls counts as not
 * deciding). At a call dispatched to an application method whose parameters are the written
 * arguments one to one, each deciding parameter whose argument has a value known in the caller
 * ({@link KnownValues#value}, with the caller's own known parameters: an int, an enum
 * constant, {@code null} or a string literal; some non-null reference does not count, it would
 * make an instance for nearly every call, and the object of a {@code new} counts only for a
 * parameter that an identity test against a string literal reads ({@link #literalDeciding}),
 * which it decides: {@code pick(new String("a"))} never takes {@code if (s == "a")}, and, with
 * its class, for a parameter that an {@code instanceof} or a pattern switch tests ({@link
 * #typeDeciding}, {@link KnownTypeTests}): {@code pick(new Push())} never takes {@code case Pull
 * q ->}) is
 * recorded, when these
 * values rule out a statement that can still reach a normal return or a {@code throw} statement
 * ({@link #prunesReturnOrThrow}), in an element
 * {@code args(p3=E.SINGLE;p0=1)} put in front of the callee's context; the analysis of that
 * instance then follows only the feasible statements: those reachable from the entry along
 * normal edges, where a branch decided by the known values ({@link KnownValues#decided}) keeps
 * its one successor, and along every exception edge. A local assigned at several statements
 * (javac's case index of a {@code switch} on strings) is known at a statement when every
 * feasible path to it assigned the same known value last (a forward analysis over the feasible
 * edges, met at joins, run to its fixpoint with the branches it decides).
 *
 * <p>A parameter that is the key of a map's {@code computeIfAbsent} or {@code putIfAbsent}
 * (or is passed on to such a parameter, {@link #keyParameters}) gets its argument recorded too
 * when it is a string literal, an enum constant or an int (boxed as the key), whether or not it decides a branch: the
 * instance then knows the key ({@link KeyedMaps}).
 *
 * <p><b>Soundness.</b> An instance with an {@code args} element is entered only from calls
 * whose arguments have those values in every run (the element is made from the call's
 * arguments, and a context cut by the context cap keeps its first element, this one): so every
 * run of the instance starts with the parameters holding those values, takes at each decided
 * branch the successor kept, and runs feasible statements only. The statements left out run in
 * no execution of the instance, so the constraints they would add describe nothing that
 * happens. Calls whose arguments are not known (a lambda's captured values, library
 * call-backs, the entry point) make instances without the element, analysed whole, as before.
 *
 * <p>Invariant: the element is always the first of its instance's context; only the element in
 * first position speaks for the instance (the same text further back is part of a caller's or
 * a receiver's identity).
 */
final class ParameterBranches {
  private static final String PREFIX = "args(";

  private final CodeBase code;
  private final KnownValues values;
  /** The parameter values each {@code args} element stands for. */
  private final Map<String, Map<Integer, Known>> elements = new HashMap<>();
  private final Map<MethodSignature, Set<Integer>> deciding = new HashMap<>();
  private final Map<MethodSignature, Set<Integer>> literalDeciding = new HashMap<>();
  private final Map<MethodSignature, Set<Integer>> keyParameters = new HashMap<>();
  private final Map<MethodSignature, Set<Integer>> typeDeciding = new HashMap<>();
  /** The (signature, which closure) pairs being computed: a cycle of calls passes nothing on. */
  private final Set<List<Object>> inProgress = new HashSet<>();
  /** Per target signature and known values: whether they rule out returning or throwing code. */
  private final Map<List<Object>, Boolean> prunes = new HashMap<>();
  /** Per instance with an {@code args} element: its feasible statements. */
  private final Map<MethodInstance, Feasible> feasible = new HashMap<>();

  /**
   * The feasible statements of an instance with known parameters: {@code reached[i]} is false
   * when no run reaches statement i, {@code decided[i]} is the one successor every run takes
   * from an {@code if} or {@code switch} i the known values decide, else -1.
   */
  record Feasible(boolean[] reached, int[] decided) {}

  ParameterBranches(CodeBase code) {
    this.code = code;
    this.values = new KnownValues(code);
  }

  /**
   * The {@code args} element of a call's callee context when the call's written arguments give
   * known values to deciding parameters of the target, else null. {@code body} is the caller's
   * code.
   */
  String element(Invocation inv, JavaSootMethod target, MethodCode body) {
    if (inv.key() == null || body == null || inv.captured() != null || inv.argValues().isEmpty()
        || inv.argValues().size() != target.getParameterCount()
        || !target.getSignature().getSubSignature().equals(inv.sig().getSubSignature())) {
      return null;
    }
    Set<Integer> params = deciding(target);
    Set<Integer> keys = keyParameters(target);
    if (params.isEmpty() && keys.isEmpty()) {
      return null;
    }
    MethodInstance caller = inv.key().caller();
    Map<Integer, Known> callerValues = knownParameters(caller);
    Map<Integer, Known> known = new TreeMap<>();
    for (int j : params) {
      Known v = recorded(target, j, values.value(body, inv.argValues().get(j), callerValues));
      if (v != null) {
        known.put(j, v);
      }
    }
    boolean keyed = false;
    for (int j : keys) {
      Known v = values.value(body, inv.argValues().get(j), callerValues);
      if (KeyedMaps.isKey(v)) {
        known.put(j, v);
        keyed = true;
      }
    }
    if (known.isEmpty() || !keyed && !prunesReturnOrThrow(target, known)) {
      return null;
    }
    StringBuilder name = new StringBuilder(PREFIX);
    known.forEach((j, v) -> name.append(name.length() > PREFIX.length() ? ";" : "").append('p')
        .append(j).append('=').append(v));
    String element = name.append(')').toString();
    elements.putIfAbsent(element, Map.copyOf(known));
    return element;
  }

  /**
   * The value recorded for deciding parameter {@code j} of the target when the call gives it
   * {@code v}, or null: never some non-null reference, and the object of a {@code new} only
   * where it may decide: with its class for a parameter a type test reads ({@link
   * #typeDeciding}), without it for one an identity test against a literal reads.
   */
  private Known recorded(JavaSootMethod target, int j, Known v) {
    if (v instanceof KnownValues.NonNull) {
      return null;
    }
    if (!(v instanceof KnownValues.Fresh f)) {
      return v;
    }
    if (f.type() != null && typeDeciding(target).contains(j)) {
      return f;
    }
    return literalDeciding(target).contains(j) ? f.untyped() : null;
  }

  /**
   * True if the values rule out a statement of the target's body from which a normal return is
   * reachable, or a {@code throw} statement, or one of them is passed on to a callee it decides.
   * Only then may the instance's points-to sets differ from the method's, or its model raise
   * less: a guard {@code if (index < 0 || index > size) throw ...} that the values decide
   * ({@code checkPositionIndex(0, array.length)}) leaves the instance no exception to raise,
   * where the method's model raises one, and a thread that dies by that raise keeps its locks.
   * A guard the values do not decide makes no instance of its own.
   */
  private boolean prunesReturnOrThrow(JavaSootMethod target, Map<Integer, Known> known) {
    List<Object> key = List.of(target.getSignature(), known);
    return prunes.computeIfAbsent(key, k -> {
      MethodCode code = this.code.methodCode(target);
      if (!values.testedParameters(code).containsAll(known.keySet())) {
        return true; // a value passed on decides a callee's branches
      }
      boolean[] reached = reach(code, known).reached();
      boolean[] returning = returning(code);
      for (int i = 0; i < reached.length; i++) {
        if (!reached[i] && (returning[i] || code.stmt(i) instanceof JThrowStmt)) {
          return true;
        }
      }
      return false;
    });
  }

  /** The statements from which a return statement is reachable (every edge followed). */
  private static boolean[] returning(MethodCode code) {
    List<List<Integer>> preds = new java.util.ArrayList<>();
    for (int i = 0; i < code.size(); i++) {
      preds.add(new java.util.ArrayList<>());
    }
    ArrayDeque<Integer> work = new ArrayDeque<>();
    boolean[] out = new boolean[code.size()];
    for (int i = 0; i < code.size(); i++) {
      for (int t : code.successors(i)) {
        preds.get(t).add(i);
      }
      for (int t : code.handlers(i).values()) {
        preds.get(t).add(i);
      }
      if (code.stmt(i) instanceof JReturnStmt || code.stmt(i) instanceof JReturnVoidStmt) {
        out[i] = true;
        work.add(i);
      }
    }
    while (!work.isEmpty()) {
      for (int p : preds.get(work.poll())) {
        if (!out[p]) {
          out[p] = true;
          work.add(p);
        }
      }
    }
    return out;
  }

  /** True if a context element is one of this class's {@code args(...)} elements. */
  static boolean isElement(String contextElement) {
    return contextElement.startsWith(PREFIX);
  }

  /** The parameter values an instance is analysed with (empty if none). */
  Map<Integer, Known> knownParameters(MethodInstance mi) {
    List<String> e = mi.context().elements();
    return e.isEmpty() ? Map.of() : elements.getOrDefault(e.get(0), Map.of());
  }

  /**
   * The statements of an instance's body that some run may reach, or null when its parameters
   * are not known (every statement may run).
   */
  Feasible feasible(MethodInstance mi, MethodCode body) {
    Map<Integer, Known> params = knownParameters(mi);
    if (params.isEmpty()) {
      return null;
    }
    return feasible.computeIfAbsent(mi, k -> reach(body, params));
  }

  /** The feasible statements of every instance with known parameters. */
  Map<MethodInstance, Feasible> feasibleStatements() {
    return feasible;
  }

  private Feasible reach(MethodCode body, Map<Integer, Known> params) {
    boolean[] seen = new boolean[body.size()];
    int[] decisions = new int[body.size()];
    java.util.Arrays.fill(decisions, -1);
    // per statement, the values of several-times-defined locals on entry, met over the
    // feasible edges into it (null: not reached yet); an absent local is unknown
    List<Map<String, Known>> in = new java.util.ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      in.add(null);
    }
    ArrayDeque<Integer> work = new ArrayDeque<>();
    boolean[] queued = new boolean[body.size()];
    in.set(0, Map.of());
    seen[0] = true;
    queued[0] = true;
    work.add(0);
    while (!work.isEmpty()) {
      int s = work.poll();
      queued[s] = false;
      Map<String, Known> env = in.get(s);
      int decided = values.decided(body, s, params, env);
      decisions[s] = decided;
      Map<String, Known> out = after(body, s, params, env);
      int[] next = decided >= 0 ? new int[] {decided} : body.successors(s);
      for (int t : next) {
        flow(t, out, in, seen, queued, work);
      }
      for (int t : body.handlers(s).values()) {
        flow(t, env, in, seen, queued, work); // the statement threw: its assignment did not happen
      }
    }
    return new Feasible(seen, decisions);
  }

  /**
   * The values of several-times-defined locals after statement {@code s}: an assignment of
   * such a local gives it the value {@link KnownValues#value} knows there, or makes it unknown.
   */
  private Map<String, Known> after(MethodCode body, int s, Map<Integer, Known> params,
      Map<String, Known> env) {
    if (!(body.stmt(s) instanceof sootup.core.jimple.common.stmt.AbstractDefinitionStmt d)
        || !(d.getLeftOp() instanceof sootup.core.jimple.common.Local l)
        || body.singleDefinition(l.getName()) != null) {
      return env;
    }
    Map<String, Known> out = new java.util.HashMap<>(env);
    Known v = d instanceof sootup.core.jimple.common.stmt.JAssignStmt a
        ? values.value(body, a.getRightOp(), params, env) : null;
    if (v == null) {
      out.remove(l.getName());
    } else {
      out.put(l.getName(), v);
    }
    return out;
  }

  /**
   * Adds the edge into t with these values: the meet keeps the locals both sides agree on, and
   * a fresh object met with some non-null reference as non-null.
   */
  private static void flow(int t, Map<String, Known> env, List<Map<String, Known>> in,
      boolean[] seen, boolean[] queued, ArrayDeque<Integer> work) {
    Map<String, Known> old = in.get(t);
    Map<String, Known> met;
    if (old == null) {
      met = env;
    } else {
      met = new java.util.HashMap<>();
      for (Map.Entry<String, Known> e : old.entrySet()) {
        Known m = meet(e.getValue(), env.get(e.getKey()));
        if (m != null) {
          met.put(e.getKey(), m);
        }
      }
      if (met.equals(old)) {
        return; // nothing changed
      }
    }
    in.set(t, met);
    seen[t] = true;
    if (!queued[t]) {
      queued[t] = true;
      work.add(t);
    }
  }

  /** The value both sides of a join agree on, or null. */
  private static Known meet(Known a, Known b) {
    if (a.equals(b)) {
      return a;
    }
    if (a instanceof KnownValues.Fresh x && b instanceof KnownValues.Fresh) {
      return x.untyped(); // two new objects, of different classes
    }
    boolean nonNull = (a instanceof KnownValues.Fresh || a instanceof KnownValues.NonNull)
        && (b instanceof KnownValues.Fresh || b instanceof KnownValues.NonNull);
    return nonNull ? new KnownValues.NonNull() : null;
  }

  /** The deciding parameters of a method with a body (see the class comment). */
  Set<Integer> deciding(JavaSootMethod m) {
    return closure(m, deciding, values::testedParameters);
  }

  /**
   * The deciding parameters that an identity test against a string literal reads, in the body
   * or in a callee it passes them on to: the only ones for which a {@link KnownValues.Fresh}
   * argument is recorded. Elsewhere a fresh argument decides no more than a non-null one, which
   * is not recorded (it would make an instance for nearly every call).
   */
  Set<Integer> literalDeciding(JavaSootMethod m) {
    return closure(m, literalDeciding, values::literalTestedParameters);
  }

  /**
   * The deciding parameters that an {@code instanceof} or a pattern switch tests, in the body
   * or in a callee it passes them on to: the only ones for which the class of a {@link
   * KnownValues.Fresh} argument is recorded ({@link KnownTypeTests}).
   */
  Set<Integer> typeDeciding(JavaSootMethod m) {
    return closure(m, typeDeciding, values::typeTestedParameters);
  }

  /**
   * The parameters that are the key of a {@code computeIfAbsent} or {@code putIfAbsent} of its
   * body ({@link KeyedMaps#keyParameters}), or that it passes on to a callee's key parameter: a
   * literal or enum constant argument is recorded for them, so that the instance knows the key
   * ({@link KeyedMaps}) whether or not the value decides a branch.
   */
  Set<Integer> keyParameters(JavaSootMethod m) {
    return closure(m, keyParameters, body -> KeyedMaps.keyParameters(body, values));
  }

  /**
   * The parameters of a method with a body that {@code tested} finds in its body, or that it
   * passes on (a copy of the parameter itself) as an argument the statically named callee has
   * in the same closure; a cycle of calls counts as not passing on.
   */
  private Set<Integer> closure(JavaSootMethod m, Map<MethodSignature, Set<Integer>> cache,
      java.util.function.Function<MethodCode, Set<Integer>> tested) {
    Set<Integer> known = cache.get(m.getSignature());
    if (known != null) {
      return known;
    }
    List<Object> progressKey = List.of(m.getSignature(),
        cache == deciding ? 0 : cache == literalDeciding ? 1 : cache == keyParameters ? 2 : 3);
    if (!m.hasBody() || !code.isApplication(m.getDeclaringClassType())
        || !inProgress.add(progressKey)) {
      return Set.of();
    }
    Set<Integer> out = new HashSet<>();
    try {
      MethodCode body = code.methodCode(m);
      out.addAll(tested.apply(body));
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null || inv instanceof JDynamicInvokeExpr) {
          continue;
        }
        passedOn(body, inv, out, callee -> closure(callee, cache, tested));
      }
    } catch (RuntimeException e) {
      out.clear(); // a body SootUp cannot build is reported when it is reached
    } finally {
      inProgress.remove(progressKey);
    }
    Set<Integer> result = Set.copyOf(out);
    cache.put(m.getSignature(), result);
    return result;
  }

  /** Adds the parameters the call passes on as arguments in its callee's closure. */
  private void passedOn(MethodCode body, AbstractInvokeExpr inv, Set<Integer> out,
      java.util.function.Function<JavaSootMethod, Set<Integer>> closureOf) {
    Optional<JavaSootMethod> callee = Optional.empty();
    boolean resolved = false;
    List<? extends Value> args = inv.getArgs();
    for (int j = 0; j < args.size(); j++) {
      int p = values.parameterOf(body, args.get(j));
      if (p < 0 || out.contains(p)) {
        continue;
      }
      if (!resolved) {
        callee = code.resolve(inv.getMethodSignature());
        resolved = true;
      }
      if (callee.isPresent() && closureOf.apply(callee.get()).contains(j)) {
        out.add(p);
      }
    }
  }
}
