package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.stage.StageBudget;
import org.roaringbitmap.RoaringBitmap;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.Type;
import sootup.java.core.JavaSootMethod;

/**
 * Asks a solved analysis which {@link InertMethods inert} methods mixed their callers' locks:
 * a method whose merged instance has a variable ({@code this}, a parameter, a local, its
 * return) holding two or more objects, one of which is <em>lock-related</em>. Merging M's
 * contexts made each of its callers see the objects of all of them; that costs nothing unless
 * the objects are locks or lead to them, and then a caller may lock, or call a method locking,
 * an object only another caller has. Such methods are analysed again with their contexts.
 *
 * <p>An object is lock-related when it is <em>locking</em> or one of its fields (also the
 * pseudo-fields of containers and arrays) holds a lock-related object. Locking objects are
 * those the net may lock, wait on, wake, join or start, or whose code a caller may run in
 * doing so:
 * <ul>
 *   <li>by type: those that may be a lock ({@link InertMethods#mayBeLock}: {@code Object},
 *       threads, j.u.c., synchronized JDK classes, application classes with a synchronized
 *       method), the {@code Collections.synchronized*} views, and lambdas (their bodies are not
 *       looked at);</li>
 *   <li>by operation: the operands of monitor statements, the {@code Class} objects of classes
 *       with a static synchronized method, the receivers of the JDK calls the translation's
 *       models act on ({@link ConcurrencyCalls#actsOnReceiver}: j.u.c. operations that may
 *       wait or wake, {@code Thread.start}/{@code join}/{@code interrupt},
 *       {@code Object.wait}/{@code notify}, timers, shutdown hooks), and the arguments a JDK
 *       call takes as a task ({@link ConcurrencyCalls#isTaskType}: a runnable, a thread, a
 *       function or j.u.c. type);</li>
 *   <li>by dispatch: the receivers of method instances that <em>act</em> (are synchronized,
 *       have a monitor statement, or make such a JDK call) or call, transitively, one that
 *       does: mixing them would let a caller run another caller's receiver's code and so
 *       take its locks.</li>
 * </ul>
 * Other JDK calls do not count, however the inert-method test judges them ({@link
 * InertMethods} keeps a method with a call of {@code Thread.currentThread}, a stream or an
 * atomic out of the inert ones, but that call makes no object locking). This is the narrowing
 * measured on typesafe-config: with every JDK call outside the quiet list counted as locking,
 * 693 to 735 of its 1,361 objects were lock-related and 351 of 554 inert methods mixing, and
 * each further run took as long as the first; with the rule above, 61 and none, one run
 * instead of three, and the same operands at its lock, wait, join and start sites. The rule
 * leaves out no object the net acts on: a JDK call that no model takes is either on the allow-list {@link
 * LibraryFacts.Property#NO_CONCURRENCY_EFFECT} (it does nothing concurrency-relevant) or judged
 * at the library boundary with its own {@code unmodelled-library} caveat (UNSOUND where it may
 * block or call back); in both cases the net takes no lock and waits on no object through
 * it, so which objects it is passed cannot change what the net locks. A synchronized
 * collection's methods lock their receiver, which is locking by type.
 *
 * <p>The question is asked of the merged analysis, whose sets contain those of any analysis
 * with more contexts, so every object a caller can receive through M is seen. A variable
 * holding a single object mixes nothing but that object into callers that had none there
 * (a null or a path not taken): it does not count. The answer is only about precision: the
 * merged analysis is sound either way.
 *
 * <p>The walks over every points-to set and every reached body check the budget every
 * {@value #CHECK_EVERY} sets or methods: on a large class path they take seconds.
 */
final class MixedLocks {
  /** How many sets or method bodies the walks visit between two budget checks. */
  private static final int CHECK_EVERY = 256;

  private final PointsToResult result;
  private final InertMethods inert;
  private final StageBudget budget;
  private int sinceCheck;

  MixedLocks(PointsToResult result, InertMethods inert) {
    this(result, inert, StageBudget.none());
  }

  /**
   * A question whose walks check {@code budget} (a {@link
   * org.petrify.ir.stage.StageBudgetExceededException} ends {@link #mixing}).
   */
  MixedLocks(PointsToResult result, InertMethods inert, StageBudget budget) {
    this.result = result;
    this.inert = inert;
    this.budget = budget;
  }

  /** Checks the budget once every {@link #CHECK_EVERY} calls. */
  private void tick() {
    if (++sinceCheck >= CHECK_EVERY) {
      sinceCheck = 0;
      budget.check();
    }
  }

