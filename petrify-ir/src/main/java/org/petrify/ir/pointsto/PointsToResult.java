package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;

/**
 * The solved points-to sets and call graph of one {@link PointsToAnalysis} run, immutable:
 * every collection is an unmodifiable copy taken when the analysis finished, and asking for a
 * node the analysis never created answers "no objects" instead of creating it. Lists of objects
 * are in object-id order, so every answer is deterministic for a given program.
 *
 * <p>Summary objects: an object is a summary when its allocation site may run more than once in
 * its heap context: the site is on a loop, or its method instance may run more than once (two
 * or more call sites, a call site on a loop or in a method that itself may run more than once,
 * recursion, or being the body of a summary thread or of several threads). The object a
 * constructor reference ({@code ReentrantLock::new}) makes has no allocation site: it is a
 * summary when the calls of the function that make it may run more than once (counted as an
 * allocation site at the call statement; any call a library method makes counts as many).
 * Both sets are computed once, as a least fixpoint, when the result is built.
 */
public final class PointsToResult {
  private final CodeBase code;
  private final MethodInstance entry;
  private final AbstractObject entryReceiver;
  private final Map<MethodInstance, MethodCode> reachable;
  private final List<MethodInstance> staticInitializers;
  private final Map<CallKey, Set<MethodInstance>> callees;
  private final Map<Integer, Set<MethodInstance>> threadEntries;
  private final Map<Integer, Set<MethodInstance>> uncaughtHandlers;
  private final Map<Integer, Set<MethodInstance>> defaultUncaughtHandlers;
  private final Set<Integer> startedThreads;
  private final Map<CallKey, Set<Integer>> threadsStartedAt;
  private final Map<CallKey, Set<Integer>> objectsCreatedAt;
  private final List<AbstractObject> objects;
  private final PointsToSets sets;
  private final List<Caveat> caveats;
  private Set<MethodInstance> multiRun;
  /** Instances that run at most once whatever calls them ({@link #withOnceInstances}). */
  private Set<MethodInstance> onceInstances = Set.of();
  /** Per library object id created by one call only, that call ({@link #fixedSize}). */
  private final Map<Integer, CallKey> creators;
  private Set<Integer> summaries;
  /** The objects whose allocation site lies on a loop of its method. */
  private final Set<Integer> allocatedInLoop;
  /** Summaries that each thread allocates at most once ({@link #isOncePerThread}). */
  private Set<Integer> oncePerThread;
  private final ConcurrencyFacts concurrency;
  private final MockitoModel.Facts mockito;
  private Map<MethodInstance, List<ArgumentSite>> argumentSites = Map.of();
  private Map<MethodInstance, ParameterBranches.Feasible> feasible = Map.of();
  /** Per object id of an allocation in application code, the method instance allocating it. */
  private final Map<Integer, MethodInstance> allocatedIn;
  private Map<MethodInstance, List<ReceiverSite>> receiverSites = Map.of();
  private Map<Integer, ArgumentSite> captureSites = Map.of();
  private OwnReferences own;
  /** The sizes of copies of fixed-size collections ({@link #fixedSize}). */
  private final CopiedSizes copiedSizes = new CopiedSizes(this);
  /** The objects constructor references make, and where ({@link HeapObjects#madeByFunction}). */
  private final HeapObjects.FunctionMade functionMade;

  /** Takes immutable snapshots from the analysis (the collections must not change later). */
  PointsToResult(CodeBase code, MethodInstance entry, AbstractObject entryReceiver,
      Map<MethodInstance, MethodCode> reachable, List<MethodInstance> staticInitializers,
      Map<CallKey, Set<MethodInstance>> callees, Map<Integer, Set<MethodInstance>> threadEntries,
      Map<Integer, Set<MethodInstance>> uncaughtHandlers,
      Map<Integer, Set<MethodInstance>> defaultUncaughtHandlers, Set<Integer> startedThreads,
      Map<CallKey, Set<Integer>> threadsStartedAt,
      Map<CallKey, Set<Integer>> objectsCreatedAt, List<AbstractObject> objects,
      Map<Integer, MethodInstance> allocatedIn, Set<Integer> allocatedInLoop,
      HeapObjects.FunctionMade functionMade, PointsToSets sets,
      List<Caveat> caveats, ConcurrencyFacts concurrency, MockitoModel.Facts mockito) {
    this.concurrency = concurrency;
    this.mockito = mockito;
    this.code = code;
    this.entry = entry;
    this.entryReceiver = entryReceiver;
    this.reachable = reachable;
    this.staticInitializers = List.copyOf(staticInitializers);
    this.callees = callees;
    this.threadEntries = threadEntries;
    this.uncaughtHandlers = uncaughtHandlers;
    this.defaultUncaughtHandlers = defaultUncaughtHandlers;
    this.startedThreads = startedThreads;
    this.threadsStartedAt = threadsStartedAt;
    this.objectsCreatedAt = objectsCreatedAt;
    Map<Integer, CallKey> byObject = new HashMap<>();
    Set<Integer> several = new HashSet<>();
    objectsCreatedAt.forEach((key, ids) -> {
      for (int id : ids) {
        if (byObject.putIfAbsent(id, key) != null) {
          several.add(id);
        }
      }
    });
    several.forEach(byObject::remove);
    this.creators = Map.copyOf(byObject);
    this.objects = List.copyOf(objects);
    this.sets = sets;
    this.allocatedIn = Map.copyOf(allocatedIn);
    this.allocatedInLoop = Set.copyOf(allocatedInLoop);
    this.caveats = List.copyOf(caveats);
    this.functionMade = functionMade;
    computeSummaries();
  }

  /** Computes {@link #multiRun}, {@link #summaries} and {@link #oncePerThread}. */
  private void computeSummaries() {
    Set<MethodInstance> multi = new HashSet<>();
    Set<Integer> summary = new HashSet<>();
    computeSummaries(allocatedIn, allocatedInLoop, multi, summary, false);
    this.multiRun = Set.copyOf(multi);
    this.summaries = Set.copyOf(summary);
    Set<Integer> perThread = new HashSet<>();
    computeSummaries(allocatedIn, allocatedInLoop, new HashSet<>(), perThread, true);
    Set<Integer> once = new HashSet<>(summary);
    once.removeAll(perThread);
    this.oncePerThread = Set.copyOf(once);
  }

