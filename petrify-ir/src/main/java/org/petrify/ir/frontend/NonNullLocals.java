package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JNewMultiArrayExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JCaughtExceptionRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;

/**
 * The reference locals that are never {@code null}, per reachable method instance, and the
 * method instances that never return {@code null}: a greatest fixpoint over the whole program.
 *
 * <p>A reference local is <em>non-null</em> when every definition of it in the method is
 * {@code this}, a caught exception, a {@code new} object or array, a string or class constant,
 * a lambda, method reference or string concatenation ({@link NullnessRoutes#neverNullDynamic}),
 * a final JDK method that never returns null ({@link NullnessRoutes#neverNullFinal}), the head
 * taken from a JDK queue that rejects null elements ({@link #takesFromNullFreeQueue}), an
 * iterator, stream or view of a JDK collection ({@link #collectionView}), an element read
 * that returns an element or throws on JDK containers whose elements are never null ({@link
 * NonNullElements}),
 * a copy or cast of a non-null local, the result of a JDK factory that never returns null
 * ({@link #NEVER_NULL}), the result of a JDK map's {@code computeIfAbsent}, {@code compute}
 * or {@code merge} whose function never returns null ({@link ComputedMapValues}), the result
 * of a static or special call whose callees are application
 * method instances that all return non-null (a virtual or interface call too, when the points-to
 * set of its receiver is not empty, so that its callees are every method it may run), a read of
 * a {@code final} field that every constructor sets, before {@code this} escapes, to a non-null
 * value ({@link ConstructedFinalFields}), a read of a non-final field that every constructor
 * sets likewise, on objects that reach other threads only through happens-before edges, and
 * whose every write stores a non-null value ({@link PublishedFields}), a read of a {@code
 * static} field, after its class
 * is initialised, whose every write stores a non-null value ({@link StaticSingletons}), a copy
 * of a parameter at a statement that every path reaches through the non-null edge of a test of
 * that parameter ({@link #checkedParameter}: the parameter is never redefined), a copy or cast
 * of any local at a statement where a null test decides it ({@link NullTests#testedAt}: every
 * path there last defined it non-null or took the non-null edge of a test of it), or a
 * parameter whose every argument, at every call
 * statement that invokes this instance (the points-to analysis's {@link
 * PointsToResult#argumentSites}; for a lambda's implementation method, the values captured
 * at the lambda's creation, then the functional call's arguments), is non-null where it is
 * written: a non-null local, or one that a null test decides at that statement ({@code if (e
 * != null) { req.complete(e); }}). A method instance returns non-null
 * when every {@code return} returns a non-null local or constant, or one a test decides there.
 *
 * <p>Soundness: a {@code null} reference enters a local only through a definition, so it must
 * come from a source that is not in the list above (a {@code null} constant, a field or array
 * read, a call the list does not cover, a parameter of an instance invoked by the library, a
 * lambda call or the entry point — those have no argument sites and are never non-null).
 * The fixpoint starts from every candidate and removes a local as soon as one of its
 * definitions is not of the listed kinds or names a removed local, instance or parameter; what
 * remains has no definition chain that reaches such a source, so by induction on the length of
 * a run no execution stores {@code null} into it. The analysis is flow-insensitive (all
 * definitions of a local, wherever they are), so it holds at every statement. A local of an
 * instance that SootUp could not build a body for is never non-null (no facts at all).
 */
