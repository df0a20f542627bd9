package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.stage.StageBudget;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaSootClass;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * Andersen-style, field-sensitive points-to analysis over allocation sites, with the call graph
 * built on the fly: a virtual call is resolved for each abstract receiver object as it reaches
 * the receiver. Only application methods are analysed; JDK methods are summarised by
 * {@link LibraryEffects} (threads and their runnables, thread builders, lambdas, containers).
 *
 * <p>Context sensitivity ({@link Sensitivity#OBJECT_AND_CALL_SITE}, chosen by
 * {@link ContextPolicy}); a context is a string of at most {@link #CONTEXT_DEPTH} site
 * elements (a {@link ParameterBranches} element on top of them does not count, {@link
 * Context#push}), most recent first:
 * <ul>
 *   <li>an instance method is analysed per receiver identity: the receiver's allocation site
 *       followed by the receiver's heap context (object sensitivity with heap context);
 *   <li>an instance method (not a constructor) whose body allocates gets, in front of that, the
 *       call site, so {@code net.addNode("a")} and {@code net.addNode("b")} on one receiver
 *       create two objects;
 *   <li>an instance method (not a constructor) a reference parameter of which reaches a
 *       blocking operation ({@link BlockingParameters}) gets instead the call string (call site
 *       and caller's context, at most the depth) followed by the receiver's identity, so a
 *       monitor's {@code awaitFor(guard)} waits on the guard its caller passed;
 *   <li>a static method that takes references or allocates gets the call site followed by the
 *       caller's context (call strings), so arguments passed down a chain of static helpers
 *       stay apart up to the depth;
 *   <li>objects allocated in a method get that method instance's whole context as heap context,
 *       so object and allocating method instance correspond one to one (which keeps
 *       {@link PointsToResult#isSummary} exact per context).
 * </ul>
 * Contexts are cut at the depth (a call string and a receiver identity each), so recursion and
 * loops end in finitely many contexts (the same context recurs and its objects become summaries); a
 * method with more than {@link #MAX_CONTEXTS} contexts gets further ones cut to their first element,
 * or merged into one if its class was read from a jar (caveat {@code context-cap}). Merging contexts only unites points-to sets, so it stays sound.
 * Methods of library jars that cannot matter for concurrency ({@link InertMethods}) get the
 * empty context, for the same reason; when the solved analysis shows that one of them mixed
 * lock-related objects of its callers ({@link MixedLocks}), the analysis runs again with that
 * method's contexts (at most {@link #MAX_RUNS} runs). Objects that several threads allocate
 * once each get one object per thread: a further run with thread tags in the contexts of the
 * methods reaching them ({@link ThreadContexts}). Where the reruns reach {@link #MAX_RUNS}, the
 * last of them is also that run, with the threaded methods decided on the run before it: any
 * set of threaded methods is sound (tags only refine contexts), and this one differs from the
 * set decided on the last run only through the contexts that run gave back to the mixing
 * methods; it saves a whole run (gson: four runs became three).
 *
 * <p>Arrays have one pseudo-field per constant index ({@code [0]}, {@code [1]}, ...), one for
 * stores at unknown indices ({@code []}) and one for all elements ({@code [*]}): a load at a
 * constant index reads {@code [k]} and {@code []}, a load at an unknown index reads
 * {@code [*]}, every store writes its own field and {@code [*]}. This is sound and keeps
 * {@code forks[0]} and {@code forks[1]} apart when the indices are literals.
 *
 * <p>The parts: {@link ConstraintSolver} (worklist, difference propagation),
 * {@link ConstraintGenerator} (statements to constraints), {@link CallDispatcher} (targets per
 * receiver, lambdas), {@link ContextPolicy}, {@link HeapObjects}, {@link CallGraph},
 * {@link ThreadModel} and {@link LibraryEffects}. This class wires them for one run and hands
 * the solution over as an immutable {@link PointsToResult}; an instance is used once.
 */
public final class PointsToAnalysis {

  /** How contexts are chosen. */
  public enum Sensitivity {
    /** One context per method, one object per allocation site. */
    INSENSITIVE,
    /** Receiver identity (and call site) for instance methods, call strings for static ones. */
    OBJECT_AND_CALL_SITE
  }

  /** The longest context: call strings and object identities keep this many elements. */
  static final int CONTEXT_DEPTH = 3;
  /** The most contexts one method gets before further ones are merged. */
  static final int MAX_CONTEXTS = 16;
  /**
   * The most runs for {@link MixedLocks}: each run after the first analyses again, with their
   * contexts, the inert methods the one before found mixing locks; the last run's result
   * stands (sound whatever it merged), and the last one has the thread contexts too.
   */
  static final int MAX_RUNS = 3;

  /** The pseudo-field of a thread object holding its runnable. */
  static final String TARGET = "$target";
  /** The pseudo-field of an opaque container holding everything put into it. */
  static final String CONTENT = "$content";
  /** The pseudo-field of a stream or collector holding the functions it runs (see {@link CallerRunsFunctions}). */
  static final String FUNCTIONS = "$functions";
  /** The pseudo-field of a stream that may be parallel: non-empty if so. */
  static final String PARALLEL = "$parallel";
  /**
   * The pseudo-field of a library-typed object holding itself, to dispatch the methods that JDK
   * code calls on it (a thread-local variable's {@code initialValue()}, an application
   * subclass's overrides).
   */
  static final String SELF = "$self";
  /**
   * The pseudo-field of a thread object holding the handlers {@code setUncaughtExceptionHandler}
   * gave it ({@link ThreadModel#runHandlers}).
   */
  static final String UNCAUGHT_HANDLER = "$uncaught";
  /**
   * The pseudo static field holding the handlers {@code Thread.setDefaultUncaughtExceptionHandler}
   * installed ({@link ThreadModel#runHandlers}).
   */
  static final String DEFAULT_UNCAUGHT_HANDLER = "java.lang.Thread.$defaultUncaughtHandler";
  /**
   * The pseudo-field of a thread-local variable holding the initial values its {@code get()}
   * made, each one thread's own ({@link ThreadEscape} does not follow it).
   */
  static final String INITIAL_VALUES = "$initial";
  static final String ALL_ELEMENTS = "[*]";
  static final String UNKNOWN_INDEX = "[]";

  private final CodeBase code;
  private final Origins origins;
  private final List<Caveat> caveats = new ArrayList<>();
  private final ConstraintSolver solver;
  private final HeapObjects heap = new HeapObjects();
  private final ContextPolicy contexts;
  private final CallGraph calls;
  private final ThreadModel threads;
  private final CallDispatcher dispatcher;
  private final LibraryEffects library;
  private final MockitoModel mockito;
  private final ConstraintGenerator generator;
  private final ParameterBranches branches;
  private final StageBudget budget;
  private final Sensitivity sensitivity;
  /** The threaded methods of the second run ({@link ThreadContexts}), null in the first. */
  private final java.util.Set<MethodSignature> threaded;
  /** The inert library methods of this run, null for the insensitive analysis. */
  private final InertMethods inert;
  /** The keyed maps' rule of this run ({@link KeyedMaps}). */
  private final KeyedMaps keyed;
  /** The allocation sites of the maps the keyed rule is off for in this run. */
  private final java.util.Set<String> keyedOff;
  private boolean used;
  private boolean threadContexts = true;

  public PointsToAnalysis(CodeBase code, Sensitivity sensitivity) {
    this(code, sensitivity, StageBudget.none());
  }

  /**
   * An analysis whose solver checks {@code budget} in its worklist and per method reached
   * (a {@link org.petrify.ir.stage.StageBudgetExceededException} ends {@link #run}).
   */
  public PointsToAnalysis(CodeBase code, Sensitivity sensitivity, StageBudget budget) {
    this(code, sensitivity, budget, null, sensitivity == Sensitivity.INSENSITIVE ? null
        : new InertMethods(code, java.util.Set.of(), budget));
  }

  private PointsToAnalysis(CodeBase code, Sensitivity sensitivity, StageBudget budget,
      java.util.Set<MethodSignature> threaded, InertMethods inert) {
    this(code, sensitivity, budget, threaded, inert, java.util.Set.of());
  }

  private PointsToAnalysis(CodeBase code, Sensitivity sensitivity, StageBudget budget,
      java.util.Set<MethodSignature> threaded, InertMethods inert,
      java.util.Set<String> keyedOff) {
    this.keyedOff = java.util.Set.copyOf(keyedOff);
    this.sensitivity = sensitivity;
    this.threaded = threaded;
    this.inert = inert;
    this.budget = budget;
    this.code = code;
    this.origins = new Origins(code);
    this.solver = new ConstraintSolver((inv, o) -> dispatcher().dispatch(inv, heap.get(o)),
        budget);
    this.contexts = new ContextPolicy(sensitivity, CONTEXT_DEPTH, MAX_CONTEXTS,
        this::contextCapped, this::fromJar);
    if (threaded != null) {
      contexts.threaded(threaded);
    }
    this.calls = new CallGraph(code, origins, caveats);
    this.dispatcher = new CallDispatcher(code, solver, heap, contexts, calls);
    this.threads = new ThreadModel(code, solver, dispatcher::callApplication);
    this.library = new LibraryEffects(code, solver, heap, contexts, calls, threads);
    this.mockito = new MockitoModel(code, solver, heap, contexts, calls, origins, caveats);
    mockito.dispatcher(dispatcher);
    dispatcher.library(library, mockito);
    this.branches = sensitivity == Sensitivity.INSENSITIVE ? null : new ParameterBranches(code);
    dispatcher.branches(branches);
    dispatcher.inert(inert);
    this.keyed = new KeyedMaps(keyedOff, code, branches);
    library.keyed(keyed);
    this.generator = new ConstraintGenerator(origins, solver, heap, contexts, calls, dispatcher,
        caveats, branches);
  }

  /**
   * Runs only the first analysis: objects several threads allocate once each stay summaries
   * ({@link PointsToResult#isOncePerThread}); for tests of that rule.
   */
  PointsToAnalysis withoutThreadContexts() {
    threadContexts = false;
    return this;
  }

  private CallDispatcher dispatcher() {
    return dispatcher;
  }

  /**
   * Analyses the program from its entry method. For an instance entry (Java 25 instance
   * {@code main}) the launcher's receiver is an {@link AbstractObject.Kind#ENTRY} object
   * constructed with the no-argument constructor first.
   *
   * @throws IllegalStateException if this analysis has run already
   */
  public PointsToResult run(JavaSootMethod entry) {
    return run(entry, entry.getDeclaringClassType());
  }

  /**
   * Analyses the program from its entry method run for the class {@code launched} (the main
   * class, which may inherit the entry method): an instance entry's receiver is a
   * {@code launched} object made with {@code launched}'s no-argument constructor, and
   * {@code launched} is initialized first.
   *
   * @throws IllegalStateException if this analysis has run already
   */
  public PointsToResult run(JavaSootMethod entry, ClassType launched) {
    if (used) {
      throw new IllegalStateException("a PointsToAnalysis runs once");
    }
    used = true;
    PointsToResult result = solve(entry, launched);
    PointsToAnalysis producer = this;
    InertMethods lastInert = inert;
    for (int run = 1; lastInert != null && run < MAX_RUNS; run++) {
      java.util.Set<MethodSignature> mixing = new MixedLocks(result, lastInert, budget).mixing();
      if (mixing.isEmpty()) {
        break;
      }
      java.util.Set<MethodSignature> excluded = new java.util.HashSet<>(lastInert.excluded());
      excluded.addAll(mixing);
      lastInert = new InertMethods(code, excluded, budget);
      budget.check();
      // the last rerun (no mixing test follows it) is also the run with thread contexts
      java.util.Set<MethodSignature> perThread = run == MAX_RUNS - 1 ? perThread(result)
          : java.util.Set.of();
      producer = rerun(perThread.isEmpty() ? threaded : perThread, lastInert, java.util.Set.of());
      result = producer.solve(entry, launched);
      if (!perThread.isEmpty()) {
        return checkKeyed(producer, result, entry, launched);
      }
    }
    java.util.Set<MethodSignature> perThread = perThread(result);
    if (perThread.isEmpty()) {
      return checkKeyed(producer, result, entry, launched);
    }
    budget.check();
    producer = rerun(perThread, copy(lastInert), java.util.Set.of());
    return checkKeyed(producer, producer.solve(entry, launched), entry, launched);
  }

  /**
   * A further run of this analysis's configuration, marked as run (it solves once, from
   * {@link #run}), with the given threaded methods, inert methods and keyed maps switched off.
   */
  private PointsToAnalysis rerun(java.util.Set<MethodSignature> threaded, InertMethods inert,
      java.util.Set<String> keyedOff) {
    PointsToAnalysis again = new PointsToAnalysis(code, sensitivity, budget, threaded, inert,
        keyedOff);
    again.used = true;
    return again;
  }

  /** Inert methods with the same exclusions as {@code inert}, for a new run; null for none. */
  private InertMethods copy(InertMethods inert) {
    return inert == null ? null : new InertMethods(code, inert.excluded(), budget);
  }

  /**
   * The final result: while maps the keyed rule was applied to fail its check ({@link
   * KeyedMaps#failing}), the last run again with the rule off for them (the same threaded and
   * inert methods; each round switches off at least one more site, so this ends); then the
   * keyed maps' function instances run once ({@link PointsToResult#withOnceInstances}).
   */
  private PointsToResult checkKeyed(PointsToAnalysis producer, PointsToResult result,
      JavaSootMethod entry, ClassType launched) {
    java.util.Set<String> failing = producer.keyed.failing(result);
    while (!failing.isEmpty()) {
      budget.check();
      java.util.Set<String> off = new java.util.HashSet<>(producer.keyedOff);
      off.addAll(failing);
      producer = rerun(producer.threaded, copy(producer.inert), off);
      result = producer.solve(entry, launched);
      failing = producer.keyed.failing(result);
    }
    return result.withOnceInstances(KeyedMaps.onceInstances(result));
  }

  /**
   * The methods a further run analyses per thread ({@link ThreadContexts}), decided on {@code
   * solved}; empty for the thread-context run itself, the insensitive analysis and {@link
   * #withoutThreadContexts}.
   */
  private java.util.Set<MethodSignature> perThread(PointsToResult solved) {
    if (threaded != null || !threadContexts || sensitivity == Sensitivity.INSENSITIVE) {
      return java.util.Set.of();
    }
    return ThreadContexts.threadedMethods(solved, budget);
  }

  /** One run of the analysis (the second of {@link ThreadContexts} has threaded methods). */
  private PointsToResult solve(JavaSootMethod entry, ClassType launched) {
    MethodInstance entryInstance = new MethodInstance(entry, Context.EMPTY);
    AbstractObject receiver = null;
    if (!entry.isStatic()) {
      String type = launched.getFullyQualifiedName();
      receiver = heap.object("entry:" + type, Context.EMPTY, AbstractObject.Kind.ENTRY, type,
          type + "@entry", origins.of(entry), null);
      Context ctx = contexts.receiverContext(receiver);
      entryInstance = new MethodInstance(entry, ctx);
      Optional<JavaSootClass> cls = code.applicationClass(launched);
      Optional<JavaSootMethod> init = cls.flatMap(c -> c.getMethod("<init>", List.of()));
      if (init.isPresent()) {
        MethodInstance initInstance = new MethodInstance(init.get(), ctx);
        calls.reach(initInstance);
        solver.addObject(solver.node(new NodeKey.This(initInstance)), receiver.id());
      }
      solver.addObject(solver.node(new NodeKey.This(entryInstance)), receiver.id());
      mockito.constructed(receiver, origins.of(entry), null);
    }
    calls.initializeClass(launched);
    calls.reach(entryInstance);
    calls.opaqueParameters(entryInstance);
    solver.solve(this::generateNext);
    budget.check();
    return new PointsToResult(code, entryInstance, receiver, calls.reachable(),
        calls.staticInitializers(), calls.callees(), threads.entries(), threads.handlers(true),
        threads.handlers(false), threads.started(),
        threads.startedAt(), library.objectsCreatedAt(), heap.all(), heap.allocatedIn(),
        heap.allocatedInLoop(), heap.functionMade(), solver.freeze(), caveats, library.concurrencyFacts(),
        mockito.facts()).withArgumentSites(calls.argumentSites())
        .withCaptureSites(heap.captureSites())
        .withReceiverSites(calls.receiverSites())
        .withFeasible(branches == null ? java.util.Map.of() : branches.feasibleStatements());
  }

  /** Generates the constraints of the next reached method; false when none is left. */
  private boolean generateNext() {
    budget.check();
    Optional<MethodInstance> next = calls.nextPending();
    next.ifPresent(mi -> {
      budget.methodReached();
      generator.generate(mi, calls.body(mi));
    });
    return next.isPresent();
  }

  private void contextCapped(MethodSignature method) {
    JavaSootMethod m = code.resolve(method).orElse(null);
    caveats.add(new Caveat("context-cap", m == null ? org.petrify.ir.rb.Origin.NONE
        : origins.of(m), "method " + method.getName() + " has more than " + MAX_CONTEXTS
        + " calling contexts; further contexts are merged "
        + (fromJar(method) ? "into one" : "by their first element")
        + ", so their arguments and allocations may be lumped together",
        Caveat.Effect.IMPRECISE));
  }

  /** True if the method's class was read from a jar (library code, {@link ContextPolicy}). */
  private boolean fromJar(MethodSignature method) {
    return code.fromJar(method.getDeclClassType().getFullyQualifiedName());
  }
}