  /**
   * This result, where the instances {@code once} run at most once whatever calls them (the
   * function instances of keyed maps that passed their check, {@link KeyedMaps}): the summary
   * rule no longer counts their callers, and summaries are computed again.
   */
  PointsToResult withOnceInstances(Set<MethodInstance> once) {
    if (!once.isEmpty()) {
      this.onceInstances = Set.copyOf(once);
      computeSummaries();
    }
    return this;
  }

  /**
   * True if the object is a summary only because several threads run the code that allocates
   * it: each run of each thread allocates at most one of its runtime objects. That is the
   * summary rule of the class comment with "run by several threads" left out (a method that
   * several single-instance threads run as their entry, and nothing calls, runs at most once
   * per thread), keeping every other reason (a thread's entry that is also called may run twice
   * in that thread): a loop, several call sites, a
   * call on a loop or in code that runs more than once in its thread, recursion, a summary
   * thread. Such an object's runtime objects can be told apart by the thread that allocated
   * them (within one thread instance; a thread id with several instances is a summary thread
   * here, or is reported by the encoder).
   */
  public boolean isOncePerThread(AbstractObject o) {
    return oncePerThread.contains(o.id());
  }

  /** True if the object is a Mockito mock, spy or helper ({@link MockitoModel}). */
  public boolean isMockitoObject(AbstractObject o) {
    return mockito.modelObjects().contains(o.id());
  }

  /** True if the object is a Mockito spy or a mock that calls real methods. */
  public boolean isSpy(AbstractObject o) {
    return mockito.spies().contains(o.id());
  }

  /** True if the class is Mockito's or of a library it brings (never analysed). */
  public static boolean isMockitoClass(String className) {
    return MockitoModel.isMachinery(className);
  }

  /** True if the call statement calls a mock method stubbed to throw. */
  public boolean mayThrowStubbed(MethodInstance caller, int stmtIndex) {
    return mockito.throwingCalls().contains(new CallKey(caller, stmtIndex));
  }

  /** An unmodifiable copy of a set that keeps its iteration order. */
  static <T> Set<T> orderedCopy(Collection<T> c) {
    return Collections.unmodifiableSet(new LinkedHashSet<>(c));
  }

  /** Sets the argument sites (once, by the analysis that made this result). */
  PointsToResult withArgumentSites(Map<MethodInstance, List<ArgumentSite>> sites) {
    this.argumentSites = Map.copyOf(sites);
    return this;
  }

  /** Sets the capture sites of the lambda objects, by object id. */
  PointsToResult withCaptureSites(Map<Integer, ArgumentSite> sites) {
    this.captureSites = Map.copyOf(sites);
    return this;
  }

  /**
   * The {@code invokedynamic} that created a lambda object, with the values it captured as
   * written there ({@link ArgumentSite#args}, in its creator's body), or null.
   */
  public ArgumentSite captureSite(AbstractObject lambda) {
    return captureSites.get(lambda.id());
  }

  /** Sets the feasible statements of the instances {@link ParameterBranches} knows values of. */
  PointsToResult withFeasible(Map<MethodInstance, ParameterBranches.Feasible> statements) {
    this.feasible = Map.copyOf(statements);
    return this;
  }

  /**
   * False if no run of the method instance reaches statement {@code i}: the instance is
   * analysed with parameter values its every caller passes, and they decide the branches
   * before {@code i} against it ({@link ParameterBranches}); its points-to sets and callees
   * there are empty.
   */
  public boolean isFeasible(MethodInstance mi, int i) {
    ParameterBranches.Feasible f = feasible.get(mi);
    return f == null || i < 0 || i >= f.reached().length || f.reached()[i];
  }

  /**
   * The one successor every run of a method instance takes from statement {@code i}, an
   * {@code if} or {@code switch} that the instance's known parameter values decide ({@link
   * ParameterBranches}); -1 when not decided so.
   */
  public int decidedSuccessor(MethodInstance mi, int i) {
    ParameterBranches.Feasible f = feasible.get(mi);
    return f == null || i < 0 || i >= f.decided().length ? -1 : f.decided()[i];
  }

  /** Sets the receiver sites (once, by the analysis that made this result). */
  PointsToResult withReceiverSites(Map<MethodInstance, List<ReceiverSite>> sites) {
    this.receiverSites = Map.copyOf(sites);
    return this;
  }

  /**
   * Every call statement whose written base (or, for a method reference called through a
   * functional interface, written argument) is the receiver of an instance method instance,
   * or empty if the instance also gets its receiver in another way (a lambda's capture, a
   * library call-back, a thread's run, a Mockito answer, the entry point).
   */
  List<ReceiverSite> receiverSites(MethodInstance mi) {
    return receiverSites.getOrDefault(mi, List.of());
  }

  /** A test of one receiver site: the calling instance, the call's index and its receiver. */
  interface ReceiverTest {
    boolean test(MethodInstance caller, int index, Local receiver);
  }

