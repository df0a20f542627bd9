package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.Origins;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.stage.StageBudget;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * What the procedure translators share: the points-to result, the rb names of procedures,
 * threads and locks, the throw analysis, the library model and the caveats (deduplicated by
 * kind, place and message, in the order found).
 *
 * <p>Names: a procedure is {@code pkg.Cls.method}, with its parameter types in parentheses
 * ({@code pkg.Cls.m(int;java.lang.String)}) when several reachable methods of the class share
 * the name, and its context in brackets when it has one. A thread's rb id and a lock's rb name
 * are the name of the abstract object ({@code java.lang.Thread@Main.java:9},
 * {@code app.Account@Main.java:12}); the Class object of a class is {@code pkg.Cls.class}; a lock
 * with no known object is {@code ?type}, one name per static type. A summary object taken by
 * {@code synchronized} is split into instance locks {@code name{1}}, {@code name{2}}, ... (see
 * {@link #monitorNames}).
 */
final class TranslationContext {
  private final PointsToResult pts;
  private final Origins origins;
  /** The analyses that depend only on {@link #pts}, shared by the race rounds. */
  private final RoundInvariants shared;
  private final NullnessRoutes nullness;
  private final ThrowAnalysis throwAnalysis;
  private final CaughtCallees caughtCallees;
  /** The reference casts that cannot fail ({@link SafeCasts}). */
  private final SafeCasts casts;
  private final LibraryCommands library;
  private final UnknownStarts unknownStarts;
  private final ParallelStreams parallelStreams = new ParallelStreams(this);
  private final LibraryModels juc;
  private QueuePills pills;
  private ListKinds lists;
  private FillFlags fills;
  private final ThrownFlags thrownFlags = new ThrownFlags(this);
  private final IntResults intResults = new IntResults(this);
  private PolledObjects polled;
  private final LibraryRunTargets libraryRunTargets = new LibraryRunTargets(this);
  private final Map<MethodCode, Map<Integer, Integer>> boundedLoops =
      new java.util.IdentityHashMap<>();
  private final Map<MethodInstance, Map<Integer, Integer>> boundedForEach = new HashMap<>();
  private final MockitoCalls mockito;
  private final Map<String, Caveat> caveats = new LinkedHashMap<>();
  private final Map<MethodInstance, String> procedureNames = new HashMap<>();
  private final Map<String, Integer> overloads = new HashMap<>();
  /** Class.method(params) keys shared by several reachable methods (differing in return type). */
  private final Set<String> returnOverloads = new java.util.HashSet<>();
  /** The method instance each procedure name was given to. */
  private final Map<String, MethodInstance> procedureOwners = new HashMap<>();
  private final Map<String, SyntheticThread> syntheticThreads = new LinkedHashMap<>();
  private final Map<String, ArgumentVariants.LoopClassThread> loopClassThreads =
      new LinkedHashMap<>();
  private final Set<Integer> reportedSummaryLocks = new LinkedHashSet<>();
  private final Set<String> reportedWeakFields = new LinkedHashSet<>();
  private final TrackedValues values;
  private final AtomicValues atomics;
  private final ClassInitialisation classInit;
  private final ResultExits results = new ResultExits(this);
  private final ArgumentVariants argumentVariants = new ArgumentVariants(this);
  private final ObjectParameters objectParameters = new ObjectParameters(this);
  private final Map<String, HeapLocation> heapLocations = new LinkedHashMap<>();

  TranslationContext(PointsToResult pts) {
    this(pts, FrontendOptions.DEFAULT_VALUE_BOUND, Set.of());
  }

  /**
   * @param valueBound the most values an int field is tracked with
   * @param untracked rb variables not to track (see {@link TrackedValues})
   */
  private Set<String> loggingClasses = Set.of();

  /**
   * Records the class path's classes that extend the JDK logging's extension points ({@link
   * JdkLogging#EXTENSION_POINTS}); none by default.
   */
  void programLoggingClasses(Set<String> classes) {
    loggingClasses = Set.copyOf(classes);
  }

  /** The class path's classes that extend the JDK logging's extension points. */
  Set<String> programLoggingClasses() {
    return loggingClasses;
  }

  TranslationContext(PointsToResult pts, int valueBound, Set<String> untracked) {
    this(pts, valueBound, untracked, StageBudget.none());
  }

  /**
   * A context whose whole-program analyses (throws, tracked values, atomics, class
   * initialisation) check {@code budget} between one another: together they take seconds on a
   * large class path, once per race round.
   */
  TranslationContext(PointsToResult pts, int valueBound, Set<String> untracked,
      StageBudget budget) {
    this(new RoundInvariants(pts, budget), valueBound, untracked, budget);
  }

  /**
   * A context over the analyses {@code shared} with the other race rounds of its points-to
   * result (see {@link RoundInvariants}).
   */
  TranslationContext(RoundInvariants shared, int valueBound, Set<String> untracked,
      StageBudget budget) {
    this.shared = shared;
    this.pts = shared.pts();
    this.origins = new Origins(pts.code());
    this.nullness = shared.nullness();
    this.casts = shared.casts();
    this.caughtCallees = shared.caughtCallees();
    this.throwAnalysis = shared.throwAnalysis();
    budget.check();
    this.library = new LibraryCommands(this);
    this.unknownStarts = new UnknownStarts(this);
    this.juc = new LibraryModels(this);
    this.mockito = new MockitoCalls(this);
    Map<String, Set<String>> sigsByName = new HashMap<>();
    Map<String, Set<String>> sigsByParams = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      JavaSootMethod m = mi.method();
      String base = m.getDeclaringClassType().getFullyQualifiedName() + "." + m.getName();
      sigsByName.computeIfAbsent(base, k -> new LinkedHashSet<>())
          .add(m.getSubSignature().toString());
      sigsByParams.computeIfAbsent(base + parameters(m), k -> new LinkedHashSet<>())
          .add(m.getSubSignature().toString());
    }
    sigsByName.forEach((k, v) -> overloads.put(k, v.size()));
    sigsByParams.forEach((k, v) -> {
      if (v.size() > 1) {
        returnOverloads.add(k);
      }
    });
    for (MethodInstance mi : pts.reachable()) {
      procedureName(mi);
    }
    for (Caveat c : pts.caveats()) {
      caveat(c);
    }
    budget.check();
    this.values = new TrackedValues(shared.trackedBasis(valueBound, budget), untracked,
        this::escape, budget);
    budget.check();
    this.atomics = new AtomicValues(pts, valueBound,
        values.notes().stream().noneMatch(c -> c.kind().equals("values-untracked")));
    atomics.use(values);
    budget.check();
    this.classInit = ClassInitialisation.of(pts);
    for (Caveat c : values.notes()) {
      caveat(c);
    }
    classInit.settleQuiet(this, DemandSet.inertCallees(this));
  }

  /** The atomic objects whose values the translation tracks. */
  AtomicValues atomics() {
    return atomics;
  }

  private final FreshCasReads freshCasReads = new FreshCasReads();

  /** Which compare-and-sets expect a fresh read of the object they update. */
  FreshCasReads freshCasReads() {
    return freshCasReads;
  }

  /** The finite-domain values the translation tracks. */
  TrackedValues values() {
    return values;
  }

  /** Result variants and branch refinement ({@link ResultExits}). */
  ResultExits results() {
    return results;
  }

  /** The result variables of int result variants ({@link IntResults}). */
  IntResults intResults() {
    return intResults;
  }

  /** The flags that tell a throw from a false return of a result variant ({@link ThrownFlags}). */
  ThrownFlags thrownFlags() {
    return thrownFlags;
  }

  /** Calls specialised on the values of tested arguments ({@link ArgumentVariants}). */
  ArgumentVariants argumentVariants() {
    return argumentVariants;
  }

  /** The arguments that pin a callee's parameter to one object ({@link ObjectParameters}). */
  ObjectParameters objectParameters() {
    return objectParameters;
  }

  /** Where application classes are initialised (see {@link ClassInitialisation}). */
  ClassInitialisation classInit() {
    return classInit;
  }

  PointsToResult pts() {
    return pts;
  }


  /**
   * The objects more than one thread can reach ({@link org.petrify.ir.pointsto.ThreadEscape}),
   * computed once for the library-state accesses and the thread-local locks.
   */
  org.petrify.ir.pointsto.ThreadEscape escape() {
    return shared.escape();
  }

  private LibraryState libraryState;

  /** The internal state of unsynchronised JDK objects, for races ({@link LibraryState}). */
  LibraryState libraryState() {
    if (libraryState == null) {
      libraryState = new LibraryState(this);
    }
    return libraryState;
  }

  CodeBase code() {
    return pts.code();
  }

  Origins origins() {
    return origins;
  }

  /** The terminal operations of parallel streams and their common-pool workers. */
  ParallelStreams parallelStreams() {
    return parallelStreams;
  }

  /** The starts of threads the points-to analysis has no object for. */
  UnknownStarts unknownStarts() {
    return unknownStarts;
  }

  /** The bounded loops of a body, test to exit ({@link org.petrify.ir.pointsto.BoundedLoops}). */
  Map<Integer, Integer> boundedLoops(MethodCode body) {
    return boundedLoops.computeIfAbsent(body, org.petrify.ir.pointsto.BoundedLoops::of);
  }

  /**
   * The bounded loops of an instance's body: those of {@link #boundedLoops(MethodCode)} and the
   * for-each loops over finite JDK collections ({@link FiniteIterations#boundedForEach}).
   */
  Map<Integer, Integer> boundedLoops(MethodInstance mi, MethodCode body) {
    if (pts.body(mi) != body) {
      return boundedLoops(body);
    }
    return boundedForEach.computeIfAbsent(mi, m -> {
      Map<Integer, Integer> all = new HashMap<>(boundedLoops(body));
      finiteIterations().boundedForEach(m, body).forEach(all::putIfAbsent);
      return all;
    });
  }

  /** Run targets that are method references to modelled JDK methods. */
  LibraryRunTargets libraryRunTargets() {
    return libraryRunTargets;
  }

  LibraryCommands library() {
    return library;
  }

  LibraryModels juc() {
    return juc;
  }

  /** The kinds of items of blocking queues that may hold poison pills ({@link QueuePills}). */
  QueuePills pills() {
    if (pills == null) {
      pills = new QueuePills(this);
    }
    return pills;
  }

  /** The element kinds of plain lists walked with iterators ({@link ListKinds}). */
  ListKinds lists() {
    if (lists == null) {
      lists = new ListKinds(pts, values);
    }
    return lists;
  }

  /** The fill flags of collections empty until their first addition ({@link FillFlags}). */
  FillFlags fills() {
    if (fills == null) {
      fills = new FillFlags(pts, values, lists());
    }
    return fills;
  }

  /** Points-to sets narrowed to the objects locals are pinned to ({@link PolledObjects}). */
  PolledObjects polled() {
    if (polled == null) {
      polled = new PolledObjects(pts);
    }
    return polled;
  }

  MockitoCalls mockito() {
    return mockito;
  }

  boolean mayThrow(MethodInstance mi) {
    return throwAnalysis.mayThrow(mi);
  }

  ThrowAnalysis throwAnalysis() {
    return throwAnalysis;
  }

  /** The application callees whose implicit exceptions are followed out of them. */
  CaughtCallees caughtCallees() {
    return caughtCallees;
  }

  /** Where interprocedural nullness decides branches and exception routes. */
  NullnessRoutes nullness() {
    return nullness;
  }

  private UncaughtRaises uncaughtRaises;

  private TrySemaphores trySemaphores;

  /** The semaphores no thread can block on ({@link TrySemaphores}), built on first use. */
  TrySemaphores trySemaphores() {
    if (trySemaphores == null) {
      trySemaphores = TrySemaphores.of(pts);
    }
    return trySemaphores;
  }

  private UncaughtHandlers uncaughtHandlers;

  /** The uncaught-exception handlers threads run when they die (built on first use). */
  UncaughtHandlers uncaughtHandlers() {
    if (uncaughtHandlers == null) {
      uncaughtHandlers = new UncaughtHandlers(this);
    }
    return uncaughtHandlers;
  }

  /** The throw points of thread roots modelled as raises (built on first use). */
  UncaughtRaises uncaughtRaises() {
    if (uncaughtRaises == null) {
      uncaughtRaises = UncaughtRaises.of(this);
    }
    return uncaughtRaises;
  }

  private PeriodicTasks periodicTasks;
  private IdlePools idlePools;
  private FiniteIterations finiteIterations;

  /** The caller-runs iterations that Java bounds (built on first use). */
  FiniteIterations finiteIterations() {
    if (finiteIterations == null) {
      finiteIterations = new FiniteIterations(this);
    }
    return finiteIterations;
  }

  /** The pools whose idle workers may keep the JVM alive (built on first use). */
  IdlePools idlePools() {
    if (idlePools == null) {
      idlePools = IdlePools.of(this);
    }
    return idlePools;
  }

  /** The periodic tasks of scheduled executors (built on first use). */
  PeriodicTasks periodicTasks() {
    if (periodicTasks == null) {
      periodicTasks = new PeriodicTasks(this);
    }
    return periodicTasks;
  }

  /** Interruptible waits and interrupt flags (built on first use). */
  InterruptibleWaits interruptibleWaits() {
    return shared.interruptibleWaits();
  }

  /** Calls on {@code this} in a thread's own {@code run()} (built on first use). */
  RunningThreadReceivers runningThreadReceivers() {
    return shared.runningThreadReceivers();
  }

  /** Implicit and library exceptions routed to their handlers (built on first use). */
  ImplicitExceptions implicitExceptions() {
    return shared.implicitExceptions();
  }

  void caveat(String kind, Origin where, String message, Caveat.Effect effect) {
    caveat(new Caveat(kind, where, message, effect));
  }

  void caveat(Caveat c) {
    caveats.putIfAbsent(c.kind() + "|" + c.where().frame() + "|" + c.message(), c);
  }

  /** Records what an rb variable of a read or write stands for (the first description wins). */
  void noteLocation(HeapLocation location) {
    heapLocations.putIfAbsent(location.variable(), location);
  }

  Map<String, HeapLocation> heapLocations() {
    return heapLocations;
  }

  List<Caveat> caveats() {
    return new ArrayList<>(caveats.values());
  }

  /**
   * What has been reported so far: the number of caveats and of the objects and fields whose
   * caveat is reported only once ({@link #lockName}, {@link #monitorNames},
   * {@link #noteWeakRead}); a mark for {@link #dropCaveatsAfter}.
   */
  record CaveatMark(int caveats, int summaryLocks, int weakFields) {}

  /** The mark of what has been reported so far. */
  CaveatMark caveatMark() {
    return new CaveatMark(caveats.size(), reportedSummaryLocks.size(),
        reportedWeakFields.size());
  }

  /**
   * Forgets what was reported after {@code mark}, the once-only reports included, so that a
   * later translation reports it again: {@link DemandSet} asks the library boundary about
   * calls before translating them and leaves the caveats to the translation.
   */
  void dropCaveatsAfter(CaveatMark mark) {
    dropAfter(caveats.keySet(), mark.caveats());
    dropAfter(reportedSummaryLocks, mark.summaryLocks());
    dropAfter(reportedWeakFields, mark.weakFields());
  }

  /** Removes the elements after the first {@code keep} of an insertion-ordered set. */
  private static void dropAfter(Set<?> inOrder, int keep) {
    java.util.Iterator<?> it = inOrder.iterator();
    for (int k = 0; it.hasNext(); k++) {
      it.next();
      if (k >= keep) {
        it.remove();
      }
    }
  }

  /**
   * The rb procedure of a method instance; distinct instances always get distinct names. The
   * readable name is {@code pkg.Cls.method}, plus {@code (params)} when the class has several
   * reachable methods of that name, plus {@code :returnType} when several of them also share
   * the parameter types (bridge methods: {@code Object next()} and {@code Map$Entry next()}),
   * plus {@code [context]}. Should two instances still read the same (context names that
   * coincide, class or method names that contain the separators), the later one gets a suffix
   * {@code #2}, {@code #3}, ...: the names of the reachable instances are fixed in the order of
   * {@link PointsToResult#reachable()} when the context is made, so they do not depend on the
   * order of the translation's queries.
   */
  String procedureName(MethodInstance mi) {
    String known = procedureNames.get(mi);
    if (known != null) {
      return known;
    }
    JavaSootMethod m = mi.method();
    String base = m.getDeclaringClassType().getFullyQualifiedName() + "." + m.getName();
    String params = parameters(m);
    if (returnOverloads.contains(base + params)) {
      base = base + params + ":" + m.getReturnType();
    } else if (overloads.getOrDefault(base, 1) > 1) {
      base = base + params;
    }
    String name = mi.context().isEmpty() ? base : base + "[" + mi.context().name() + "]";
    String unique = name;
    for (int k = 2; procedureOwners.putIfAbsent(unique, mi) != null; k++) {
      unique = name + "#" + k;
    }
    procedureNames.put(mi, unique);
    return unique;
  }

  private static String parameters(JavaSootMethod m) {
    List<String> params = new ArrayList<>();
    m.getParameterTypes().forEach(t -> params.add(t.toString()));
    return "(" + String.join(";", params) + ")";
  }

  String threadId(AbstractObject thread) {
    return thread.name();
  }

  /**
   * The procedure a thread runs: its single entry method instance, or a synthetic procedure
   * {@code thread:<name>} that chooses among several (or, named {@code thread-unknown:<name>},
   * does nothing when there is none: {@link Procedure#UNKNOWN_TARGET_THREAD}), and,
   * for a task of a pool with a bounded number of workers, takes a worker first and gives it
   * back at the end (see {@link LibraryModels#workers}), and a task of a pool whose idle
   * workers keep the JVM alive sets its counter first ({@link IdlePools#keepsAlive}: also for a
   * pool whose workers are not counted, a {@code new ThreadPoolExecutor}); a continuation first waits for its
   * sources, a task future that may be completed sets its {@code done} counter at the end; a
   * {@code FutureTask} subclass's {@code done()} runs after its task ({@link FutureTaskHooks});
   * a task of a {@code ThreadPoolExecutor} subclass runs its hooks around it ({@link PoolHooks}).
   */
  String threadProcedure(AbstractObject thread) {
    Set<MethodInstance> entries = pts.threadEntries(thread);
    boolean libraryTargets = !libraryRunTargets.of(thread).isEmpty();
    boolean plain = isPlainThread(thread);
    boolean handlers = plain && uncaughtHandlers().runs(thread);
    if (!plain) {
      uncaughtHandlers().notRun(thread);
    }
    if (entries.size() == 1 && plain && !handlers && !threadLiveness().watched(thread, plain)
        && idlePools().keepsAlive(this, thread) == null
        && StackTracePrinting.defaultPrintLock(this, thread) == null
        && futureTaskDone(thread).isEmpty() && poolHooks().of(thread).isEmpty()) {
      MethodInstance entry = entries.iterator().next();
      String variant = argumentVariants().forThread(thread, entry);
      if (variant != null) {
        return variant;
      }
      String name = "thread:" + thread.name();
      if (!loopClassThreads.containsKey(name)) {
        ArgumentVariants.LoopClassThread classes = argumentVariants().forLoopThread(thread, entry);
        if (classes == null) {
          return procedureName(entry);
        }
        loopClassThreads.put(name, classes);
      }
      return name;
    }
    String name = (entries.isEmpty() && !libraryTargets ? Procedure.UNKNOWN_TARGET_THREAD
        : "thread:")
        + thread.name();
    if (!syntheticThreads.containsKey(name)) {
      List<String> procedures = new ArrayList<>();
      for (MethodInstance entry : entries) {
        String variant = entries.size() == 1 ? argumentVariants().forThread(thread, entry) : null;
        procedures.add(variant != null ? variant : procedureName(entry));
      }
      syntheticThreads.put(name, new SyntheticThread(thread, List.copyOf(entries),
          List.copyOf(procedures)));
    }
    return name;
  }

  /**
   * True if a started object runs as a plain thread: no pool worker, no wrapped task, no
   * library run target, no periodic task.
   */
  boolean isPlainThread(AbstractObject thread) {
    return juc.workers(thread).isEmpty() && !juc.wrapsTask(thread)
        && libraryRunTargets.of(thread).isEmpty() && !periodicTasks().isPeriodic(thread);
  }

  private InheritedValues inheritedValues;

  /** The {@code InheritableThreadLocal.childValue} overrides (built on first use). */
  InheritedValues inheritedValues() {
    if (inheritedValues == null) {
      inheritedValues = new InheritedValues(this);
    }
    return inheritedValues;
  }

  private PoolHooks poolHooks;
  private PoolTermination poolTermination;

  /** The {@code ThreadPoolExecutor} subclasses' {@code terminated()} hook (built on first use). */
  PoolTermination poolTermination() {
    if (poolTermination == null) {
      poolTermination = new PoolTermination(this);
    }
    return poolTermination;
  }

  /** The {@code ThreadPoolExecutor} subclasses' per-task hooks (built on first use). */
  PoolHooks poolHooks() {
    if (poolHooks == null) {
      poolHooks = new PoolHooks(this);
    }
    return poolHooks;
  }

  private ThreadLiveness threadLiveness;

  /** Thread objects as monitors and their {@code isAlive()} (built on first use). */
  ThreadLiveness threadLiveness() {
    if (threadLiveness == null) {
      threadLiveness = new ThreadLiveness(this);
    }
    return threadLiveness;
  }

  /**
   * The tasks of an {@code invokeAll} batch thread: one rb thread per callable it may run,
   * each a pair (procedure, thread id), the id being {@code <thread>/task<k>}.
   */
  List<String[]> batchTasks(AbstractObject batch) {
    List<String[]> tasks = new ArrayList<>();
    int k = 0;
    for (MethodInstance entry : pts.threadEntries(batch)) {
      String id = batch.name() + "/task" + ++k;
      String name = "thread:" + id;
      syntheticThreads.putIfAbsent(name, new SyntheticThread(batch, List.of(entry),
          List.of(procedureName(entry))));
      tasks.add(new String[] {name, id});
    }
    return tasks;
  }

  /** A synthetic thread procedure: the thread object (for its pool) and its entries. */
  /**
   * A synthetic thread procedure's thread and entries, with the procedure each entry runs: its
   * own, or, for a task whose one run target is a lambda capturing known ints (a task submitted
   * to a pool in an unrolled loop), the argument variant {@link ArgumentVariants#forThread}.
   */
  record SyntheticThread(AbstractObject thread, List<MethodInstance> entries,
      List<String> procedures) {}

  /** The threads started in counted loops whose trips fall into classes, by procedure name. */
  Map<String, ArgumentVariants.LoopClassThread> loopClassThreads() {
    return loopClassThreads;
  }

  /** The synthetic thread procedures by name, in the order they were made. */
  Map<String, SyntheticThread> syntheticThreads() {
    return syntheticThreads;
  }

  /**
   * Reports once per location (a tracked field of a summary object, {@code object.field}) that
   * its reads are weak updates ({@link SummaryFieldValues}): IMPRECISE, since the choice among
   * the values any write stores only adds runs (a test of one runtime object's state may take
   * a branch the JVM cannot for that object), never removes one.
   */
  void noteWeakRead(String location, List<String> values, Origin where) {
    if (reportedWeakFields.add(location)) {
      caveat("summary-field", where, location + " stands for the field of several runtime"
          + " objects (allocated on a loop or in code that runs more than once); its reads"
          + " choose among the values any write stores, " + values + ", whichever object is"
          + " read, so a test of one object's state (an object its thread just made) may take a"
          + " branch the JVM cannot take for that object: a violation through it may be"
          + " spurious (--confirm replays it)", Caveat.Effect.IMPRECISE);
    }
  }

  /**
   * The rb lock of an object used by {@code wait}/{@code notify} or a {@code Lock} method; a
   * summary object is one rb lock (reported once as UNSOUND: holding one instance and taking
   * another is modelled as re-entry, and two instances cannot be held by two threads at once).
   */
  String lockName(AbstractObject o, Origin where) {
    if (pts.isSummary(o) && reportedSummaryLocks.add(o.id())) {
      caveat("summary-lock", where, "lock " + o.name() + " stands for several runtime objects"
          + " (allocated on a loop or in code that runs more than once) and is used by"
          + " wait/notify or a Lock method; they are one rb lock, so holding one and taking"
          + " another is modelled as re-entry and a deadlock among them can be missed",
          Caveat.Effect.UNSOUND);
    }
    return o.name();
  }

  /**
   * The rb lock of an object's monitor when the object is taken by {@code synchronized} or is
   * the receiver of {@code wait}/{@code notify}: its {@link #lockName}, except for a {@code
   * java.util.concurrent.locks} lock object ({@code ReentrantLock}, a read-write lock or its
   * views, a {@code StampedLock}), whose monitor is a lock apart from the {@code Lock} itself:
   * {@code synchronized (lock)} does not exclude {@code lock.lock()}, and before, the two were
   * one rb lock (a false cycle between a thread holding the {@code Lock} and one holding its
   * monitor).
   */
  String monitorLockName(AbstractObject o, Origin where) {
    String name = lockName(o, where);
    return isLockObject(o) ? name + "#monitor" : name;
  }

  /** True for the objects whose class implements a {@code java.util.concurrent} lock. */
  static boolean isLockObject(AbstractObject o) {
    return LockModel.LOCK_CLASSES.contains(o.type())
        || o.type().equals("java.util.concurrent.locks.ReentrantReadWriteLock")
        || o.type().equals("java.util.concurrent.locks.StampedLock");
  }

  /**
   * The rb locks an object may be when it is taken by {@code synchronized} (block or method):
   * one lock for an object that is one runtime object, or whose instances are never held two at
   * a time ({@link MonitorHolds} bound at most 1); otherwise {@code k} interchangeable instance
   * locks {@code name{1}} .. {@code name{k}} among which every acquire chooses, pinned until the
   * matching release, where {@code k} is the bound, at most {@link #MAX_INSTANCES}.
   *
   * <p>Soundness: with one rb lock a thread holding instance a and taking instance b would
   * re-enter, and two threads could never hold a and b at once, so a cycle a → b → a is lost.
   * With k instance locks every real execution in which at most k distinct instances are held
   * at the same time is a run of the net: map the held instances injectively to instance locks
   * (a re-entry chooses the lock already held, a new instance a free one, a blocked acquire the
   * lock of the holder); the blocked state of a real deadlock is then a dead marking of the net.
   * So the encoding is sound when the bound is at most {@link #MAX_INSTANCES} (caveat
   * IMPRECISE: the free choice may also take a re-entry for another instance, a spurious run);
   * above it executions holding more instances are not covered (caveat UNSOUND). Objects also
   * used by {@code wait}/{@code notify} or {@code Lock} methods keep one rb lock
   * ({@link #lockName}), because those operations are not pinned to the instance held.
   */
  List<String> monitorNames(AbstractObject o, Origin where) {
    ioLockCaveat(o);
    if (!pts.isSummary(o) || nonMonitorUses().contains(o.id()) || isLockObject(o)) {
      return List.of(monitorLockName(o, where));
    }
    if (holds == null) {
      holds = new MonitorHolds(pts);
    }
    int bound = holds.bound(o);
    if (bound <= 1) {
      return List.of(o.name());
    }
    int k = Math.min(bound, MAX_INSTANCES);
    if (reportedSummaryLocks.add(o.id())) {
      String held = bound == MonitorHolds.UNBOUNDED ? "unboundedly many" : "up to " + bound;
      caveat("summary-lock", where, "lock " + o.name() + " stands for several runtime objects"
          + " (allocated on a loop or in code that runs more than once), " + held + " of which"
          + " may be held at once; it is modelled by " + k + " instance locks that each acquire"
          + " chooses among" + (bound > k ? ", so deadlocks holding more than " + k
          + " of them at once can be missed" : "") + "; a re-entry may be taken for another"
          + " instance (spurious deadlock)",
          bound > k ? Caveat.Effect.UNSOUND : Caveat.Effect.IMPRECISE);
    }
    List<String> names = new ArrayList<>(k);
    for (int i = 1; i <= k; i++) {
      names.add(o.name() + "{" + i + "}");
    }
    return names;
  }

  private List<AbstractObject> standardError;

  /**
   * The object of {@code System.err}, if the program reads it (else nothing can lock it), found
   * once: the printing of stack traces and of dying threads ({@link StackTracePrinting}) asks
   * for it at every such call and thread.
   */
  List<AbstractObject> standardError() {
    if (standardError == null) {
      standardError = pts.objects().stream()
          .filter(o -> o.kind() == AbstractObject.Kind.LIBRARY && PointsToResult.isPrintStream(o)
              && o.site().equals("System.err"))
          .toList();
    }
    return standardError;
  }

  /** The JDK I/O classes whose methods hold a monitor of their own while they work. */
  private static final List<String> IO_CLASSES = List.of("java.io.Writer", "java.io.Reader",
      "java.io.InputStream", "java.io.OutputStream");

  /**
   * An UNSOUND {@code io-lock} caveat for a monitor on a JDK reader, writer or stream (other
   * than a {@code PrintStream}, whose methods the model makes take it): their methods hold
   * a lock of their own while they work ({@code Writer.lock}: the writer itself, or the writer
   * or object it was made over, as a {@code PrintWriter} over a {@code StringWriter};
   * {@code BufferedInputStream}'s synchronized methods), which the model does not take, so a
   * lock cycle between {@code synchronized (w)} and a write through a wrapper of {@code w} under
   * another lock would be missed. Only objects a {@code synchronized} of the program takes get
   * it: elsewhere those locks are taken by JDK code alone, which holds them while it works and
   * takes no lock of the model inside.
   */
  private void ioLockCaveat(AbstractObject o) {
    if (PointsToResult.isPrintStream(o) || o.type().endsWith("]")
        || o.kind() == AbstractObject.Kind.CLASS) {
      return;
    }
    sootup.core.types.ClassType type = code().classType(o.type());
    for (String io : IO_CLASSES) {
      if (code().isSubtype(type, code().classType(io))) {
        caveat("io-lock", o.origin(), "the program locks " + o.name() + ", a " + io
            + ": the JDK's methods of such objects and of the readers, writers and streams made"
            + " over them hold a lock of their own (the object itself, or the one they wrap)"
            + " while they work, which the model does not take, so a lock cycle through them"
            + " may be missed", Caveat.Effect.UNSOUND);
        return;
      }
    }
  }

  /**
   * True if some {@code synchronized} block or method of a thread the program runs may take the
   * object's monitor ({@link MonitorHolds}: its bound is positive).
   */
  boolean takenBySynchronized(AbstractObject o) {
    if (holds == null) {
      holds = new MonitorHolds(pts);
    }
    return holds.bound(o) > 0;
  }

  /**
   * True for a {@code PrintStream} whose monitor the model has: a {@code synchronized} of the
   * program may take it, or a JDK call may hold it while it runs application code that is not
   * plain ({@link PrintLockCallbacks}); then every print takes it.
   */
  boolean printLockModelled(AbstractObject o) {
    return PointsToResult.isPrintStream(o)
        && (takenBySynchronized(o) || PrintLockCallbacks.streams(this).contains(o.id()));
  }

  /** The most instance locks a summary monitor is split into (see {@link #monitorNames}). */
  static final int MAX_INSTANCES = 4;

  private MonitorHolds holds;

  private static final Set<String> LIBRARY_LOCK_OPS = Set.of("wait", "notify", "notifyAll",
      "lock", "unlock", "tryLock", "lockInterruptibly");
  private Set<Integer> nonMonitorUses;

  /**
   * The procedures of the call-backs the points-to analysis registered for statement {@code
   * index} of {@code mi}, each once, in registration order.
   */
  List<String> callbackProcedures(MethodInstance mi, int index) {
    return pts.callbacks(mi, index).stream().map(this::procedureName).distinct().toList();
  }

  private final Map<Integer, List<String>> futureTaskDone = new HashMap<>();

  /**
   * The {@code done()} procedures a thread runs after its {@code FutureTask} task ({@link
   * FutureTaskHooks#doneProcedures}), found once per thread: both the choice of the thread's
   * procedure and the synthetic procedure ask.
   */
  List<String> futureTaskDone(AbstractObject thread) {
    List<String> known = futureTaskDone.get(thread.id());
    if (known == null) {
      known = FutureTaskHooks.doneProcedures(this, thread);
      futureTaskDone.put(thread.id(), known);
    }
    return known;
  }

  /** Ids of objects that are receivers of wait/notify or of Lock-like methods anywhere. */
  private Set<Integer> nonMonitorUses() {
    if (nonMonitorUses == null) {
      nonMonitorUses = pts.callReceiverIds(
          inv -> LIBRARY_LOCK_OPS.contains(inv.getMethodSignature().getName()));
    }
    return nonMonitorUses;
  }

  String unknownLock(String type, Origin where) {
    caveat("unknown-lock", where, "no abstract object for a lock of type " + type
        + "; all such locks are one rb lock ?" + type, Caveat.Effect.UNSOUND);
    return "?" + type;
  }

  /**
   * The objects the receiver of an instance invoke may point to (empty for static calls),
   * narrowed to the object the base is pinned to in the state being translated ({@link
   * PolledObjects}).
   */
  List<AbstractObject> receiverObjects(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    return polled().receivers(mi, at, inv);
  }

  /**
   * The receiver objects a library model sees: {@link #receiverObjects} without those whose
   * call runs class-path code, which is translated as a call of its callee
   * ({@link ClassPathReceivers}).
   */
  List<AbstractObject> libraryReceivers(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    return ClassPathReceivers.libraryOnly(this, inv, receiverObjects(mi, at, inv));
  }

  /**
   * The receiver objects a library model sees for a call: those given with it (a method
   * reference applied to elements, {@link LibraryModel.Call#given}) or else those of its
   * invoke ({@link #libraryReceivers(MethodInstance, int, AbstractInvokeExpr)}).
   */
  List<AbstractObject> libraryReceivers(LibraryModel.Call c) {
    return c.given() != null ? c.given() : libraryReceivers(c.mi(), c.index(), c.inv());
  }

  static String classLiteral(ClassConstant cc) {
    String v = cc.getValue();
    if (v.startsWith("L") && v.endsWith(";")) {
      v = v.substring(1, v.length() - 1);
    }
    return v.replace('/', '.');
  }

  /**
   * Reports exception handlers of a translated body that the model never reaches: they only
   * run on exceptions the model does not raise (implicit exceptions, interrupts, exceptions
   * from library code).
   */
  void noteHandlers(MethodInstance mi, MethodCode body, Set<Integer> reached) {
    noteHandlers(mi, body, reached, Map.of());
  }

  /**
   * The same, and for each handler in {@code partly} (reached, but not from inside the
   * application callee named as its value, which may throw what it catches) an UNSOUND caveat.
   */
  void noteHandlers(MethodInstance mi, MethodCode body, Set<Integer> reached,
      Map<Integer, String> partly) {
    partly.forEach((target, callee) -> {
      if (reached.contains(target)) {
        caveat("unreached-handler", origins.of(mi.method(), body.stmts().get(target)),
            "handler is reached in the model, but not by an exception thrown inside " + callee
                + " after some of its operations", Caveat.Effect.UNSOUND);
      }
    });
    List<Stmt> stmts = body.stmts();
    handlerTypes(body).forEach((target, type) -> {
      if (reached.contains(target)) {
        return;
      }
      Caveat.Effect effect = unreachedHandlerEffect(mi, body, type, target);
      if (effect == null) {
        return;
      }
      boolean never = checkedHandlers().unreachable(mi, body, type, target);
      caveat("unreached-handler", origins.of(mi.method(), stmts.get(target)),
          "handler for " + type.getFullyQualifiedName() + " is not translated: nothing in its"
              + " try block throws it in the model (exceptions from inside application callees,"
              + " interrupts and failures of concurrency operations are not raised)"
              + (never ? "; nor in Java: it catches a checked exception that nothing it covers"
              + " declares or throws" : ""), effect);
    });
  }

  /**
   * The handler statements of {@code body} with the class each catches (the first listed for
   * a statement that handles several), in statement order; a handler that covers its own
   * statement (javac's catch-all monitor-release handler) is left out.
   */
  static Map<Integer, ClassType> handlerTypes(MethodCode body) {
    Map<Integer, ClassType> handlers = new LinkedHashMap<>();
    for (int i = 0; i < body.size(); i++) {
      for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
        int target = h.getValue();
        if (target != i) {
          handlers.putIfAbsent(target, h.getKey());
        }
      }
    }
    return handlers;
  }

  /**
   * The effect of the {@code unreached-handler} caveat {@link #noteHandlers} reports when the
   * translation of {@code mi} does not reach the handler ({@code type} at {@code target}), or
   * null if it reports none (a catch of {@code Throwable}). INFO when the handler can only
   * catch interrupts (reported where they are sent), a {@code $SwitchMap} initializer's
   * {@code NoSuchFieldError}, a checked exception nothing in its range throws, or a runtime
   * exception where its range holds instructions only ({@link #instructionsOnlyUnder});
   * else UNSOUND.
   */
  Caveat.Effect unreachedHandlerEffect(MethodInstance mi, MethodCode body, ClassType type,
      int target) {
    String t = type.getFullyQualifiedName();
    if (t.equals("java.lang.Throwable")) {
      return null;
    }
    // javac's $SwitchMap initializers catch NoSuchFieldError for enum constants removed
    // after compilation: never thrown for the classes analysed together. Interrupts are
    // reported where they are sent (Thread.interrupt); a barrier is broken only by an
    // interrupt, a timeout or reset, each reported where it happens.
    boolean switchMap = t.equals("java.lang.NoSuchFieldError")
        && mi.method().getName().equals("<clinit>")
        && body.stmts().stream().anyMatch(st -> st.toString().contains("$SwitchMap$"));
    boolean harmless = INTERRUPTS.contains(t) || switchMap
        || onlyInterruptsIn(mi, body, type, target)
        || checkedHandlers().unreachable(mi, body, type, target)
        || instructionsOnlyUnder(body, type, target);
    return harmless ? Caveat.Effect.INFO : Caveat.Effect.UNSOUND;
  }

  private CheckedHandlers checkedHandlers;

  /** The checked-exception handlers no statement can reach ({@link CheckedHandlers}), lazily. */
  private CheckedHandlers checkedHandlers() {
    if (checkedHandlers == null) {
      checkedHandlers = CheckedHandlers.of(pts, interruptibleWaits().neverInterrupts(),
          t -> pts.startedThreads().contains(t) && !juc.wrapsTask(t) && !pts.isTaskBatch(t),
          callbackThrowers());
    }
    return checkedHandlers;
  }

  private CachedBoxes cachedBoxes;

  /** Monitors on the JDK's cached boxes (built on first use). */
  CachedBoxes cachedBoxes() {
    if (cachedBoxes == null) {
      cachedBoxes = new CachedBoxes(pts, pts.code() == null ? null : nullness().nonNull().statics());
    }
    return cachedBoxes;
  }

  private OrderKeys orderKeys;

  /** The keys that order objects, replaced by ranks ({@link OrderKeys}), lazily. */
  OrderKeys orderKeys() {
    if (orderKeys == null) {
      orderKeys = OrderKeys.of(pts, values(), nullness().nonNull());
    }
    return orderKeys;
  }

  /** The application methods that may end by an unchecked exception, thrown or raised, lazily. */
  private Set<MethodInstance> callbackThrowers() {
    return shared.callbackThrowers();
  }

  private static final Set<String> INTERRUPTS = Set.of("java.lang.InterruptedException",
      "java.util.concurrent.BrokenBarrierException");

  /**
   * True if the try block of the handler ({@code type} at {@code target}) calls only JDK
   * methods with no application code behind them that may throw (no callee or thread start;
   * call-backs, such as a barrier's action run by the thread that trips it, only if none may
   * end by an unchecked exception: a checked one cannot pass through a JDK method that does not
   * declare it, and implicit exceptions are the INFO caveat {@code implicit-exceptions}) whose
   * checked exceptions are interrupts or broken barriers: then a wider handler, {@code catch
   * (Exception)} around a {@code barrier.await()} or a {@code Thread.sleep}, can only catch
   * what a handler of those two types would catch, plus the unchecked exceptions the model
   * raises where they may occur (it reached no such point here).
   */
  private boolean onlyInterruptsIn(MethodInstance mi, MethodCode body, ClassType type,
      int target) {
    boolean any = false;
    for (int i = 0; i < body.size(); i++) {
      if (!Integer.valueOf(target).equals(body.handlers(i).get(type))) {
        continue;
      }
      Stmt s = body.stmt(i);
      if (s instanceof sootup.core.jimple.common.stmt.JThrowStmt) {
        return false;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null) {
        continue;
      }
      if (!pts.callees(mi, i).isEmpty() || !pts.threadsStartedAt(mi, i).isEmpty()
          || pts.callbacks(mi, i).stream().anyMatch(c -> callbackThrowers().contains(c))) {
        return false;
      }
      var m = pts.code().resolve(inv.getMethodSignature());
      if (m.isEmpty() || !m.get().getExceptionSignatures().stream().allMatch(e ->
          isUnchecked(e) || INTERRUPTS.stream().anyMatch(x ->
              pts.code().isSubtype(e, pts.code().classType(x))))) {
        return false;
      }
      any = true;
    }
    return any;
  }

  /**
   * True if the handler ({@code type} at {@code target}) catches a subclass of {@code
   * RuntimeException} and its try block holds no call of any kind (no invoke, dynamic or not),
   * no {@code throw} and no monitor instruction: then every exception it may catch is an
   * implicit exception of an instruction of the range, and {@link ImplicitExceptions} routes
   * each of those to the handler wherever the model cannot rule it out (a null dereference of
   * a local not proved non-null, a division, an array access, a cast not proved safe). A
   * handler the model does not reach is then unreachable on the JVM too (errors, which no
   * handler of this type catches, aside), so its caveat is INFO.
   */
  private boolean instructionsOnlyUnder(MethodCode body, ClassType type, int target) {
    if (!pts.code().isSubtype(type, pts.code().classType("java.lang.RuntimeException"))) {
      return false;
    }
    boolean any = false;
    for (int i = 0; i < body.size(); i++) {
      if (!Integer.valueOf(target).equals(body.handlers(i).get(type))) {
        continue;
      }
      Stmt s = body.stmt(i);
      if (MethodCode.invokeOf(s) != null
          || s instanceof sootup.core.jimple.common.stmt.JThrowStmt
          || s instanceof sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt
          || s instanceof sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt) {
        return false;
      }
      any = true;
    }
    return any;
  }

  private boolean isUnchecked(ClassType e) {
    return pts.code().isSubtype(e, pts.code().classType("java.lang.RuntimeException"))
        || pts.code().isSubtype(e, pts.code().classType("java.lang.Error"));
  }
}