final class NonNullLocals {
  /**
   * JDK methods that never return {@code null} (they return a new or shared object, or throw):
   * {@code Class.method} for static factories and for methods of final classes, whose target
   * cannot be application code.
   */
  static final Set<String> NEVER_NULL = Set.of(
      "java.util.List.of", "java.util.List.copyOf", "java.util.Set.of", "java.util.Set.copyOf",
      "java.util.Map.of", "java.util.Map.ofEntries", "java.util.Map.entry",
      "java.util.Map.copyOf", "java.util.Arrays.asList", "java.util.Arrays.copyOf",
      "java.util.Arrays.copyOfRange", "java.util.Arrays.toString", "java.util.EnumSet.of",
      "java.util.EnumSet.noneOf", "java.util.EnumSet.allOf", "java.util.Optional.of",
      "java.util.Optional.ofNullable", "java.util.Optional.empty",
      "java.util.Objects.requireNonNull", "java.util.Objects.requireNonNullElse",
      "java.util.Objects.toString", "java.lang.String.valueOf", "java.lang.String.format",
      "java.lang.String.join", "java.lang.String.copyValueOf", "java.lang.String.concat",
      "java.lang.String.substring", "java.lang.String.trim", "java.lang.String.strip",
      "java.lang.String.toUpperCase", "java.lang.String.toLowerCase", "java.lang.String.repeat",
      "java.lang.String.replace", "java.lang.String.intern", "java.lang.String.formatted",
      "java.lang.String.toString", "java.lang.StringBuilder.toString",
      "java.lang.StringBuilder.append", "java.lang.StringBuffer.toString",
      "java.lang.Integer.valueOf", "java.lang.Long.valueOf", "java.lang.Short.valueOf",
      "java.lang.Byte.valueOf", "java.lang.Character.valueOf", "java.lang.Boolean.valueOf",
      "java.lang.Double.valueOf", "java.lang.Float.valueOf", "java.lang.Integer.toString",
      "java.lang.Long.toString", "java.lang.Thread.currentThread",
      "java.util.concurrent.Executors.newFixedThreadPool",
      "java.util.concurrent.Executors.newCachedThreadPool",
      "java.util.concurrent.Executors.newSingleThreadExecutor",
      "java.util.concurrent.Executors.newScheduledThreadPool",
      "java.util.concurrent.Executors.newSingleThreadScheduledExecutor",
      "java.util.concurrent.Executors.newWorkStealingPool",
      "java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor",
      "java.util.concurrent.Executors.newThreadPerTaskExecutor",
      "java.util.concurrent.Executors.defaultThreadFactory",
      "java.util.concurrent.Executors.callable",
      "java.util.concurrent.CompletableFuture.supplyAsync",
      "java.util.concurrent.CompletableFuture.runAsync",
      "java.util.concurrent.CompletableFuture.completedFuture");

  /** {@code java.util.Collections} factories (the readers, e.g. {@code max}, may give null). */
  private static final List<String> COLLECTIONS_PREFIXES = List.of("empty", "singleton",
      "unmodifiable", "synchronized", "checked", "nCopies", "newSetFromMap", "reverseOrder",
      "asLifoQueue");

  private final PointsToResult pts;
  private final Map<MethodInstance, Set<String>> nonNull = new HashMap<>();
  private final Set<MethodInstance> nonNullReturn = new HashSet<>();
  private final Map<MethodCode, Set<String>> byCode = new IdentityHashMap<>();
  private final Map<MethodInstance, Map<String, Long>> intParams = new HashMap<>();
  private final Map<MethodCode, Map<String, Long>> intParamsByCode = new IdentityHashMap<>();
  /** The lengths of the arrays parameters receive ({@link ParameterArrayLengths}). */
  private final ParameterArrayLengths arrayLengths;

  /**
   * The fields of {@link ConstructedFinalFields}, {@link PublishedFields} and {@link
   * StaticSingletons} whose every write stores a non-null value.
   */
  private final Set<String> nonNullFields = new HashSet<>();
  private final ConstructedFinalFields finals;
  private final PublishedFields published;
  /** The static fields read only after their class's initialisation wrote them. */
  private final StaticSingletons statics;
  private final NonNullElements elements;

  NonNullLocals(PointsToResult pts) {
    this.pts = pts;
    this.elements = new NonNullElements(pts);
    this.finals = new ConstructedFinalFields(pts);
    this.statics = new StaticSingletons(pts);
    this.published = new PublishedFields(pts);
    nonNullFields.addAll(finals.writes().keySet());
    nonNullFields.addAll(published.writes().keySet());
    nonNullFields.addAll(statics.writes().keySet());
    solve();
    solveIntParameters();
    this.arrayLengths = new ParameterArrayLengths(pts);
  }