  /**
   * True if the instance gets its receiver only at call statements ({@link #receiverSites}
   * not empty) and {@code test} holds at each of them.
   */
  boolean atEveryReceiverSite(MethodInstance mi, ReceiverTest test) {
    List<ReceiverSite> sites = receiverSites(mi);
    if (sites.isEmpty()) {
      return false;
    }
    for (ReceiverSite site : sites) {
      CallKey k = site.key();
      MethodCode caller = body(k.caller());
      AbstractInvokeExpr inv = caller == null ? null
          : MethodCode.invokeOf(caller.stmt(k.stmtIndex()));
      if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
        return false;
      }
      Value receiver = site.argument() < 0 ? ii.getBase()
          : site.argument() < ii.getArgCount() ? ii.getArg(site.argument()) : null;
      if (!(receiver instanceof Local l) || !test.test(k.caller(), k.stmtIndex(), l)) {
        return false;
      }
    }
    return true;
  }

  /** The locals that hold their thread's own object of a summary ({@link OwnReferences}). */
  public synchronized OwnReferences ownReferences() {
    if (own == null) {
      own = OwnReferences.of(this);
    }
    return own;
  }

  /**
   * Every call statement that passes its written arguments to the parameters of a method
   * instance, or empty if the instance is also invoked in another way (a lambda body, a
   * library call-back, a Mockito answer, the entry point): then its parameters may receive
   * values no call statement shows. Instances without parameters are not listed.
   */
  public List<ArgumentSite> argumentSites(MethodInstance mi) {
    return argumentSites.getOrDefault(mi, List.of());
  }

  /** A test of the value a call statement writes for a parameter. */
  @FunctionalInterface
  public interface ArgumentTest {
    /** True if {@code arg}, written at statement {@code stmtIndex} of {@code caller}, passes. */
    boolean test(MethodInstance caller, int stmtIndex, sootup.core.jimple.common.Value arg);
  }

  /**
   * True if instance {@code mi} has {@link #argumentSites} and the value each of them writes
   * for parameter {@code p} (at the capture site for a captured value) passes {@code test};
   * false for an instance with none, whose parameters may receive values no call shows.
   */
  public boolean everyArgument(MethodInstance mi, int p, ArgumentTest test) {
    List<ArgumentSite> sites = argumentSites(mi);
    if (sites.isEmpty()) {
      return false;
    }
    for (ArgumentSite site : sites) {
      ArgumentSite from = site.siteOf(p);
      sootup.core.jimple.common.Value arg = site.argument(p);
      if (arg == null || !test.test(from.caller(), from.stmtIndex(), arg)) {
        return false;
      }
    }
    return true;
  }

  /** The entry method instance (main). */
  public MethodInstance entry() {
    return entry;
  }

  /** The receiver of an instance main, or null. */
  public AbstractObject entryReceiver() {
    return entryReceiver;
  }

  /** Reachable method instances in discovery order; each has a body unless SootUp failed. */
  public Set<MethodInstance> reachable() {
    return reachable.keySet();
  }

  private Map<MethodCode, List<MethodInstance>> instancesByBody;
  /** {@link #calledInstances} and {@link #invokedNames}, null until first asked. */
  private Set<MethodInstance> calledInstances;
  private Set<String> invokedNames;

  /**
   * The reachable method instances whose body is {@code code} (the contexts of one method
   * share its body), in reachability order; built once, on first use.
   */
  public List<MethodInstance> instancesOf(MethodCode code) {
    if (instancesByBody == null) {
      instancesByBody = new java.util.IdentityHashMap<>();
      for (MethodInstance mi : reachable()) {
        MethodCode c = body(mi);
        if (c != null) {
          instancesByBody.computeIfAbsent(c, k -> new ArrayList<>()).add(mi);
        }
      }
    }
    return instancesByBody.getOrDefault(code, List.of());
  }

  /**
   * The method instances some call or call-back of a reachable statement runs (never the entry
   * or a thread's run unless code calls it); built once, on first use, with {@link
   * #invokedNames}.
   */
  public Set<MethodInstance> calledInstances() {
    scanCalls();
    return calledInstances;
  }

  /** The names of the methods the reachable statements invoke, as written at the calls. */
  public Set<String> invokedNames() {
    scanCalls();
    return invokedNames;
  }

  private void scanCalls() {
    if (calledInstances != null) {
      return;
    }
    Set<MethodInstance> called = new HashSet<>();
    Set<String> names = new HashSet<>();
    for (MethodInstance mi : reachable()) {
      MethodCode code = body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        called.addAll(callees(mi, i));
        called.addAll(callbacks(mi, i));
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv != null) {
          names.add(inv.getMethodSignature().getName());
        }
      }
    }
    calledInstances = Collections.unmodifiableSet(called);
    invokedNames = Collections.unmodifiableSet(names);
  }

  /** The body of a reachable method instance, or null if it could not be built. */
  public MethodCode body(MethodInstance mi) {
    return reachable.get(mi);
  }

  /** Static initializers of application classes the program uses, in discovery order. */
  public List<MethodInstance> staticInitializers() {
    return staticInitializers;
  }

  /** The objects a local used at statement {@code at} may point to in a method instance. */
  public List<AbstractObject> pointsTo(MethodInstance mi, int at, Local local) {
    return objects(sets.objects(localVar(mi, at, local)));
  }

  /**
   * True if the local used at statement {@code at} may hold an object made by JDK code the
   * analysis does not model, of a type the class path also implements ({@link
   * ForeignObjects}): a virtual call on it may run the JDK's method besides the application
   * callees. Such objects are in no set this class returns.
   */
  public boolean mayBeForeign(MethodInstance mi, int at, Local local) {
    return holds(localVar(mi, at, local), ForeignObjects::isForeignMarker);
  }

  /** {@link #mayBeForeign} for field {@code field} (its simple name) of object {@code o}. */
  public boolean fieldMayBeForeign(AbstractObject o, String field) {
    return holds(new NodeKey.Field(o.id(), field), ForeignObjects::isForeignMarker);
  }

  /** {@link #mayBeForeign} for the values a method instance may return. */
  public boolean returnMayBeForeign(MethodInstance mi) {
    return holds(new NodeKey.Return(mi), ForeignObjects::isForeignMarker);
  }

  /**
   * True if the local may hold at statement {@code at} an object that no set this class
   * returns shows: a JDK object the analysis gives no abstract object (the result of an
   * unmodelled JDK call, a string constant, a box, a JDK static field's value: {@link
   * ForeignObjects}, the opaque marker; every foreign object is one too). Where this is false,
   * a non-empty set holds every object the local may hold (application objects that flow
   * through JDK code no model follows aside, a documented gap).
   */
  public boolean mayBeOpaque(MethodInstance mi, int at, Local local) {
    return holds(localVar(mi, at, local), ForeignObjects::isOpaqueMarker);
  }

  /** {@link #mayBeOpaque} for field {@code field} (its simple name) of object {@code o}. */
  public boolean fieldMayBeOpaque(AbstractObject o, String field) {
    return holds(new NodeKey.Field(o.id(), field), ForeignObjects::isOpaqueMarker);
  }

  /** {@link #mayBeOpaque} for the values a method instance may return. */
  public boolean returnMayBeOpaque(MethodInstance mi) {
    return holds(new NodeKey.Return(mi), ForeignObjects::isOpaqueMarker);
  }

  /** True if the node's set holds an object {@code marker} accepts (one of the hidden markers). */
  private boolean holds(NodeKey key, java.util.function.Predicate<AbstractObject> marker) {
    for (int id : sets.objects(key)) {
      if (marker.test(objects.get(id))) {
        return true;
      }
    }
    return false;
  }

  /** The node of a local used at statement {@code at} of {@code mi}. */
  private NodeKey localVar(MethodInstance mi, int at, Local local) {
    MethodCode body = reachable.get(mi);
    return new NodeKey.LocalVar(mi, body == null ? local.getName() : body.localKey(at, local));
  }

  /** The objects a static field ({@code pkg.Cls.name}) may point to. */
  public List<AbstractObject> pointsToStatic(String field) {
    return objects(sets.objects(new NodeKey.StaticField(field)));
  }

  /** The application methods a call statement may invoke (on the calling thread). */
  public Set<MethodInstance> callees(MethodInstance caller, int stmtIndex) {
    return callees.getOrDefault(new CallKey(caller, stmtIndex), Set.of());
  }

  /** The thread objects a call statement starts (Thread.start, builders, executors, Kotlin). */
  public List<AbstractObject> threadsStartedAt(MethodInstance caller, int stmtIndex) {
    return byIds(threadsStartedAt.get(new CallKey(caller, stmtIndex)));
  }

  /** True if thread object {@code t} is started by no call statement but the given one. */
  public boolean startedOnlyAt(AbstractObject t, MethodInstance caller, int stmtIndex) {
    CallKey here = new CallKey(caller, stmtIndex);
    for (Map.Entry<CallKey, Set<Integer>> e : threadsStartedAt.entrySet()) {
      if (!e.getKey().equals(here) && e.getValue().contains(t.id())) {
        return false;
      }
    }
    return true;
  }

  /** The library objects a call statement creates. */
  public List<AbstractObject> objectsCreatedAt(MethodInstance caller, int stmtIndex) {
    return byIds(objectsCreatedAt.get(new CallKey(caller, stmtIndex)));
  }

  /** What a started thread runs: its own run() or its targets' body methods. */
  public Set<MethodInstance> threadEntries(AbstractObject thread) {
    return threadEntries.getOrDefault(thread.id(), Set.of());
  }

  /**
   * The {@code uncaughtException(Thread, Throwable)} methods a started thread may run when its
   * entry ends by an exception: with {@code own}, those of the handlers set on it with {@code
   * setUncaughtExceptionHandler}, else those installed with {@code
   * Thread.setDefaultUncaughtExceptionHandler} ({@link ThreadModel#runHandlers}). They run in
   * the thread, after its entry, as code the thread runs from its start (like its entries, for
   * {@link #isSummary} and {@link #isOncePerThread}).
   */
  public Set<MethodInstance> uncaughtHandlers(AbstractObject thread, boolean own) {
    return (own ? uncaughtHandlers : defaultUncaughtHandlers).getOrDefault(thread.id(),
        Set.of());
  }

  /** The objects a thread's run target ({@link PointsToAnalysis#TARGET}) may hold. */
  public List<AbstractObject> threadTargets(AbstractObject thread) {
    return objects(sets.objects(new NodeKey.Field(thread.id(), PointsToAnalysis.TARGET)));
  }

  /** All thread objects started somewhere, in id order. */
  public List<AbstractObject> startedThreads() {
    return startedThreads.stream().sorted().map(objects::get).toList();
  }

  /** True if the object's allocation site lies on a loop of its method. */
  boolean isAllocatedInLoop(AbstractObject o) {
    return allocatedInLoop.contains(o.id());
  }

  /**
   * The number of threads whose code may run each method instance: started thread objects
   * whose entries reach it and {@code main} (code a static initializer reaches is not counted
   * for its initializer).
   */
  Map<MethodInstance, Integer> threadRunnerCounts() {
    Map<MethodInstance, Integer> out = new HashMap<>();
    runners().forEach((mi, threads) -> out.put(mi, (int) threads.stream()
        .filter(t -> t != EVERY).count()));
    return out;
  }

  /** The resolved calls: the callee instances of each call statement (unmodifiable). */
  Map<CallKey, Set<MethodInstance>> callGraph() {
    return Collections.unmodifiableMap(callees);
  }

  /** The method instance whose body allocates the object, or null (not an allocation there). */
  public MethodInstance allocatedIn(AbstractObject o) {
    return allocatedIn.get(o.id());
  }

  /** True if the object may stand for several runtime objects (see the class comment). */
  public boolean isSummary(AbstractObject o) {
    return summaries.contains(o.id());
  }

  /**
   * True if the object is what {@code Thread.currentThread()} returns: the thread running the
   * code that called it, not a thread object of its own.
   */
  public boolean isCurrentThread(AbstractObject o) {
    return concurrency.currentThreads.contains(o.id());
  }

  /**
   * The executors a task thread (a library thread of {@code submit}, {@code execute},
   * {@code invokeAll} or {@code supplyAsync/runAsync} with an executor) runs on; empty for a
   * plain thread or the common pool.
   */
  public List<AbstractObject> taskPools(AbstractObject task) {
    return objects(concurrency.taskPools.getOrDefault(task.id(), Set.of()));
  }

  /**
   * How a continuation task (a library thread of {@code thenApply}, {@code thenCombineAsync},
   * ...) runs, or null if the thread is no continuation.
   */
  public Continuation continuation(AbstractObject task) {
    return concurrency.continuations.get(task.id());
  }

  /** The futures a continuation task runs after (empty for other threads). */
  public List<AbstractObject> continuationSources(AbstractObject task) {
    return objects(concurrency.continuationSources.getOrDefault(task.id(), Set.of()));
  }

  /**
   * The stages a continuation task waits for, each the futures it may be: for the two-stage
   * methods ({@code thenCombine}, {@code *Both}, {@code *Either}) the receivers, then the
   * other stage (the argument); for the others, the receivers alone. Empty for other threads.
   */
  public List<List<AbstractObject>> continuationStages(AbstractObject task) {
    Continuation how = continuation(task);
    if (how == null) {
      return List.of();
    }
    List<AbstractObject> receivers = objects(concurrency.receiverStages
        .getOrDefault(task.id(), Set.of()));
    return how.twoStages() ? List.of(receivers, objects(concurrency.otherStages
        .getOrDefault(task.id(), Set.of()))) : List.of(receivers);
  }

  /** True if the task thread stands for an invokeAll batch: one task per target callable. */
  public boolean isTaskBatch(AbstractObject task) {
    return concurrency.taskBatches.contains(task.id());
  }

  /**
   * The objects element {@code k} of array object {@code array} may hold: what a read
   * {@code a[k]} at a constant index {@code k} loads in this analysis (the stores at index
   * {@code k} and those at an index the analysis did not know; every array store is one or the
   * other, see {@code ConstraintGenerator}).
   */
  public List<AbstractObject> elementAt(AbstractObject array, int k) {
    java.util.LinkedHashSet<AbstractObject> out = new java.util.LinkedHashSet<>(
        fieldPointsTo(array, "[" + k + "]"));
    out.addAll(fieldPointsTo(array, PointsToAnalysis.UNKNOWN_INDEX));
    return List.copyOf(out);
  }

  /** The objects any element of array object {@code array} may hold (every store's). */
  public List<AbstractObject> allElements(AbstractObject array) {
    return fieldPointsTo(array, PointsToAnalysis.ALL_ELEMENTS);
  }

  /**
   * True for an {@code invokedynamic} of {@code LambdaMetafactory} whose implementation is a
   * method of the application (a lambda body, a method reference to application code): the
   * captured values become that method's parameters, and every call it makes on them is a
   * reachable statement of the program. A bound method reference to a JDK method (such as
   * {@code map::get}) is not one: the JDK would run it on the captured object unseen.
   */
  public boolean isApplicationLambda(AbstractInvokeExpr inv) {
    if (!(inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn)
        || !dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.lang.invoke.LambdaMetafactory")) {
      return false;
    }
    boolean any = false;
    for (sootup.core.jimple.common.Immediate b : dyn.getBootstrapArgs()) {
      if (b instanceof sootup.core.jimple.common.constant.MethodHandle h && h.isMethodRef()) {
        sootup.core.signatures.MethodSignature impl =
            (sootup.core.signatures.MethodSignature) h.getReferenceSignature();
        if (!code.isApplication(impl.getDeclClassType())) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  /** What {@link #scanCalls} reports of one reachable call. */
  public interface CallObjects {
    /** An object passed to a call as an argument, unless to an application lambda's capture. */
    void argument(AbstractObject o);

    /** An object the receiver of instance call {@code ii} at statement {@code at} may be. */
    void receiver(MethodInstance mi, int at, AbstractInstanceInvokeExpr ii, AbstractObject o);
  }

  /**
   * Reports, over every call statement of every reachable instance, each object an argument may
   * be (the captured values of an {@link #isApplicationLambda application lambda} aside: that
   * method's calls on them are reachable statements too) and each object the receiver may be.
   */
  public void scanCalls(CallObjects visitor) {
    for (MethodInstance mi : reachable()) {
      MethodCode code = body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv == null) {
          continue;
        }
        if (!isApplicationLambda(inv)) {
          for (Value arg : inv.getArgs()) {
            if (arg instanceof Local l) {
              pointsTo(mi, i, l).forEach(visitor::argument);
            }
          }
        }
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          for (AbstractObject o : pointsTo(mi, i, ii.getBase())) {
            visitor.receiver(mi, i, ii, o);
          }
        }
      }
    }
  }

  /** The objects field {@code field} (its simple name) of an object may point to. */
  public List<AbstractObject> fieldPointsTo(AbstractObject o, String field) {
    return objects(sets.objects(new NodeKey.Field(o.id(), field)));
  }

  /**
   * Ids of the objects the receiver of a reachable instance call that {@code which} accepts may
   * be, over every statement of every reachable instance (a whole-program scan: callers keep
   * the result).
   */
  public Set<Integer> callReceiverIds(java.util.function.Predicate<AbstractInvokeExpr> which) {
    return callReceiverIds(which, (mi, index, inv, receiver) -> true);
  }

  /** A test of one object the receiver of one reachable instance call may be. */
  @FunctionalInterface
  public interface CallReceiverTest {
    /** True if {@code receiver} counts as the receiver of {@code inv} (statement {@code index}). */
    boolean test(MethodInstance mi, int index, AbstractInvokeExpr inv, AbstractObject receiver);
  }

  /**
   * Ids of the objects that {@code which} accepts as the receiver of a reachable instance call
   * that {@code call} accepts (tested first, before the receivers are looked up), over every
   * statement of every reachable instance (a whole-program scan: callers keep the result).
   */
  public Set<Integer> callReceiverIds(java.util.function.Predicate<AbstractInvokeExpr> call,
      CallReceiverTest which) {
    Set<Integer> out = new HashSet<>();
    for (MethodInstance mi : reachable()) {
      MethodCode code = body(mi);
      if (code == null) {
        continue;
      }
      List<sootup.core.jimple.common.stmt.Stmt> stmts = code.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(stmts.get(i));
        if (inv instanceof AbstractInstanceInvokeExpr ii && call.test(inv)) {
          for (AbstractObject o : pointsTo(mi, i, ii.getBase())) {
            if (which.test(mi, i, inv, o)) {
              out.add(o.id());
            }
          }
        }
      }
    }
    return out;
  }

  /** The objects the {@code this} of an instance method instance may be (empty if static). */
  public List<AbstractObject> receiversOf(MethodInstance mi) {
    return objects(sets.objects(new NodeKey.This(mi)));
  }

  /** A frontend fact memoized with this result (computed once per result, by its key). */
  public <T> T memo(String key, java.util.function.Supplier<T> compute) {
    @SuppressWarnings("unchecked")
    T value = (T) memos.computeIfAbsent(key, k -> compute.get());
    return value;
  }

  private final Map<String, Object> memos = new java.util.concurrent.ConcurrentHashMap<>();

  /** The objects a method instance may return. */
  public List<AbstractObject> returnedBy(MethodInstance mi) {
    return objects(sets.objects(new NodeKey.Return(mi)));
  }

  /** The objects stored in a container object's contents (also a CompletableFuture.allOf). */
  public List<AbstractObject> contents(AbstractObject container) {
    return objects(sets.objects(new NodeKey.Field(container.id(), PointsToAnalysis.CONTENT)));
  }

  /**
   * True if the stream object may be parallel ({@link CallerRunsFunctions}): a stage of it, or of
   * a stream it was made from, was {@code parallel()}, {@code parallelStream()} or
   * {@code StreamSupport.stream}.
   */
  public boolean mayBeParallel(AbstractObject stream) {
    return sets.objects(new NodeKey.Field(stream.id(), PointsToAnalysis.PARALLEL)).length > 0;
  }

  /** True if the object is a {@code Collections.unmodifiable*}/{@code checked*} view. */
  public boolean isDelegatingView(AbstractObject o) {
    return concurrency.delegatingViews.contains(o.id());
  }

  /**
   * True if the object is a collection made by {@code List.of}, {@code Set.of}, {@code Map.of},
   * {@code Map.ofEntries} or their {@code copyOf}: it never changes, so iterating it (or its
   * iterator, the same object) makes finitely many trips.
   */
  public boolean isImmutableCollection(AbstractObject o) {
    return concurrency.immutableCollections.contains(o.id());
  }

  /** The containers a delegating view ({@link #isDelegatingView}) wraps and calls. */
  public List<AbstractObject> delegates(AbstractObject view) {
    return fieldPointsTo(view, LibraryEffects.DELEGATE);
  }

  /** True if {@code type} is one of the functional interfaces the library model knows. */
  public static boolean isFunctionalType(String type) {
    return LibraryEffects.isFunctionalType(type);
  }

  /** The objects captured first by a lambda (the receiver of a bound method reference). */
  public List<AbstractObject> firstCapture(AbstractObject lambda) {
    return objects(sets.objects(new NodeKey.Field(lambda.id(), ConstraintGenerator.capture(0))));
  }

  /** The objects a lambda captured as its {@code i}-th value (empty if unknown). */
  public List<AbstractObject> capture(AbstractObject lambda, int i) {
    return objects(sets.objects(new NodeKey.Field(lambda.id(), ConstraintGenerator.capture(i))));
  }

  /**
   * The locks a lock view belongs to: the read-write locks of a read or write lock view, the
   * stamped locks of a {@code StampedLock} view ({@link StampedViews}); empty for other objects.
   */
  public List<AbstractObject> readWriteLocks(AbstractObject view) {
    return objects(concurrency.readWriteLocks.getOrDefault(view.id(), Set.of()));
  }

  /**
   * The map whose {@code entrySet()} the object is (an entry set is an object of its own, one per
   * map object), or null.
   */
  public AbstractObject entrySetMap(AbstractObject o) {
    Integer map = concurrency.entrySetMaps.get(o.id());
    return map == null ? null : objects().get(map);
  }

  /**
   * True if the object's methods lock the object: a {@code Collections.synchronized*} wrapper,
   * a {@code Vector}, {@code Hashtable} or {@code StringBuffer}.
   */
  public boolean isSynchronizedCollection(AbstractObject o) {
    return concurrency.synchronizedCollections.contains(o.id())
        || LibraryEffects.SYNCHRONIZED_TYPES.contains(o.type());
  }

  /**
   * True if the object is a {@code java.io.PrintStream} (the JVM's {@code System.out} and
   * {@code System.err} among them), whose printing methods lock it.
   */
  public static boolean isPrintStream(AbstractObject o) {
    return o.type().equals("java.io.PrintStream");
  }

  /**
   * True if {@code type} is a class of the packages {@code java.util} or
   * {@code java.util.concurrent} (what {@link LibraryEffects} treats as containers): an object
   * of such a type is never a {@code Thread}.
   */
  public static boolean isContainerType(String type) {
    return LibraryEffects.isContainer(type);
  }

  /**
   * True if calling {@code method} on an object of runtime type {@code type} runs the call's
   * function argument under a lock of the object: {@code ConcurrentHashMap.compute},
   * {@code computeIfAbsent}, {@code computeIfPresent} and {@code merge} lock the bin of the
   * key while the function runs. The model has one lock per map for all its bins.
   */
  public static boolean isBinLockedCall(String type, String method) {
    return type.equals(CONCURRENT_HASH_MAP)
        && (method.equals("compute") || method.equals("computeIfAbsent")
        || method.equals("computeIfPresent") || method.equals("merge"));
  }

  /**
   * True if {@code method} of a {@code ConcurrentHashMap} may lock a bin without running
   * application code there: the writes ({@code put}, {@code putIfAbsent}, {@code putAll},
   * {@code remove}, {@code replace}, {@code replaceAll}, {@code clear}) synchronize on the
   * head node of each bin they change (JDK 17, 21, 25), so they wait while a bin-locked call
   * ({@link #isBinLockedCall}) runs its function. Readers ({@code get}, {@code containsKey},
   * {@code size}, iteration) lock nothing.
   */
  public static boolean isBinWriter(String type, String method) {
    return type.equals(CONCURRENT_HASH_MAP)
        && BIN_WRITERS.contains(method);
  }

  private static final String CONCURRENT_HASH_MAP = "java.util.concurrent.ConcurrentHashMap";

  private static final Set<String> BIN_WRITERS = Set.of("put", "putIfAbsent", "putAll",
      "remove", "replace", "replaceAll", "clear");

  /**
   * Ids of the {@code ConcurrentHashMap}s on which a reachable bin-locked call ({@link
   * #isBinLockedCall}) may run application code: a call whose receiver may be the map and that
   * has call-backs. Memoised (a whole-program scan).
   */
  public Set<Integer> callbackBinLockedMaps() {
    return memo("callbackBinLockedMaps", () -> callReceiverIds(
        inv -> isBinLockedCall(CONCURRENT_HASH_MAP, inv.getMethodSignature().getName()),
        (mi, index, inv, receiver) -> receiver.type().equals(CONCURRENT_HASH_MAP)
            && !callbacks(mi, index).isEmpty()));
  }

  /** The application methods a synchronized-collection call may call back under its lock. */
  public Set<MethodInstance> callbacks(MethodInstance caller, int stmtIndex) {
    return concurrency.callbacks.getOrDefault(new CallKey(caller, stmtIndex), Set.of());
  }

  /** The locks whose {@code newCondition()} may have created the condition object. */
  public List<AbstractObject> conditionLocks(AbstractObject condition) {
    return objects(concurrency.conditionLocks.getOrDefault(condition.id(), Set.of()));
  }

  /** True if the method instance may run more than once. */
  public boolean mayRunMoreThanOnce(MethodInstance mi) {
    return multiRun.contains(mi);
  }

  /**
   * The number of elements of each runtime collection of {@code o} when its creation fixes
   * it for ever, or -1. {@code o} must be created by one call only ({@link
   * #objectsCreatedAt}), of
   * <ul>
   *   <li>{@code List.of} or {@code Set.of} with {@code k} single elements, or with one array
   *       argument whose length is known there ({@link MethodCode#arrayLength}): an
   *       unmodifiable collection of exactly that many elements ({@code Set.of} throws on a
   *       duplicate, so when it returns it holds them all);</li>
   *   <li>{@code Arrays.asList} of an array whose length is known there: a fixed-size view
   *       ({@code add} and {@code remove} throw; {@code set} and writes of the array change
   *       elements, never their number).</li>
   *   <li>a copy of collections of one such size that keeps it ({@link CopiedSizes}: {@code
   *       List.copyOf}, an unmodifiable view, a copy constructor's list never resized).</li>
   * </ul>
   */
  public int fixedSize(AbstractObject o) {
    return fixedSize(o, 0);
  }

  private int fixedSize(AbstractObject o, int depth) {
    int n = factorySize(o);
    return n >= 0 ? n : copiedSizes.size(o, s -> fixedSize(s, depth + 1), depth);
  }

  /** The call that alone creates library object {@code o}, or null. */
  CallKey creator(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.LIBRARY ? creators.get(o.id()) : null;
  }

  /** The size a {@code List.of}, {@code Set.of} or {@code Arrays.asList} result has, or -1. */
  private int factorySize(AbstractObject o) {
    CallKey key = creator(o);
    MethodCode body = key == null ? null : reachable.get(key.caller());
    AbstractInvokeExpr inv = body == null ? null
        : MethodCode.invokeOf(body.stmt(key.stmtIndex()));
    if (!(inv instanceof JStaticInvokeExpr s)) {
      return -1;
    }
    String cls = s.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = s.getMethodSignature().getName();
    boolean factory = name.equals("of")
        && (cls.equals("java.util.List") || cls.equals("java.util.Set"));
    boolean asList = name.equals("asList") && cls.equals("java.util.Arrays");
    boolean arrayArgument = s.getArgCount() == 1 && s.getMethodSignature().getParameterTypes()
        .get(0) instanceof sootup.core.types.ArrayType;
    if (factory && !arrayArgument) {
      return s.getArgCount();
    }
    if ((factory || asList) && arrayArgument && s.getArg(0) instanceof Local array) {
      Integer n = body.arrayLength(key.stmtIndex(), array);
      return n == null ? -1 : n;
    }
    return -1;
  }

  /**
   * True if {@code o} is an empty {@code Optional}: a library object that one call alone
   * creates ({@link #objectsCreatedAt}), {@code Optional.empty()}, which returns the empty
   * instance; an {@code Optional} is immutable, so that one never holds a value.
   */
  public boolean isEmptyOptional(AbstractObject o) {
    CallKey key = creator(o);
    MethodCode body = key == null ? null : reachable.get(key.caller());
    return body != null && isOptionalEmptyCall(MethodCode.invokeOf(body.stmt(key.stmtIndex())));
  }

  /** True if {@code v} is a call of {@code Optional.empty()}. */
  public static boolean isOptionalEmptyCall(sootup.core.jimple.common.Value v) {
    return v instanceof JStaticInvokeExpr s && s.getArgCount() == 0
        && s.getMethodSignature().getName().equals("empty")
        && s.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.Optional");
  }

  /**
   * True if {@code o} is a {@code List.of} of single elements ({@link #fixedSize}): its element
   * {@code k} is the call's argument {@code k}, whose objects the analysis stores under the
   * pseudo-field {@code [k]} ({@link #fieldPointsTo}), and nothing can replace it.
   */
  public boolean positionalElements(AbstractObject o) {
    CallKey key = o.kind() == AbstractObject.Kind.LIBRARY ? creators.get(o.id()) : null;
    MethodCode body = key == null ? null : reachable.get(key.caller());
    AbstractInvokeExpr inv = body == null ? null
        : MethodCode.invokeOf(body.stmt(key.stmtIndex()));
    return inv instanceof JStaticInvokeExpr s && IteratorLoops.isListOfElements(s);
  }

  /**
   * The objects element {@code k} of every runtime list {@code o} stands for may be, for ever,
   * when its positions are known: a {@code List.of} of single elements ({@link
   * #positionalElements}), or a copy of such lists that keeps positions ({@link
   * CopiedSizes#positionalSources}); else null.
   */
  public List<AbstractObject> elementAtPosition(AbstractObject o, int k) {
    return elementAtPosition(o, k, 0);
  }

  private List<AbstractObject> elementAtPosition(AbstractObject o, int k, int depth) {
    if (positionalElements(o)) {
      return fieldPointsTo(o, "[" + k + "]");
    }
    List<AbstractObject> sources = depth > 4 ? null : copiedSizes.positionalSources(o);
    if (sources == null || sources.isEmpty()) {
      return null;
    }
    Set<AbstractObject> out = new java.util.LinkedHashSet<>();
    for (AbstractObject s : sources) {
      List<AbstractObject> e = elementAtPosition(s, k, depth + 1);
      if (e == null) {
        return null;
      }
      out.addAll(e);
    }
    return List.copyOf(out);
  }

  /** True if the statement lies on a loop of its method. */
  public boolean isInLoop(MethodInstance mi, int stmtIndex) {
    MethodCode body = reachable.get(mi);
    return body != null && body.loopStmts().contains(stmtIndex);
  }

  /** All objects, by id. */
  public List<AbstractObject> objects() {
    return objects;
  }

  /** Caveats found while analysing (bodies that could not be built, unknown bootstraps). */
  public List<Caveat> caveats() {
    return caveats;
  }

  /** The code base the analysis ran on. */
  public CodeBase code() {
    return code;
  }

  /** The solved sets, for analyses of this package over the whole heap graph. */
  PointsToSets sets() {
    return sets;
  }

  /** The number of nodes of the solved constraint graph (a size statistic). */
  public int nodeCount() {
    return sets.size();
  }

  private List<AbstractObject> byIds(Set<Integer> ids) {
    return ids == null ? List.of() : ids.stream().map(objects::get)
        .filter(o -> !ForeignObjects.isMarker(o)).toList();
  }

  private List<AbstractObject> objects(Set<Integer> ids) {
    return objects(ids.stream().mapToInt(Integer::intValue).sorted().toArray());
  }

  private List<AbstractObject> objects(int[] ids) {
    List<AbstractObject> out = new ArrayList<>(ids.length);
    for (int o : ids) {
      AbstractObject object = objects.get(o);
      if (!ForeignObjects.isMarker(object)) {
        out.add(object); // the markers stand for no object the translation models
      }
    }
    return out;
  }

  private void computeSummaries(Map<Integer, MethodInstance> allocatedIn,
      Set<Integer> allocatedInLoop, Set<MethodInstance> multiRun, Set<Integer> summaries,
      boolean perThread) {
    // The summary rule of the class comment; perThread: the rule per thread (isOncePerThread),
    // where a method several threads run as their entry is not counted as running more than
    // once, and a thread is several threads when it is a summary of the whole program
    // (this.summaries, computed before).
    Set<Integer> threadSummaries = perThread ? this.summaries : summaries;
    Map<MethodInstance, List<CallKey>> incoming = new HashMap<>();
    callees.forEach((key, targets) -> {
      for (MethodInstance t : targets) {
        incoming.computeIfAbsent(t, k -> new ArrayList<>()).add(key);
      }
    });
    Map<MethodInstance, List<Integer>> threadsRunning = new HashMap<>();
    threadEntries.forEach((thread, entries) -> {
      for (MethodInstance e : entries) {
        threadsRunning.computeIfAbsent(e, k -> new ArrayList<>()).add(thread);
      }
    });
    for (Map<Integer, Set<MethodInstance>> run : List.of(uncaughtHandlers,
        defaultUncaughtHandlers)) {
      run.forEach((thread, handlers) -> {
        for (MethodInstance h : handlers) {
          threadsRunning.computeIfAbsent(h, k -> new ArrayList<>()).add(thread);
        }
      });
    }
    Map<Integer, List<CallKey>> startSites = new HashMap<>();
    threadsStartedAt.forEach((key, threads) -> {
      for (int t : threads) {
        startSites.computeIfAbsent(t, k -> new ArrayList<>()).add(key);
      }
    });
    Map<MethodInstance, Set<Integer>> runners = perThread ? runners() : Map.of();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (AbstractObject o : objects) {
        if (summaries.contains(o.id())) {
          continue;
        }
        MethodInstance in = allocatedIn.get(o.id());
        boolean summary = allocatedInLoop.contains(o.id()) || (in != null && multiRun.contains(in));
        List<CallKey> starts = startSites.getOrDefault(o.id(), List.of());
        if (starts.size() > 1) {
          summary = true;
        }
        for (CallKey k : starts) {
          summary |= mayRepeat(k, multiRun);
        }
        summary |= madeMoreThanOnce(o, multiRun);
        if (summary && summaries.add(o.id())) {
          changed = true;
        }
      }
      for (MethodInstance mi : reachable.keySet()) {
        if (multiRun.contains(mi) || onceInstances.contains(mi)) {
          continue;
        }
        List<CallKey> in = incoming.getOrDefault(mi, List.of());
        boolean multi = perThread ? sharesAThread(in, runners) : in.size() > 1;
        for (CallKey k : in) {
          multi |= multiRun.contains(k.caller()) || isInLoop(k.caller(), k.stmtIndex());
        }
        List<Integer> threads = threadsRunning.getOrDefault(mi, List.of());
        multi |= perThread ? !threads.isEmpty() && !in.isEmpty()
            : threads.size() + (in.isEmpty() ? 0 : 1) > 1;
        for (int t : threads) {
          multi |= threadSummaries.contains(t);
        }
        if (multi && multiRun.add(mi)) {
          changed = true;
        }
      }
    }
  }

  /**
   * True if a constructor reference may make the object more than once: an uncounted call of
   * its function makes it, or two call statements (or method instances) do, or one that lies
   * on a loop or in a method instance that may run more than once. The object of {@code
   * Supplier<Lock> s = ReentrantLock::new} called in a loop stands for every lock it makes
   * (before, it had no allocation site and was never a summary: two of its locks were one
   * single lock, and a cycle between them was missed).
   */
  private boolean madeMoreThanOnce(AbstractObject o, Set<MethodInstance> multiRun) {
    if (functionMade.uncounted().contains(o.id())) {
      return true;
    }
    Set<CallKey> made = functionMade.calls().getOrDefault(o.id(), Set.of());
    if (made.size() > 1) {
      return true;
    }
    for (CallKey k : made) {
      if (mayRepeat(k, multiRun)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True if call statement {@code k} may run more than once: it lies on a loop, or in a method
   * instance that may run more than once ({@code multiRun}).
   */
  private boolean mayRepeat(CallKey k, Set<MethodInstance> multiRun) {
    return multiRun.contains(k.caller()) || isInLoop(k.caller(), k.stmtIndex());
  }

  /** The thread ids of {@link #runners}: the main thread; every thread, for shared code. */
  private static final int MAIN = -1;
  private static final int EVERY = -2;

  /**
   * The threads whose code may run each method instance: the ids of the thread objects whose
   * entries reach it through calls, {@link #MAIN} for the entry point's, and {@link #EVERY} for
   * code a static initializer reaches (it runs on whichever thread first uses the class).
   */
  private Map<MethodInstance, Set<Integer>> runners() {
    Map<MethodInstance, Set<Integer>> out = new HashMap<>();
    Map<MethodInstance, List<MethodInstance>> calls = new HashMap<>();
    callees.forEach((key, targets) -> calls.computeIfAbsent(key.caller(), k -> new ArrayList<>())
        .addAll(targets));
    reach(Set.of(entry), MAIN, calls, out);
    reach(staticInitializers, EVERY, calls, out);
    threadEntries.forEach((thread, entries) -> reach(entries, thread, calls, out));
    uncaughtHandlers.forEach((thread, handlers) -> reach(handlers, thread, calls, out));
    defaultUncaughtHandlers.forEach((thread, handlers) -> reach(handlers, thread, calls, out));
    return out;
  }

  private static void reach(Collection<MethodInstance> from, int thread,
      Map<MethodInstance, List<MethodInstance>> calls, Map<MethodInstance, Set<Integer>> out) {
    java.util.ArrayDeque<MethodInstance> work = new java.util.ArrayDeque<>(from);
    while (!work.isEmpty()) {
      MethodInstance mi = work.poll();
      if (out.computeIfAbsent(mi, k -> new HashSet<>()).add(thread)) {
        work.addAll(calls.getOrDefault(mi, List.of()));
      }
    }
  }

  /**
   * True if two of the call statements may run in one thread: their callers share a runner
   * ({@link #runners}); a caller no thread reaches through calls counts as run by every thread.
   */
  private static boolean sharesAThread(List<CallKey> in,
      Map<MethodInstance, Set<Integer>> runners) {
    Set<Integer> seen = new HashSet<>();
    boolean every = false;
    for (CallKey k : in) {
      Set<Integer> r = runners.getOrDefault(k.caller(), Set.of(EVERY));
      if (every || r.contains(EVERY) && !seen.isEmpty()) {
        return true;
      }
      if (r.contains(EVERY)) {
        every = true;
      }
      for (int t : r) {
        if (!seen.add(t)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Distinct names, for tests and debugging. */
  Set<String> names(List<AbstractObject> os) {
    Set<String> out = new LinkedHashSet<>();
    os.forEach(o -> out.add(o.name()));
    return out;
  }
}
