package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * Plain JDK collections that stay empty: an abstract object allocated with {@code new} of one of
 * the JDK collection classes in {@link #TYPES} that no reachable code can add an element to.
 * For such an object {@code isEmpty()} is {@code true}, {@code size()} is 0, and
 * {@code contains}/{@code containsKey}/{@code containsValue} are {@code false}; so is
 * {@code hasNext()}/{@code hasMoreElements()} of its iterators, which the points-to analysis
 * represents by the collection object itself ({@code iterator()}, {@code keySet()},
 * {@code subList(...)}, ... return the receiver). {@link #resultConstant} gives these results to
 * the translator as known int values of the locals that receive them, so the conditions that
 * test them are decided (a loop over an empty queue is not entered), instead of being
 * nondeterministic choices that take elements nobody put there.
 *
 * <p>An object is empty when all of the following hold in the reachable code (every method
 * instance of the points-to result, in every context):
 * <ul>
 *   <li>its runtime type is exactly one of {@link #TYPES} (an application subclass is not a
 *       candidate: its own methods may add behind a name the rule does not know); no
 *       constructor reference of its class exists ({@code ArrayList::new}: the JDK
 *       may call it and fill the object, as {@code Collectors.toCollection} does; such objects
 *       look like allocations of the program), nor is it made by Mockito;</li>
 *   <li>every call whose receiver may be the object calls a method in {@link #NON_ADDING}, or a
 *       constructor whose parameters are all primitive or a {@code Comparator} (no copy
 *       constructor); a call of any other method (including {@code add}, {@code put},
 *       {@code offer}, {@code push}, {@code addAll}, {@code computeIfAbsent}, {@code merge},
 *       {@code set} of a list iterator, ...) makes it non-empty;</li>
 *   <li>the object is never an argument of a call that does not target application code (a JDK
 *       call, an {@code invokedynamic} capture such as {@code list::add}), where the library
 *       could add to it out of sight;</li>
 *   <li>it is never returned by a method the library may call: a lambda's implementation or a
 *       method that overrides or implements a JDK method (a {@code Supplier.get} handed to
 *       {@code Collectors.toCollection}, a {@code ThreadLocal.initialValue});</li>
 *   <li>no reachable call of an adding method has a receiver the points-to analysis knows
 *       nothing about (an empty points-to set) whose declared class is a supertype of the
 *       object's type: such a receiver could be the object;</li>
 *   <li>no reachable code uses reflection, method or var handles, {@code Unsafe} or
 *       deserialization ({@link TrackedValues} turns all value tracking off then, and so does
 *       this rule).</li>
 * </ul>
 *
 * <p>Soundness: an element enters a collection only through one of its own methods, called by
 * application code (each such call is a reachable call statement whose receiver's points-to
 * set contains the object, or an empty set, both ruled out above) or by the JDK, which reaches
 * the object only through a reference the application handed to it (an argument, a captured
 * value, a value returned to it: ruled out above) — the JDK's own call-backs into application
 * methods it was handed are covered by the points-to analysis's call-back edges, except the
 * {@code equals}/{@code hashCode}/{@code compareTo}/{@code toString} of elements that hash and
 * tree containers call, which the model trusts in general (see the limitations) and this rule
 * trusts too. Every runtime object of the abstract object therefore stays empty for the whole
 * run, and the answers above are what the JVM computes. The rule is flow-insensitive: an object
 * that is filled anywhere is never taken for empty.
 */
final class EmptyContainers {
  /** The JDK collection classes whose objects may be proved empty. */
  static final Set<String> TYPES = Set.of("java.util.ArrayList", "java.util.LinkedList",
      "java.util.ArrayDeque", "java.util.Vector", "java.util.Stack", "java.util.HashMap",
      "java.util.LinkedHashMap", "java.util.TreeMap", "java.util.HashSet",
      "java.util.LinkedHashSet", "java.util.TreeSet", "java.util.PriorityQueue",
      "java.util.IdentityHashMap", "java.util.WeakHashMap", "java.util.Hashtable",
      "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque",
      "java.util.concurrent.CopyOnWriteArrayList", "java.util.concurrent.CopyOnWriteArraySet",
      "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet");

  /**
   * Methods of a collection, its views and its iterators that never add an element: queries,
   * removals, views (which the points-to analysis gives as the receiver itself, so calls on
   * them are checked here too) and {@code Object}'s methods.
   */
  static final Set<String> NON_ADDING = Set.of("isEmpty", "size", "contains", "containsKey",
      "containsValue", "containsAll", "get", "getOrDefault", "getFirst", "getLast", "peek",
      "peekFirst", "peekLast", "element", "first", "last", "firstKey", "lastKey",
      "firstEntry", "lastEntry", "floor", "ceiling", "higher", "lower", "floorKey",
      "ceilingKey", "higherKey", "lowerKey", "floorEntry", "ceilingEntry", "higherEntry",
      "lowerEntry", "comparator", "indexOf", "lastIndexOf", "poll", "pollFirst", "pollLast",
      "pollFirstEntry", "pollLastEntry", "pop", "remove", "removeFirst", "removeLast",
      "removeFirstOccurrence", "removeLastOccurrence", "removeAll", "retainAll", "removeIf",
      "clear", "iterator", "listIterator", "descendingIterator", "spliterator", "keySet",
      "values", "entrySet", "navigableKeySet", "descendingKeySet", "descendingMap",
      "descendingSet", "headMap", "tailMap", "subMap", "headSet", "tailSet", "subSet",
      "subList", "keys", "elements", "hasNext", "next", "hasPrevious", "previous",
      "nextIndex", "previousIndex", "hasMoreElements", "nextElement", "forEach",
      "forEachRemaining", "toArray", "stream", "trimToSize", "ensureCapacity", "sort",
      "equals", "hashCode", "toString", "getClass", "wait", "notify", "notifyAll",
      "reversed", "search", "empty", "firstElement", "lastElement", "elementAt",
      "capacity");

  /** Adding-free queries whose result on an empty collection is known, with that result. */
  private static final Map<String, Integer> ANSWERS = Map.of("isEmpty", 1, "size", 0,
      "contains", 0, "containsKey", 0, "containsValue", 0, "hasNext", 0,
      "hasMoreElements", 0, "empty", 1);

  private final PointsToResult pts;
  private final Set<Integer> empty = new HashSet<>();
  private final Map<MethodInstance, Map<String, Optional<Integer>>> answers = new HashMap<>();
  private final Map<MethodInstance, Set<Integer>> dead = new HashMap<>();

  /**
   * @param pts the points-to result
   * @param enabled false when the program writes fields behind the model (reflection, ...):
   *     then no object is taken for empty
   */
  EmptyContainers(PointsToResult pts, boolean enabled) {
    this.pts = pts;
    if (enabled && pts.code() != null) {
      decide();
    }
  }

  /** True if the abstract object is a collection proved empty for the whole run. */
  boolean isEmpty(AbstractObject o) {
    return empty.contains(o.id());
  }

  /**
   * The int value of a local whose every definition in the method is a query in
   * {@link #ANSWERS} on receivers that are all proved empty (a non-empty points-to set), or
   * {@code null}.
   */
  Integer resultConstant(MethodInstance mi, Local l) {
    if (empty.isEmpty()) {
      return null;
    }
    return answers.computeIfAbsent(mi, k -> new HashMap<>())
        .computeIfAbsent(l.getName(), k -> Optional.ofNullable(compute(mi, l)))
        .orElse(null);
  }

  /**
   * True if no run reaches statement {@code stmt} of the method instance: it lies only behind
   * a branch whose condition tests a query answered by {@link #resultConstant} the other way
   * (the body of a loop over an empty queue). Statements are followed from the entry along
   * normal and exceptional edges; a decided {@code if} follows only its taken edge.
   */
  boolean unreachable(MethodInstance mi, int stmt) {
    if (empty.isEmpty()) {
      return false;
    }
    return dead.computeIfAbsent(mi, this::deadStatements).contains(stmt);
  }

  private Set<Integer> deadStatements(MethodInstance mi) {
    MethodCode code = pts.body(mi);
    if (code == null || code.size() == 0) {
      return Set.of();
    }
    boolean[] seen = new boolean[code.size()];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    work.add(0);
    seen[0] = true;
    boolean pruned = false;
    while (!work.isEmpty()) {
      int i = work.poll();
      int[] succ = code.successors(i);
      Boolean known = code.stmt(i) instanceof JIfStmt f && succ.length == 2
          ? decided(mi, f.getCondition()) : null;
      List<Integer> next = new java.util.ArrayList<>();
      if (known != null) {
        next.add(succ[known ? 1 : 0]);
        pruned = true;
      } else {
        for (int n : succ) {
          next.add(n);
        }
      }
      next.addAll(code.handlers(i).values());
      for (int n : next) {
        if (!seen[n]) {
          seen[n] = true;
          work.add(n);
        }
      }
    }
    if (!pruned) {
      return Set.of();
    }
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < seen.length; i++) {
      if (!seen[i]) {
        out.add(i);
      }
    }
    return out;
  }

  /** The outcome of {@code l op c} for a local with a known answer, or null. */
  private Boolean decided(MethodInstance mi, AbstractConditionExpr cond) {
    Integer x = cond.getOp1() instanceof Local l ? resultConstant(mi, l) : null;
    if (x == null || !(cond.getOp2() instanceof IntConstant c)) {
      return null;
    }
    int y = c.getValue();
    return switch (cond.getClass().getSimpleName()) {
      case "JEqExpr" -> x == y;
      case "JNeExpr" -> x != y;
      case "JLtExpr" -> x < y;
      case "JLeExpr" -> x <= y;
      case "JGtExpr" -> x > y;
      case "JGeExpr" -> x >= y;
      default -> null;
    };
  }

  private Integer compute(MethodInstance mi, Local l) {
    MethodCode code = pts.body(mi);
    if (code == null || !(l.getType() instanceof PrimitiveType)) {
      return null;
    }
    Integer value = null;
    for (int i = 0; i < code.size(); i++) {
      Stmt s = code.stmt(i);
      if (!s.getDef().filter(d -> d instanceof Local x && x.getName().equals(l.getName()))
          .isPresent()) {
        continue;
      }
      if (!(s instanceof JAssignStmt a)
          || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr inv)) {
        return null;
      }
      String name = inv.getMethodSignature().getName();
      Integer answer = ANSWERS.get(name);
      if (answer == null || inv.getArgCount() != (name.startsWith("contains") ? 1 : 0)) {
        return null;
      }
      List<AbstractObject> receivers = pts.pointsTo(mi, i, inv.getBase());
      if (receivers.isEmpty() || !receivers.stream().allMatch(this::isEmpty)
          || value != null && !value.equals(answer)) {
        return null;
      }
      value = answer;
    }
    return value;
  }

  private void decide() {
    serviceLoaders();
    CodeBase code = pts.code();
    Set<Integer> candidates = new HashSet<>();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && TYPES.contains(o.type())
          && !pts.isMockitoObject(o)) {
        candidates.add(o.id());
      }
    }
    if (candidates.isEmpty()) {
      return;
    }
    LambdaTargets lambdas = LambdaTargets.of(pts);
    Set<MethodSignature> lambdaBodies = lambdas.bodies();
    Set<String> constructedByReference = lambdas.constructedClasses();
    Set<Integer> filled = new HashSet<>();
    Set<ClassType> unknownAdders = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        returnedToLibrary(pts, mi, i, lambdaBodies, filled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        MethodSignature sig = inv.getMethodSignature();
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
          boolean adding = !nonAdding(sig);
          if (adding) {
            receivers.forEach(o -> filled.add(o.id()));
            if (receivers.isEmpty()) {
              unknownAdders.add(sig.getDeclClassType());
            }
          }
        }
        handedToLibrary(pts, mi, i, inv, filled);
      }
    }
    for (AbstractObject o : pts.objects()) {
      if (!candidates.contains(o.id()) || filled.contains(o.id())
          || constructedByReference.contains(o.type())) {
        continue;
      }
      ClassType type = code.classType(o.type());
      if (unknownAdders.stream().noneMatch(c -> code.isSubtype(type, c))) {
        empty.add(o.id());
      }
    }
  }

  /**
   * Service loaders with no provider: the objects {@code ServiceLoader.load(S.class)},
   * {@code load(S.class, loader)} and {@code loadInstalled(S.class)} make when {@code S} is a
   * class of the class path and no class path entry has a file {@code META-INF/services/S}.
   * The points-to analysis gives a service loader's iterator as the loader itself, so
   * {@code hasNext()} of it is {@code false} here, and the loop over the providers is not
   * entered.
   *
   * <p>Soundness. A service loader finds the providers that its class loader's resources
   * {@code META-INF/services/S} name and, for the modules of its layer, the modules that declare
   * {@code provides S}. The rule holds only when every class loader of the run is one of the
   * JVM's own: no reachable code makes a class loader ({@code new} of a {@code ClassLoader}
   * subclass, {@code URLClassLoader.newInstance}) or sets a thread's context class loader
   * (which {@code load(S.class)} uses). The application class loader then sees exactly the
   * class path analysed (the class path input is closed: no jar adds entries by a manifest
   * {@code Class-Path}, else no file is known absent, see {@code CodeBase#mayHaveProviderFile});
   * the platform and boot loaders see only the JDK's modules, and no JDK module provides a
   * service whose interface is an application class (a module provides only interfaces it can
   * read, and the JDK's modules read no class path code). A program run on the module path,
   * or with {@code -Djava.system.class.loader}, is outside what the analysis reads (see the
   * limitations). Nothing can add a provider to a loader later: {@code reload()} searches the
   * same files.
   */
  private void serviceLoaders() {
    CodeBase code = pts.code();
    ClassType loaderType = code.classType("java.lang.ClassLoader");
    List<AbstractObject> loaders = new java.util.ArrayList<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null || inv instanceof JDynamicInvokeExpr) {
          continue;
        }
        MethodSignature sig = inv.getMethodSignature();
        String cls = sig.getDeclClassType().getFullyQualifiedName();
        String name = sig.getName();
        if (name.equals("setContextClassLoader") && cls.equals("java.lang.Thread")
            || name.equals("<init>") && code.isSubtype(sig.getDeclClassType(), loaderType)
            || name.equals("newInstance") && cls.equals("java.net.URLClassLoader")) {
          return; // a class loader of the program's own may see other files
        }
        if (cls.equals("java.util.ServiceLoader")
            && (name.equals("load") || name.equals("loadInstalled")) && inv.getArgCount() >= 1
            && inv.getArg(0) instanceof sootup.core.jimple.common.constant.ClassConstant cc) {
          String service = TranslationContext.classLiteral(cc);
          if (code.isApplication(code.classType(service))
              && !code.mayHaveProviderFile(service)) {
            for (AbstractObject o : pts.objectsCreatedAt(mi, i)) {
              if (o.type().equals("java.util.ServiceLoader")) {
                loaders.add(o);
              }
            }
          }
        }
      }
    }
    loaders.forEach(o -> empty.add(o.id()));
  }

  /** True for the calls that cannot add to a receiver of one of {@link #TYPES}. */
  private static boolean nonAdding(MethodSignature sig) {
    if (sig.getName().equals("<init>")) {
      return sig.getParameterTypes().stream().allMatch(t -> t instanceof PrimitiveType
          || t.toString().equals("java.util.Comparator"));
    }
    return NON_ADDING.contains(sig.getName());
  }

  /**
   * Adds to {@code out} the objects {@code inv} (statement {@code i} of {@code mi}) hands to
   * library code as reference arguments: an {@code invokedynamic}, a call of a library class,
   * or a call with no application callee. The library may add to them or keep them.
   */
  static void handedToLibrary(PointsToResult pts, MethodInstance mi, int i,
      AbstractInvokeExpr inv, Set<Integer> out) {
    boolean libraryTarget = inv instanceof JDynamicInvokeExpr
        || !pts.code().isApplication(inv.getMethodSignature().getDeclClassType())
        || pts.callees(mi, i).isEmpty();
    if (libraryTarget) {
      for (Immediate arg : inv.getArgs()) {
        if (arg instanceof Local a && !(a.getType() instanceof PrimitiveType)) {
          pts.pointsTo(mi, i, a).forEach(o -> out.add(o.id()));
        }
      }
    }
  }

  /**
   * Adds to {@code sink} the ids of the objects statement {@code i} of {@code mi} returns, if it
   * is a {@code return} of a method the JDK may call ({@link #mayBeCalledByLibrary}): the
   * library then holds them out of sight.
   */
  static void returnedToLibrary(PointsToResult pts, MethodInstance mi, int i,
      Set<MethodSignature> lambdaBodies, Set<Integer> sink) {
    if (pts.body(mi).stmt(i) instanceof JReturnStmt r && r.getOp() instanceof Local l
        && mayBeCalledByLibrary(pts, mi.method(), lambdaBodies)) {
      pts.pointsTo(mi, i, l).forEach(o -> sink.add(o.id()));
    }
  }

  /**
   * True if the JDK may call the method and receive what it returns: it implements a lambda or
   * method reference, or it is an instance method that overrides or implements a method some
   * JDK supertype of its class declares.
   */
  static boolean mayBeCalledByLibrary(PointsToResult pts, JavaSootMethod m,
      Set<MethodSignature> lambdaBodies) {
    if (lambdaBodies.contains(m.getSignature())) {
      return true;
    }
    if (m.isStatic() || m.isPrivate() || m.getName().startsWith("<")) {
      return false;
    }
    CodeBase code = pts.code();
    List<ClassType> work = new java.util.ArrayList<>(List.of(m.getDeclaringClassType()));
    Set<ClassType> seen = new HashSet<>();
    while (!work.isEmpty()) {
      ClassType t = work.remove(work.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      Optional<JavaSootClass> k = code.anyClass(t);
      if (k.isEmpty()) {
        return true;
      }
      if (!code.isApplication(t) && k.get().getMethod(m.getSignature().getSubSignature())
          .isPresent()) {
        return true;
      }
      k.get().getSuperclass().ifPresent(work::add);
      work.addAll(k.get().getInterfaces());
    }
    return false;
  }
}