  /**
   * The length of the array a local holds at statement {@code at}, when known: that of its
   * one reaching allocation, or of the arrays every caller passes to the parameter it holds
   * ({@link ParameterArrayLengths#length}).
   */
  Integer arrayLength(MethodCode code, int at, Local array) {
    return arrayLengths.length(code, at, array);
  }

  /**
   * The array length a local holds wherever it is read ({@link
   * ParameterArrayLengths#lengthLocal}), or null.
   */
  Integer lengthLocal(MethodCode code, Local l) {
    return arrayLengths.lengthLocal(code, l);
  }

  /**
   * The int or long constant a local holds in a method instance, or {@code null}: a local
   * defined only by the identity statement of an int-like or long parameter to which every call statement that
   * invokes the instance passes the same constant (directly, or as such a parameter of its
   * own). Sound for the same reason as the nullness of parameters: a parameter receives values
   * only from its argument sites, and an instance with an unknown caller has none.
   */
  Long intConstant(MethodInstance mi, Local l) {
    return intParams.getOrDefault(mi, Map.of()).get(l.getName());
  }

  /** The same, when every instance of the method whose body is code agrees. */
  Long intConstant(MethodCode code, String local) {
    return intParamsByCode.getOrDefault(code, Map.of()).get(local);
  }