  /** The inert methods of the analysis whose merged instance mixes lock-related objects. */
  Set<MethodSignature> mixing() {
    budget.check();
    Set<MethodSignature> inertMethods = inert.inertMethods();
    if (inertMethods.isEmpty()) {
      return Set.of();
    }
    RoaringBitmap related = lockRelated();
    Set<MethodSignature> out = new HashSet<>();
    Map<MethodInstance, String> kept = new HashMap<>();
    result.sets().forEach((key, ids) -> {
      tick();
      MethodInstance mi = instanceOf(key);
      if (mi != null && ids.length >= 2 && mi.context().isEmpty()
          && inertMethods.contains(mi.method().getSignature())
          && !out.contains(mi.method().getSignature())
          && !keptReceiver(key, kept.computeIfAbsent(mi, this::keptThis))) {
        for (int id : ids) {
          if (related.contains(id)) {
            out.add(mi.method().getSignature());
            break;
          }
        }
      }
    });
    out.addAll(mergedAllocations(related, inertMethods));
    return out;
  }

  /**
   * The inert methods whose merged instance allocates a lock-related object that is a
   * summary, called from two call sites or more: with its contexts, each call site would
   * allocate an object of its own (one runtime object where the caller runs once), so the
   * merge alone made the callers' objects one summary, whose locks the net chooses among
   * (a factory such as {@code CircuitBreaker.builder()}, called once per breaker, made every
   * breaker built from its builders one object). Only precision: the merged analysis is sound.
   */
  private Set<MethodSignature> mergedAllocations(RoaringBitmap related,
      Set<MethodSignature> inertMethods) {
    Map<MethodInstance, Integer> sites = new HashMap<>();
    result.callGraph().forEach((call, callees) -> {
      for (MethodInstance callee : callees) {
        if (callee.context().isEmpty()
            && inertMethods.contains(callee.method().getSignature())) {
          sites.merge(callee, 1, Integer::sum);
        }
      }
    });
    Set<MethodSignature> out = new HashSet<>();
    related.forEach((int id) -> {
      AbstractObject o = result.objects().get(id);
      MethodInstance in = result.allocatedIn(o);
      if (in != null && sites.getOrDefault(in, 0) >= 2 && result.isSummary(o)) {
        out.add(in.method().getSignature());
      }
    });
    return out;
  }

  /** True if {@code key} is the receiver of its method, or the local holding it, kept inside. */
  private static boolean keptReceiver(NodeKey key, String thisLocal) {
    return !thisLocal.isEmpty() && (key instanceof NodeKey.This
        || key instanceof NodeKey.LocalVar v && v.local().equals(thisLocal));
  }

  /**
   * The key of the local holding {@code this} in {@code mi}'s body if the receiver stays
   * inside the method: that local is only the base of calls and of field loads, or compared;
   * else (returned, passed, stored, the base of a store) the empty string. A receiver kept
   * inside mixes nothing into the callers: what is loaded from it or returned by the (quiet)
   * methods called on it are locals of their own, which count.
   */
  private String keptThis(MethodInstance mi) {
    MethodCode body = result.body(mi);
    if (body == null || mi.method().isStatic()) {
      return "";
    }
    List<Stmt> stmts = body.stmts();
    Local self = null;
    String key = "";
    for (int i = 0; i < stmts.size() && self == null; i++) {
      if (stmts.get(i) instanceof JIdentityStmt id && id.getRightOp() instanceof JThisRef) {
        self = id.getLeftOp();
        key = body.localKey(i, self);
      }
    }
    if (self == null) {
      return "";
    }
    for (Stmt st : stmts) {
      if (st instanceof JIdentityStmt || st instanceof JIfStmt
          || !st.getUses().contains(self)) {
        continue;
      }
      AbstractInvokeExpr call = MethodCode.invokeOf(st);
      boolean ok;
      if (call != null) {
        ok = call instanceof AbstractInstanceInvokeExpr c && c.getBase().equals(self)
            && !c.getArgs().contains(self)
            && !(st instanceof JAssignStmt a && !(a.getLeftOp() instanceof Local));
      } else {
        ok = st instanceof JAssignStmt a && a.getLeftOp() instanceof Local
            && a.getRightOp() instanceof JInstanceFieldRef f && f.getBase().equals(self);
      }
      if (!ok) {
        return "";
      }
    }
    return key;
  }

  private static MethodInstance instanceOf(NodeKey key) {
    if (key instanceof NodeKey.LocalVar v) {
      return v.method();
    }
    if (key instanceof NodeKey.This t) {
      return t.method();
    }
    if (key instanceof NodeKey.Param p) {
      return p.method();
    }
    return key instanceof NodeKey.Return r ? r.method() : null;
  }