  private void solveIntParameters() {
    Map<MethodCode, List<MethodInstance>> instances = new IdentityHashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        List<ArgumentSite> sites = pts.argumentSites(mi);
        if (code == null || sites.isEmpty()) {
          continue;
        }
        for (Map.Entry<String, Integer> p : onlyParameterDefinitions(code).entrySet()) {
          if (intParams.getOrDefault(mi, Map.of()).containsKey(p.getKey())) {
            continue;
          }
          Long value = null;
          boolean known = true;
          for (ArgumentSite site : sites) {
            Value arg = site.argument(p.getValue());
            Long c = JvmArithmetic.constant(arg) != null ? JvmArithmetic.constant(arg)
                : arg instanceof Local a ? intConstant(site.siteOf(p.getValue()).caller(), a)
                : null;
            if (c == null || value != null && !value.equals(c)) {
              known = false;
              break;
            }
            value = c;
          }
          if (known && value != null) {
            intParams.computeIfAbsent(mi, k -> new HashMap<>()).put(p.getKey(), value);
            changed = true;
          }
        }
      }
    }
    for (MethodInstance mi : pts.reachable()) {
      if (pts.body(mi) != null) {
        instances.computeIfAbsent(pts.body(mi), c -> new java.util.ArrayList<>()).add(mi);
      }
    }
    instances.forEach((code, list) -> {
      Map<String, Long> all = new HashMap<>(intParams.getOrDefault(list.get(0), Map.of()));
      for (MethodInstance mi : list) {
        Map<String, Long> own = intParams.getOrDefault(mi, Map.of());
        all.entrySet().removeIf(e -> !e.getValue().equals(own.get(e.getKey())));
      }
      if (!all.isEmpty()) {
        intParamsByCode.put(code, Map.copyOf(all));
      }
    });
  }

  /**
   * The int-like parameter locals of a body (by name, to the parameter index) that no
   * statement other than their identity statement defines.
   */
  static Map<String, Integer> onlyParameterDefinitions(MethodCode code) {
    Map<String, Integer> out = new HashMap<>();
    for (Stmt s : code.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && id.getLeftOp().getType() instanceof PrimitiveType t
          && List.of("int", "short", "byte", "char", "long").contains(t.getName())) {
        out.put(id.getLeftOp().getName(), p.getIndex());
      }
    }
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l) {
        out.remove(l.getName());
      }
    }
    return out;
  }

  /**
   * True if every read of the field returns a non-null value ({@link ConstructedFinalFields},
   * {@link PublishedFields}).
   */
  boolean isNonNullField(JFieldRef f) {
    return f instanceof sootup.core.jimple.common.ref.JInstanceFieldRef r
        && nonNullFields.contains(ConstructedFinalFields.key(r));
  }

  /** The static fields written only by their class's initialiser. */
  StaticSingletons statics() {
    return statics;
  }

  /**
   * True if every write of the static final field ({@code Class.name}) stores a non-null value
   * ({@link StaticSingletons}): a read of it after its class is initialised is never null.
   */
  boolean isNonNullStatic(String key) {
    return statics.writes().containsKey(key) && nonNullFields.contains(key);
  }

  /**
   * True if the compute call {@code inv} at statement {@code at} of {@code mi} never gives
   * null: its function never returns null ({@link ComputedMapValues}, judged with the
   * fixpoint's non-null returns).
   */
  boolean computesNonNull(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    return ComputedMapValues.nonNull(pts, mi, at, inv, nonNullReturn::contains);
  }

  /** True if the local is never null in the method instance (at any statement). */
  boolean isNonNull(MethodInstance mi, Local l) {
    return nonNull.getOrDefault(mi, Set.of()).contains(l.getName());
  }

  /**
   * True if the local is never null at statement {@code at} of the instance: non-null
   * everywhere, or decided there by a null test ({@link NullTests#testedAt}: {@code if (e ==
   * null) break; e.close();}). Asked after the fixpoint, so the definitions it vouches for are
   * the fixpoint's.
   */
  boolean isNonNullAt(MethodInstance mi, int at, Local l) {
    return isNonNull(mi, l) || testedNonNull(mi, at, l);
  }

  /** True if the local is never null in every instance of the method whose body is code. */
  boolean isNonNull(MethodCode code, String local) {
    return byCode.getOrDefault(code, Set.of()).contains(local);
  }

  /** True if the JDK method named by a call never returns null ({@link #NEVER_NULL}). */
  static boolean neverNull(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (NEVER_NULL.contains(cls + "." + name)) {
      return true;
    }
    if (cls.equals("java.util.Collections") && inv instanceof JStaticInvokeExpr) {
      return COLLECTIONS_PREFIXES.stream().anyMatch(name::startsWith);
    }
    return false;
  }

  private void solve() {
    Map<MethodCode, List<MethodInstance>> instances = new IdentityHashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      instances.computeIfAbsent(code, c -> new java.util.ArrayList<>()).add(mi);
      nonNull.put(mi, referenceLocals(code));
      nonNullReturn.add(mi);
    }
    boolean changed = true;
    while (changed) {
      changed = elements.refine((caller, at, v) ->
          valueNonNull(caller, at, v) || testedNonNull(caller, at, v));
      for (String field : List.copyOf(nonNullFields)) {
        for (Map.Entry<MethodInstance, Integer> w : writesOf(field)) {
          Stmt s = pts.body(w.getKey()).stmt(w.getValue());
          if (!valueNonNull(w.getKey(), w.getValue(), ((JAssignStmt) s).getRightOp())) {
            nonNullFields.remove(field);
            changed = true;
            break;
          }
        }
      }
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        if (code == null) {
          continue;
        }
        Set<String> set = nonNull.get(mi);
        for (int i = 0; i < code.size(); i++) {
          Stmt s = code.stmt(i);
          if (s instanceof JIdentityStmt id && set.contains(id.getLeftOp().getName())
              && !identityNonNull(mi, id)) {
            set.remove(id.getLeftOp().getName());
            changed = true;
          } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
              && set.contains(l.getName()) && !valueNonNull(mi, i, a.getRightOp())
              && !checkedParameter(code, i, a.getRightOp())
              && !testedNonNull(mi, i, a.getRightOp())) {
            set.remove(l.getName());
            changed = true;
          } else if (s instanceof JReturnStmt r && nonNullReturn.contains(mi)
              && !valueNonNull(mi, i, r.getOp()) && !checkedParameter(code, i, r.getOp())
              && !testedNonNull(mi, i, r.getOp())) {
            nonNullReturn.remove(mi);
            changed = true;
          }
        }
      }
    }
    instances.forEach((code, list) -> {
      Set<String> all = new HashSet<>(nonNull.get(list.get(0)));
      for (MethodInstance mi : list) {
        all.retainAll(nonNull.get(mi));
      }
      byCode.put(code, Set.copyOf(all));
    });
  }

  /** The write statements of a candidate field, whichever rule proposed it. */
  private List<Map.Entry<MethodInstance, Integer>> writesOf(String field) {
    List<Map.Entry<MethodInstance, Integer>> sites = finals.writes().get(field);
    if (sites == null) {
      sites = published.writes().get(field);
    }
    return sites != null ? sites : statics.writes().get(field);
  }

  /**
   * True if the returned value is a parameter (or {@code this}) that every path to the return
   * statement has tested against {@code null} and found non-null ({@code if (p == null) throw
   * ...; return p;}, the shape of {@code checkNotNull}): the local is defined only by its
   * identity statement, so no later definition can make it null again, and the return is
   * unreachable from the entry once the test's non-null edge is removed (exception edges
   * followed too).
   */
  static boolean checkedParameter(MethodCode code, int ret, Value v) {
    if (!(v instanceof Local p)) {
      return false;
    }
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && l.getName().equals(p.getName())) {
        return false;
      }
    }
    for (int j = 0; j < code.size(); j++) {
      if (!(code.stmt(j) instanceof sootup.core.jimple.common.stmt.JIfStmt f)
          || code.successors(j).length != 2) {
        continue;
      }
      var c = f.getCondition();
      boolean tests = c.getOp1() instanceof Local a && a.getName().equals(p.getName())
          && c.getOp2() instanceof sootup.core.jimple.common.constant.NullConstant
          || c.getOp2() instanceof Local b && b.getName().equals(p.getName())
          && c.getOp1() instanceof sootup.core.jimple.common.constant.NullConstant;
      boolean eq = c instanceof sootup.core.jimple.common.expr.JEqExpr;
      if (!tests || !eq && !(c instanceof sootup.core.jimple.common.expr.JNeExpr)) {
        continue;
      }
      int nonNullSide = code.successors(j)[eq ? 0 : 1];
      if (!reachesAvoiding(code, ret, j, nonNullSide)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True if a value (a local, or a cast of one) is non-null at statement {@code at} of the
   * method instance because every path to {@code at} last defined the local with a non-null
   * value or then took the non-null edge of a test of it ({@link NullTests#testedAt}):
   * {@code if (e != null) { req.complete(e); }}, whatever else {@code e} holds elsewhere.
   */
  private boolean testedNonNull(MethodInstance mi, int at, Value v) {
    Value op = v instanceof JCastExpr c ? c.getOp() : v;
    if (!(op instanceof Local l) || l.getType() instanceof PrimitiveType) {
      return false;
    }
    MethodCode code = pts.body(mi);
    return code != null && NullTests.testedAt(code, at, l.getName(),
        i -> code.stmt(i) instanceof JAssignStmt a && valueNonNull(mi, i, a.getRightOp()));
  }

  /** True if statement {@code target} is reachable from the entry without edge from→to. */
  private static boolean reachesAvoiding(MethodCode code, int target, int from, int to) {
    boolean[] seen = new boolean[code.size()];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.push(0);
    seen[0] = true;
    while (!work.isEmpty()) {
      int s = work.pop();
      if (s == target) {
        return true;
      }
      List<Integer> next = new java.util.ArrayList<>();
      for (int t : code.successors(s)) {
        if (!(s == from && t == to)) {
          next.add(t);
        }
      }
      next.addAll(code.handlers(s).values());
      for (int t : next) {
        if (!seen[t]) {
          seen[t] = true;
          work.push(t);
        }
      }
    }
    return false;
  }

  private boolean identityNonNull(MethodInstance mi, JIdentityStmt id) {
    Value r = id.getRightOp();
    if (r instanceof JThisRef || r instanceof JCaughtExceptionRef) {
      return true;
    }
    if (!(r instanceof JParameterRef p)) {
      return false;
    }
    return pts.everyArgument(mi, p.getIndex(), (caller, stmt, arg) ->
        valueNonNull(caller, stmt, arg) || testedNonNull(caller, stmt, arg));
  }

  /** True if a value (an immediate or the right side of an assignment) is never null. */
  private boolean valueNonNull(MethodInstance mi, int at, Value v) {
    if (v instanceof JNewExpr || v instanceof JNewArrayExpr || v instanceof JNewMultiArrayExpr
        || v instanceof StringConstant || v instanceof ClassConstant) {
      return true;
    }
    if (v instanceof Local l) {
      return nonNull.getOrDefault(mi, Set.of()).contains(l.getName());
    }
    if (v instanceof JCastExpr c) {
      return valueNonNull(mi, at, c.getOp());
    }
    if (v instanceof sootup.core.jimple.common.ref.JInstanceFieldRef r) {
      return nonNullFields.contains(ConstructedFinalFields.key(r));
    }
    if (v instanceof sootup.core.jimple.common.ref.JStaticFieldRef r) {
      String key = statics.key(r);
      return key != null && isNonNullStatic(key)
          && (statics.readAfterInit(mi, key) || statics.readAfterOwnWrite(mi, at, key));
    }
    if (v instanceof AbstractInvokeExpr inv) {
      if (NullnessRoutes.neverNullDynamic(inv) || NullnessRoutes.neverNullFinal(inv)) {
        return true;
      }
      if (!(inv.getType() instanceof ClassType) && !(inv.getType()
          instanceof sootup.core.types.ArrayType)) {
        return false;
      }
      Set<MethodInstance> callees = pts.callees(mi, at);
      boolean single = inv instanceof JStaticInvokeExpr || inv instanceof JSpecialInvokeExpr;
      if (callees.isEmpty()) {
        return neverNull(inv) && (single || isFinalJdkClass(inv))
            || takesFromNullFreeQueue(mi, at, inv) || lockView(mi, at, inv)
            || collectionView(mi, at, inv) || elements.readsNonNull(mi, at, inv)
            || ComputedMapValues.nonNull(pts, mi, at, inv, nonNullReturn::contains);
      }
      if (!single && (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
          || pts.pointsTo(mi, at, ii.getBase()).isEmpty())) {
        return false;
      }
      for (MethodInstance c : callees) {
        if (!nonNullReturn.contains(c)) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * True for a call that removes or reads the head of a queue, or waits for one, on a receiver
   * that may only be objects of the JDK queues that reject {@code null} elements ({@link
   * #NULL_FREE_QUEUES}: their {@code add}/{@code offer}/{@code put} throw on null): {@code take}
   * and the methods of {@link #HEAD_OR_THROW} return an element or throw, so never null.
   */
  private boolean takesFromNullFreeQueue(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || !inv.getArgs().isEmpty()
        || !HEAD_OR_THROW.contains(inv.getMethodSignature().getName())) {
      return false;
    }
    List<org.petrify.ir.pointsto.AbstractObject> objects = pts.pointsTo(mi, at, ii.getBase());
    return !objects.isEmpty()
        && objects.stream().allMatch(o -> NULL_FREE_QUEUES.contains(o.type()));
  }

  /**
   * True for {@code newCondition()}, {@code readLock()} or {@code writeLock()} on a receiver
   * that may only be objects of exactly the JDK's {@code ReentrantLock} or {@code
   * ReentrantReadWriteLock} (no subclass: the points-to type is the allocated class): their
   * {@code newCondition} returns a new condition object, {@code readLock}/{@code writeLock} a
   * view made in the constructor and kept in a final field, never null.
   */
  private boolean lockView(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || !inv.getArgs().isEmpty()) {
      return false;
    }
    String name = inv.getMethodSignature().getName();
    Set<String> classes = name.equals("newCondition") ? LOCKS_WITH_CONDITIONS
        : name.equals("readLock") || name.equals("writeLock") ? READ_WRITE_LOCKS : null;
    if (classes == null) {
      return false;
    }
    List<org.petrify.ir.pointsto.AbstractObject> objects = pts.pointsTo(mi, at, ii.getBase());
    return !objects.isEmpty() && objects.stream().allMatch(o -> classes.contains(o.type()));
  }

  /**
   * True for a call of one of {@link #VIEWS} ({@code iterator()}, {@code stream()}, {@code
   * entrySet()}, ...) on a receiver that may only be objects of exactly a JDK collection class
   * of {@link #JDK_COLLECTIONS} (no Mockito object): each such class returns a new iterator,
   * stream, array or view object there, or throws, never null (jetty's {@code for (Bean b :
   * _beans)} over its {@code CopyOnWriteArrayList} raised a {@code NullPointerException} on the
   * iterator in the model). Sound as {@link #lockView}: the points-to type of an allocated
   * object is its class, so no application subclass (whose override might return null) hides
   * behind it; an empty set (no known object) is not non-null.
   */
  private boolean collectionView(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)
        || !VIEWS.contains(inv.getMethodSignature().getName())) {
      return false;
    }
    List<org.petrify.ir.pointsto.AbstractObject> objects = pts.pointsTo(mi, at, ii.getBase());
    return !objects.isEmpty() && objects.stream().allMatch(o -> !pts.isMockitoObject(o)
        && JDK_COLLECTIONS.contains(o.type()));
  }

  /** Collection methods that return a new object or a view ({@link #collectionView}). */
  private static final Set<String> VIEWS = Set.of("iterator", "listIterator",
      "descendingIterator", "spliterator", "stream", "parallelStream", "keySet", "values",
      "entrySet", "toArray", "subList");

  /**
   * JDK collection classes whose {@link #VIEWS} never return null: the unsynchronised ones and
   * {@link SafePublications#CONCURRENT_CONTAINERS}.
   */
  private static final Set<String> JDK_COLLECTIONS = java.util.stream.Stream.concat(
          java.util.stream.Stream.of("java.util.ArrayList", "java.util.LinkedList",
              "java.util.ArrayDeque", "java.util.HashMap", "java.util.HashSet",
              "java.util.LinkedHashMap", "java.util.LinkedHashSet", "java.util.TreeMap",
              "java.util.TreeSet", "java.util.Vector", "java.util.PriorityQueue",
              "java.util.IdentityHashMap", "java.util.WeakHashMap", "java.util.Hashtable"),
          SafePublications.CONCURRENT_CONTAINERS.stream()).collect(
          java.util.stream.Collectors.toUnmodifiableSet());

  /** The JDK locks whose {@code newCondition()} returns a new condition. */
  private static final Set<String> LOCKS_WITH_CONDITIONS = Set.of(
      "java.util.concurrent.locks.ReentrantLock",
      "java.util.concurrent.locks.ReentrantReadWriteLock$WriteLock");

  /** The JDK read-write lock whose views are kept in final fields. */
  private static final Set<String> READ_WRITE_LOCKS = Set.of(
      "java.util.concurrent.locks.ReentrantReadWriteLock");

  /** Queue methods without arguments that return an element or throw (or wait for one). */
  private static final Set<String> HEAD_OR_THROW = Set.of("take", "takeFirst", "takeLast",
      "remove", "element", "removeFirst", "removeLast", "getFirst", "getLast", "pop");

  /** JDK queues whose specification forbids {@code null} elements. */
  private static final Set<String> NULL_FREE_QUEUES = Set.of(
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.PriorityBlockingQueue",
      "java.util.concurrent.DelayQueue", "java.util.concurrent.SynchronousQueue",
      "java.util.concurrent.LinkedTransferQueue", "java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque", "java.util.ArrayDeque",
      "java.util.PriorityQueue");

  /** Classes of {@link #NEVER_NULL} whose instance methods cannot be overridden. */
  private static boolean isFinalJdkClass(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    return cls.equals("java.lang.String") || cls.equals("java.lang.StringBuilder")
        || cls.equals("java.lang.StringBuffer");
  }

  /** The reference locals that some assignment or identity statement of {@code code} defines. */
  static Set<String> referenceLocals(MethodCode code) {
    Set<String> out = new HashSet<>();
    for (Stmt s : code.stmts()) {
      Value lhs = s instanceof JAssignStmt a ? a.getLeftOp()
          : s instanceof JIdentityStmt id ? (Value) id.getLeftOp() : null;
      if (lhs instanceof Local l && !(l.getType() instanceof PrimitiveType)) {
        out.add(l.getName());
      }
    }
    return out;
  }
}