  /** The lock-related objects: locking ones and those whose fields lead to one. */
  private RoaringBitmap lockRelated() {
    RoaringBitmap related = locking();
    // holders of each object, from every field node
    Map<Integer, List<Integer>> holders = new HashMap<>();
    result.sets().forEach((key, ids) -> {
      tick();
      if (key instanceof NodeKey.Field f) {
        for (int id : ids) {
          holders.computeIfAbsent(id, k -> new ArrayList<>()).add(f.object());
        }
      }
    });
    ArrayDeque<Integer> work = new ArrayDeque<>();
    related.forEach((int id) -> work.push(id));
    while (!work.isEmpty()) {
      for (int h : holders.getOrDefault(work.pop(), List.of())) {
        if (related.checkedAdd(h)) {
          work.push(h);
        }
      }
    }
    return related;
  }

  /**
   * The locking objects (see the class comment): seeds by type, the operands of monitors and
   * of the JDK's concurrency operations, the tasks handed to the JDK, and the receivers of
   * method instances that lock, wait or act on threads or {@code java.util.concurrent}
   * objects, or call, transitively, one that does.
   */
  private RoaringBitmap locking() {
    RoaringBitmap out = new RoaringBitmap();
    Map<String, Integer> classObjects = new HashMap<>();
    for (AbstractObject o : result.objects()) {
      if (o.kind() == AbstractObject.Kind.LAMBDA || result.isSynchronizedCollection(o)
          || !o.type().endsWith("]") && inert.mayBeLock(result.code().classType(o.type()))) {
        out.add(o.id());
      }
      if (o.kind() == AbstractObject.Kind.CLASS) {
        classObjects.put(o.site(), o.id());
      }
    }
    // instances that lock or act, and their callers
    Map<MethodInstance, List<MethodInstance>> callers = new HashMap<>();
    ArrayDeque<MethodInstance> work = new ArrayDeque<>();
    Set<MethodInstance> locks = new HashSet<>();
    for (MethodInstance mi : result.reachable()) {
      tick();
      List<Stmt> stmts = result.body(mi).stmts();
      boolean acts = mi.method().isSynchronized();
      for (int i = 0; i < stmts.size(); i++) {
        Stmt st = stmts.get(i);
        if (st instanceof JEnterMonitorStmt m && m.getOp() instanceof Local l) {
          result.pointsTo(mi, i, l).forEach(o -> out.add(o.id()));
          acts = true;
        }
        AbstractInvokeExpr call = MethodCode.invokeOf(st);
        if (call == null) {
          continue;
        }
        for (MethodInstance callee : result.callees(mi, i)) {
          callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(mi);
        }
        for (MethodInstance callee : result.callbacks(mi, i)) {
          callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(mi);
        }
        MethodSignature jdk = jdkTarget(call);
        if (jdk != null) {
          if (ConcurrencyCalls.actsOnReceiver(jdk)) {
            if (call instanceof AbstractInstanceInvokeExpr c) {
              result.pointsTo(mi, i, c.getBase()).forEach(o -> out.add(o.id()));
            }
            acts = true;
          }
          List<Type> params = jdk.getParameterTypes();
          for (int a = 0; a < params.size() && a < call.getArgCount(); a++) {
            if (ConcurrencyCalls.isTaskType(params.get(a)) && call.getArg(a) instanceof Local l
                && ConcurrencyCalls.mayRunElsewhere(jdk)) {
              result.pointsTo(mi, i, l).forEach(o -> out.add(o.id()));
            }
          }
        }
      }
      if (acts && locks.add(mi)) {
        work.push(mi);
        if (mi.method().isStatic() && mi.method().isSynchronized()) {
          Integer c = classObjects.get(
              mi.method().getDeclaringClassType().getFullyQualifiedName() + ".class");
          if (c != null) {
            out.add(c);
          }
        }
      }
    }
    while (!work.isEmpty()) {
      for (MethodInstance caller : callers.getOrDefault(work.pop(), List.of())) {
        if (locks.add(caller)) {
          work.push(caller);
        }
      }
    }
    for (MethodInstance mi : locks) {
      result.receiversOf(mi).forEach(o -> out.add(o.id()));
    }
    return out;
  }

  /**
   * The JDK method a call runs, as resolved (or as named if it does not resolve); null for a
   * call of an application method or an {@code invokedynamic}.
   */
  private MethodSignature jdkTarget(AbstractInvokeExpr call) {
    if (call instanceof JDynamicInvokeExpr) {
      return null;
    }
    CodeBase code = result.code();
    MethodSignature sig = call.getMethodSignature();
    if (code.isApplication(sig.getDeclClassType())) {
      return null;
    }
    Optional<JavaSootMethod> resolved = code.resolve(sig);
    if (resolved.isPresent() && code.isApplication(resolved.get().getDeclaringClassType())) {
      return null;
    }
    return resolved.map(JavaSootMethod::getSignature).orElse(sig);
  }
}
