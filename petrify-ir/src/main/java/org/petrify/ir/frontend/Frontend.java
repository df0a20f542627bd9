package org.petrify.ir.frontend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToAnalysis;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.KeptAlive;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.Variable;
import org.petrify.ir.stage.Stage;
import org.petrify.ir.stage.StageBudget;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * The bytecode frontend: reads class files with SootUp, runs our points-to analysis from the
 * entry point, and translates every reachable application method (in each of its contexts)
 * into an rb procedure.
 *
 * <pre>{@code
 * FrontendResult r = Frontend.translate(List.of(Path.of("build/classes")),
 *     EntryPoint.mainClass("app.Main"), FrontendOptions.defaults());
 * Program rb = r.program();
 * }</pre>
 *
 * <p>The rb program: the main procedure runs on thread {@link Program#MAIN_THREAD}; it is the
 * entry method's procedure, or a synthetic procedure {@code entry} when static initializers
 * must run first (they run at start, in the order the analysis met their classes) or when the
 * entry is an instance {@code main} (the launcher's {@code new Main()} runs first). Each
 * started thread object is an rb thread named after the object, forked where it is started.
 * Procedures of one method whose contexts translate to the same body share one procedure
 * ({@link IdenticalProcedures}).
 *
 * <p>What is not modelled is reported in {@link FrontendResult#caveats()}: implicit exceptions,
 * unknown library calls that block or call back, summary objects, unresolved calls.
 */
public final class Frontend {
  private Frontend() {}

  /**
   * Translates the program.
   *
   * @throws FrontendException on bad input (missing path, no class files, corrupt class file,
   *     unreadable jar, main class or entry method not found) or when a budget is exceeded
   */
  public static FrontendResult translate(List<Path> classpath, EntryPoint entry,
      FrontendOptions options) {
    return translate(classpath, entry, options, StageBudget.none());
  }

  /**
   * Translates the program under {@code budget}: stage {@link Stage#LOAD} (class headers,
   * checked per class and after the view is made), then {@link Stage#TRANSLATE} (checked in the
   * points-to worklist and its queue of pending constraints, per method reached, per procedure
   * translated, in the race rounds' fixpoints and access pairs, and between these sub-steps),
   * so a deadline that passes ends the stage within one step of a loop or one sub-step.
   *
   * @throws FrontendException on bad input, as {@link #translate(List, EntryPoint,
   *     FrontendOptions)}
   * @throws org.petrify.ir.stage.StageBudgetExceededException when the budget runs out
   */
  public static FrontendResult translate(List<Path> classpath, EntryPoint entry,
      FrontendOptions options, StageBudget budget) {
    return translate(classpath, entry, options, budget, LoadedClassPaths.NONE);
  }

  /**
   * As {@link #translate(List, EntryPoint, FrontendOptions, StageBudget)}, taking the class
   * path from {@code loaded} where it keeps it (read, checked and parsed by an earlier analysis
   * of a program on the same class path), and leaving it there afterwards.
   */
  public static FrontendResult translate(List<Path> classpath, EntryPoint entry,
      FrontendOptions options, StageBudget budget, LoadedClassPaths loaded) {
    return translate(classpath, entry, options, budget, true, loaded);
  }

  /** As below, opening the class path afresh. */
  static FrontendResult translate(List<Path> classpath, EntryPoint entry,
      FrontendOptions options, StageBudget budget, boolean shareRounds) {
    return translate(classpath, entry, options, budget, shareRounds, LoadedClassPaths.NONE);
  }

  /**
   * As {@link #translate(List, EntryPoint, FrontendOptions, StageBudget)}; with {@code
   * shareRounds} false every race round builds its {@link RoundInvariants} afresh (for the
   * differential test of the sharing); the class path is lent by {@code cache}.
   */
  static FrontendResult translate(List<Path> classpath, EntryPoint entry,
      FrontendOptions options, StageBudget budget, boolean shareRounds,
      LoadedClassPaths cache) {
    long t0 = System.nanoTime();
    budget.enter(Stage.LOAD);
    LoadedClassPaths.Loaded loaded = cache.lend(classpath, options.effectiveRelease(), budget);
    FrontendResult result = translate(loaded.input(), loaded.code(), classpath, entry, options,
        budget, shareRounds, t0);
    cache.giveBack(loaded); // not on an exception: its caches may be half-filled
    return result;
  }

  private static FrontendResult translate(ClassPathInput input, CodeBase code,
      List<Path> classpath, EntryPoint entry, FrontendOptions options, StageBudget budget,
      boolean shareRounds, long t0) {
    budget.check();
    if (input.defect(entry.className()) != null) {
      throw new FrontendException(input.defect(entry.className()));
    }
    if (!input.classNames().contains(entry.className())) {
      throw new FrontendException("main class not found: " + entry.className() + " (in "
          + classpath + ")");
    }
    Optional<JavaSootClass> mainClass;
    try {
      mainClass = code.applicationClass(code.classType(entry.className()));
    } catch (RuntimeException e) {
      throw new FrontendException("cannot read class " + entry.className() + ": "
          + e.getMessage(), e);
    }
    if (mainClass.isEmpty()) {
      throw new FrontendException("main class not found: " + entry.className());
    }
    checkSuperclasses(code, mainClass.get());
    JavaSootMethod method = entryMethod(code, mainClass.get(), entry);
    budget.check();
    long t1 = System.nanoTime();
    budget.enter(Stage.TRANSLATE);
    PointsToAnalysis.Sensitivity s =
        options.aliasPrecision() == FrontendOptions.AliasPrecision.ALLOCATION_SITE
            ? PointsToAnalysis.Sensitivity.INSENSITIVE
            : PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE;
    PointsToResult pts;
    try {
      pts = new PointsToAnalysis(code, s, budget).run(method, mainClass.get().getType());
    } catch (org.petrify.ir.stage.StageBudgetExceededException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new FrontendException("cannot analyse " + entry + ": " + e, e);
    }
    budget.check();
    Set<String> reachedClasses = new java.util.TreeSet<>();
    reachedClasses.add(entry.className());
    for (MethodInstance mi : pts.reachable()) {
      if (code.isApplication(mi.method().getDeclaringClassType())) {
        reachedClasses.add(mi.method().getDeclaringClassType().getFullyQualifiedName());
      }
    }
    for (String c : reachedClasses) {
      if (input.defect(c) != null) {
        throw new FrontendException(input.defect(c));
      }
    }
    JvmVerification.verify(input.entries(), reachedClasses);
    if (pts.reachable().size() > options.maxProcedures()) {
      throw new FrontendException("program too large: " + pts.reachable().size()
          + " method instances exceed the budget of " + options.maxProcedures());
    }
    budget.check();
    Set<String> untracked = new java.util.TreeSet<>();
    // the fields the last race round leaves untracked without having found a race on them
    Set<String> gaveUp = new java.util.TreeSet<>();
    Set<String> loggingClasses = input.subtypesOf(JdkLogging.EXTENSION_POINTS);
    RoundInvariants shared = new RoundInvariants(pts, budget);
    Translated tr = translateProcedures(shared, method, options, untracked, budget,
        loggingClasses);
    for (int round = 0; round < MAX_RACE_ROUNDS; round++) {
      Set<String> racy = new java.util.TreeSet<>(
          org.petrify.ir.encode.ValueRaces.racy(
              RaceView.of(tr.program()), budget));
      removeRaceFree(racy, tr.tc());
      if (racy.isEmpty()) {
        break;
      }
      untracked.addAll(racy);
      if (round == MAX_RACE_ROUNDS - 1) {
        // the last round gives up on every plain field; the race-free ones stay tracked
        Set<String> all = new java.util.TreeSet<>();
        for (List<org.petrify.ir.rb.Variable> d : List.of(tr.tc().values().declarations(),
            tr.tc().lists().declarations(), tr.tc().fills().declarations())) {
          d.forEach(v -> all.add(v.name()));
        }
        removeRaceFree(all, tr.tc());
        all.removeAll(untracked);
        gaveUp.addAll(all);
        untracked.addAll(all);
      }
      if (!shareRounds) {
        shared = new RoundInvariants(pts, budget);
      }
      tr = translateProcedures(shared, method, options, untracked, budget, loggingClasses);
    }
    TranslationContext tc = tr.tc();
    Set<String> methods = tr.methods();
    Origin entryOrigin = tc.origins().of(method);
    for (String v : gaveUp) {
      tc.caveat("value-race", tc.origins().of(method), "field " + v + " is not tracked: the"
          + " race check ran out of rounds (" + MAX_RACE_ROUNDS + ") and leaves every field that"
          + " is not volatile untracked; conditions on it stay nondeterministic",
          Caveat.Effect.INFO);
    }
    for (String v : untracked) {
      if (gaveUp.contains(v)) {
        continue;
      }
      tc.caveat("value-race", tc.origins().of(method), "field " + v + " is not volatile and"
          + " may be accessed by two threads without a common lock (a data race): its value is"
          + " not tracked, conditions on it stay nondeterministic", Caveat.Effect.INFO);
    }
    reportThreads(tc, pts, tr.program());
    tc.idlePools().report(tc);
    UncaughtExceptionCaveats.report(tc, pts);
    tc.caveat("implicit-exceptions", entryOrigin, "implicit exceptions (null dereference,"
        + " arithmetic, casts, array bounds, IllegalMonitorState) reach only the handlers of"
        + " their own method that catch them, and of callers of a callee every call of which is"
        + " under such a handler; elsewhere they are not modelled",
        Caveat.Effect.INFO);
    Program program = IdenticalProcedures.merge(tr.program());
    noteModelState(tc, program);
    budget.check();
    org.petrify.ir.pointsto.ThreadEscape escape = tc.escape();
    budget.check();
    Set<String> localLocks = threadLocalLocks(program, pts, escape);
    budget.check();
    Set<String> classesReached = new java.util.HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      classesReached.add(mi.method().getDeclaringClassType().getFullyQualifiedName());
    }
    long t2 = System.nanoTime();
    FrontendResult.Statistics stats = new FrontendResult.Statistics((t1 - t0) / 1_000_000,
        (t2 - t1) / 1_000_000, input.classNames().size(), methods.size(),
        tr.program().procedures().size(),
        pts.objects().size(), classesReached.size(), escape.escapingCount(),
        tr.translatedMethods());
    return new FrontendResult(program,
        PureForkJoin.judged(program, DeadUnknownLocks.judged(program, tc.caveats())), stats,
        tc.heapLocations(), ThreadNames.of(pts, tc.origins()), localLocks,
        org.petrify.ir.pointsto.HoldingFields.of(pts), DaemonThreads.of(pts));
  }

  /**
   * Notes every declared variable that no Java field or array access described as model state
   * ({@link HeapLocation#modelState}). Every plain field, static field and array element the
   * program touches is noted where its access is translated ({@link HeapAccesses}, also for
   * tracked values), and a library object's internal state where the call is ({@link
   * LibraryState}); what is left are the model's own variables (class-initialisation states,
   * atomic values, fill flags, order ranks, list kinds, shutdown flags), whose real
   * counterparts are synchronised by the JVM or the library, or already checked as the library
   * object's location. Without this the race check guessed a field from their names and
   * reported races on, e.g., {@code Holder.$init} or {@code AtomicReference.value}.
   */
  private static void noteModelState(TranslationContext tc, Program program) {
    for (org.petrify.ir.rb.Variable v : program.variables()) {
      if (!tc.heapLocations().containsKey(v.name())) {
        tc.noteLocation(HeapLocation.modelState(v.name()));
      }
    }
  }

  /**
   * The rb locks of the program that stand for thread-local objects: a lock named after an
   * abstract object ({@code name}, or an instance lock {@code name{i}} of a summary monitor)
   * that does not escape. Locks of no object ({@code ?type}), Class objects and the derived
   * locks of {@code java.util.concurrent} models ({@code name.write}, ...) are never listed.
   */
  private static Set<String> threadLocalLocks(Program program, PointsToResult pts,
      org.petrify.ir.pointsto.ThreadEscape escape) {
    Map<String, AbstractObject> byName = new java.util.HashMap<>();
    for (AbstractObject o : pts.objects()) {
      byName.putIfAbsent(o.name(), o);
    }
    Set<String> local = new java.util.TreeSet<>();
    for (org.petrify.ir.rb.Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        String lock = Command.lockOf(c);
        if (lock == null || local.contains(lock)) {
          continue;
        }
        String base = lock.matches(".*\\{[0-9]+\\}") ? lock.substring(0, lock.lastIndexOf('{'))
            : lock;
        AbstractObject o = byName.get(base);
        if (o != null && !escape.escapes(o) && o.kind() != AbstractObject.Kind.CLASS) {
          local.add(lock);
        }
      }
    }
    return local;
  }

  /** Default options. */
  public static FrontendResult translate(List<Path> classpath, EntryPoint entry) {
    return translate(classpath, entry, FrontendOptions.defaults());
  }

  /**
   * Removes the variables whose accesses cannot race whatever the race check finds: volatile
   * fields and atomic values (their accesses are synchronisation actions, sequentially
   * consistent, JLS 17.4.4), class initialisation states (every access holds the class's
   * initialisation lock), isAlive variables (isAlive() and the thread's end synchronise,
   * {@link ThreadLiveness}), and int result variables (read only in the window after their own
   * assignment, {@link IntResults}), and the presence flags of keyed maps (synchronisation of a
   * linearisable map, {@link KeyPresenceModel}). So they stay tracked in every round, the last one too,
   * where every other field is left untracked.
   */
  private static void removeRaceFree(Set<String> variables, TranslationContext tc) {
    variables.removeAll(tc.values().volatileVariables());
    variables.removeAll(tc.atomics().variables());
    variables.removeIf(ClassInitialisation::isStateVariable);
    variables.removeIf(ThreadLiveness::isAliveVariable);
    variables.removeAll(tc.intResults().declarations().stream()
        .map(org.petrify.ir.rb.Variable::name).toList());
    variables.removeAll(tc.juc().keyPresence().variableNames());
  }

  /** Rounds of translation that exclude racy fields before every plain field is left untracked. */
  private static final int MAX_RACE_ROUNDS = 4;

  /**
   * One round's translation: {@code methods} are the reachable methods (distinct signatures),
   * {@code translatedMethods} those of them translated (all with a body, unless demand-driven).
   */
  private record Translated(TranslationContext tc, Program program, Set<String> methods,
      int translatedMethods) {}

  /**
   * Translates every reachable method instance, tracking fields except {@code untracked}, over
   * the analyses {@code shared} by the race rounds.
   */
  private static Translated translateProcedures(RoundInvariants shared, JavaSootMethod method,
      FrontendOptions options, Set<String> untracked, StageBudget budget,
      Set<String> loggingClasses) {
    PointsToResult pts = shared.pts();
    TranslationContext tc = new TranslationContext(shared, options.valueBound(), untracked,
        budget);
    tc.programLoggingClasses(loggingClasses);
    budget.check();
    List<Procedure> procedures = new ArrayList<>();
    Set<String> methods = new LinkedHashSet<>();
    Set<String> translated = new java.util.HashSet<>();
    DemandSet demand = options.demandDriven() ? DemandSet.of(tc, budget) : null;
    for (MethodInstance mi : List.copyOf(pts.reachable())) {
      budget.check();
      methods.add(mi.method().getSignature().toString());
      String name = tc.procedureName(mi);
      if (pts.body(mi) == null) {
        procedures.add(new Procedure(name, List.of()));
      } else if (demand != null && !demand.translates(mi)) {
        procedures.add(DemandSet.stub(tc, mi, name));
      } else {
        budget.procedureTranslated();
        translated.add(mi.method().getSignature().toString());
        procedures.add(new ProcedureTranslator(tc, mi, pts.body(mi), name).translate());
      }
    }
    for (int done = 0; done < tc.results().variants().size(); done++) {
      budget.check();
      Map.Entry<ResultExits.Variant, String> v = tc.results().variants().get(done);
      MethodInstance callee = v.getKey().callee();
      if (demand != null && !demand.translates(callee)
          && v.getKey().kind() == ResultExits.Kind.ARGUMENTS) {
        // the method's commands in a more pinned environment: sliced as the method is, when
        // its stub cannot raise; a stub that may raise is only an over-approximation of the
        // variant, whose pinned arguments may decide the raise away (a check(ok, message)
        // helper called with ok known), so such a variant is translated, as without demand
        Procedure stub = DemandSet.stub(tc, callee, v.getValue());
        if (stub.body().isEmpty()) {
          procedures.add(stub);
          continue;
        }
      }
      budget.procedureTranslated();
      procedures.add(new ProcedureTranslator(tc, callee, pts.body(callee), v.getValue(),
          v.getKey()).translate());
    }
    for (Map.Entry<String, ArgumentVariants.LoopClassThread> t
        : tc.loopClassThreads().entrySet()) {
      procedures.add(LoopClassThreads.procedure(tc, t.getKey(), t.getValue()));
    }
    IdlePools idlePools = tc.idlePools();
    for (int done = 0; done < tc.syntheticThreads().size(); ) {
      List<Map.Entry<String, TranslationContext.SyntheticThread>> todo =
          new ArrayList<>(tc.syntheticThreads().entrySet()).subList(done,
              tc.syntheticThreads().size());
      done = tc.syntheticThreads().size();
      for (Map.Entry<String, TranslationContext.SyntheticThread> t : todo) {
        procedures.addAll(tc.threadLiveness().wrap(t.getValue().thread(),
            threadProcedure(tc, t.getValue(), t.getKey(), idlePools)));
      }
    }
    procedures.addAll(tc.unknownStarts().procedures());
    procedures.addAll(tc.poolTermination().procedures());
    procedures.addAll(tc.parallelStreams().procedures());
    tc.parallelStreams().judge(procedures);
    String main = tc.procedureName(pts.entry());
    List<Command> start = new ArrayList<>();
    Origin entryOrigin = tc.origins().of(method);
    int k = 0;
    ClassInitialisation inits = tc.classInit();
    start.addAll(tc.orderKeys().choices("rank", entryOrigin));
    for (String launchInit : inits.atLaunch()) {
      start.add(new Command.Call("init" + k++, launchInit, entryOrigin));
    }
    for (MethodInstance clinit : pts.staticInitializers()) {
      if (!inits.isLazy(clinit)) {
        start.add(new Command.Call("init" + k++, tc.procedureName(clinit), entryOrigin));
      }
    }
    procedures.addAll(inits.procedures(tc));
    procedures = new ArrayList<>(
        InitialisationContexts.apply(procedures, inits.startLabels()));
    if (!method.isStatic()) {
      for (MethodInstance mi : pts.reachable()) {
        if (mi.method().getName().equals("<init>") && mi.method().getParameterCount() == 0
            && mi.method().getDeclaringClassType().getFullyQualifiedName()
                .equals(pts.entryReceiver().type())
            && mi.context().equals(pts.entry().context())) {
          start.add(new Command.Call("new", tc.procedureName(mi), entryOrigin));
        }
      }
    }
    if (!start.isEmpty()) {
      start.add(new Command.Call("main", main, entryOrigin));
      procedures.add(0, new Procedure(Program.LAUNCH, start));
      main = Program.LAUNCH;
    }
    List<Variable> variables = new ArrayList<>(tc.values().declarations());
    variables.addAll(tc.atomics().declarations());
    variables.addAll(tc.lists().declarations());
    variables.addAll(tc.fills().declarations());
    variables.addAll(tc.thrownFlags().declarations());
    variables.addAll(tc.intResults().declarations());
    variables.addAll(tc.threadLiveness().declarations());
    variables.addAll(inits.variables());
    variables.addAll(tc.periodicTasks().variables());
    variables.addAll(tc.orderKeys().variables());
    variables.addAll(tc.juc().keyPresence().variables());
    return new Translated(tc, new Program(procedures, main, variables,
        tc.juc().counters()), methods, translated.size());
  }

  /**
   * The JVM refuses to load a class whose superclass is missing, final or an interface, or
   * whose interfaces are missing or are classes: for the main class (which the launcher loads
   * first) that is bad input, not a program to analyse. Other classes are loaded only when the
   * program uses them, so they are not checked here.
   */
  private static void checkSuperclasses(CodeBase code, JavaSootClass main) {
    JavaSootClass cls = main;
    java.util.Set<String> seen = new java.util.HashSet<>();
    while (cls != null && seen.add(cls.getName())) {
      for (ClassType i : cls.getInterfaces()) {
        Optional<JavaSootClass> ic = code.anyClass(i);
        if (ic.isEmpty()) {
          throw new FrontendException("main class " + main.getName() + ": interface "
              + i.getFullyQualifiedName() + " of " + cls.getName() + " is not on the class path"
              + " (the JVM would refuse to load it)");
        }
        if (!ic.get().isInterface()) {
          throw new FrontendException("main class " + main.getName() + ": "
              + cls.getName() + " implements " + i.getFullyQualifiedName() + ", which is a class"
              + " (the JVM would refuse to load it)");
        }
      }
      Optional<? extends ClassType> sup = cls.getSuperclass();
      if (sup.isEmpty()) {
        return;
      }
      Optional<JavaSootClass> next = code.anyClass(sup.get());
      if (next.isEmpty()) {
        throw new FrontendException("main class " + main.getName() + ": superclass "
            + sup.get().getFullyQualifiedName() + " of " + cls.getName() + " is not on the"
            + " class path (the JVM would refuse to load it)");
      }
      if (next.get().isFinal() || next.get().isInterface()) {
        throw new FrontendException("main class " + main.getName() + ": superclass "
            + sup.get().getFullyQualifiedName() + " of " + cls.getName() + " is "
            + (next.get().isInterface() ? "an interface" : "final")
            + " (the JVM would refuse to load it)");
      }
      cls = next.get();
    }
  }

  private static JavaSootMethod entryMethod(CodeBase code, JavaSootClass cls,
      EntryPoint entry) {
    List<JavaSootMethod> candidates = new ArrayList<>();
    if (entry.methodName() != null) {
      for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(cls)) {
        if (m.getName().equals(entry.methodName()) && m.hasBody()) {
          candidates.add(m);
        }
      }
      candidates.sort((a, b) -> Integer.compare(a.getParameterCount(), b.getParameterCount()));
      if (candidates.isEmpty()) {
        throw new FrontendException("entry method not found: " + entry + " (no method "
            + entry.methodName() + " with a body in " + cls.getName() + ")");
      }
      return candidates.get(0);
    }
    return LaunchProtocol.mainMethod(code, cls);
  }

  /**
   * A synthetic thread procedure: a choice among the thread's entries (nothing if it has
   * none), after setting a {@link KeptAlive} counter for a task of a pool whose idle workers
   * may keep the JVM alive ({@link IdlePools#keepsAlive}); for a task of pools with a bounded number of workers, each alternative takes a
   * worker of one pool first ({@code down <pool>.workers 1}) and gives it back at the end.
   * A {@code CompletableFuture} continuation first waits for its source futures (before it
   * takes a worker: Java submits it only when they are complete) and may end without running
   * its function ({@link LibraryModels#mayEndWithoutFunction}); a task future that some call may
   * complete sets its {@code done} counter when it ends ({@link LibraryModels#taskEpilogue}).
   * A plain thread with uncaught-exception handlers calls its entry with a handler label whose
   * block runs one of them ({@link UncaughtHandlers#block}).
   */
  private static Procedure threadProcedure(TranslationContext tc,
      TranslationContext.SyntheticThread spec, String name, IdlePools idlePools) {
    AbstractObject thread = spec.thread();
    List<String> entries = spec.procedures();
    Origin o = thread.origin();
    List<String> workers = new ArrayList<>(tc.juc().workers(thread));
    if (workers.isEmpty()) {
      workers.add(null);
    }
    List<Command> body = new ArrayList<>();
    List<LibraryRunTargets.Target> library = tc.libraryRunTargets().of(thread);
    boolean inert = false;
    if (entries.isEmpty() && library.isEmpty()) {
      inert = tc.libraryRunTargets().onlyInertTargets(thread);
      if (!inert) {
        tc.caveat("empty-thread", o, "thread " + thread.name() + " has no known run target;"
            + " it does nothing", Caveat.Effect.UNSOUND);
        return new Procedure(name, body);
      }
    }
    int[] labels = {0};
    java.util.function.Supplier<String> fresh = () -> "t" + labels[0]++;
    List<String> done = tc.futureTaskDone(thread);
    PoolHooks.Hooks hooks = tc.poolHooks().of(thread);
    String keptAlive = idlePools.keepsAlive(tc, thread);
    if (keptAlive != null) {
      body.addAll(IdlePools.setOnce(tc, keptAlive, fresh, o));
    }
    body.addAll(tc.juc().taskPrelude(thread, fresh));
    List<Command> alternatives = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    List<Command> handlerBlocks = new ArrayList<>();
    boolean handled = library.isEmpty() && !tc.periodicTasks().isPeriodic(thread)
        && tc.juc().workers(thread).isEmpty() && !tc.juc().wrapsTask(thread)
        && tc.uncaughtHandlers().runs(thread);
    int k = 0;
    for (String pool : workers) {
      for (String entry : entries) {
        boolean periodic = tc.periodicTasks().isPeriodic(thread);
        String first = (periodic ? "p" : pool != null ? "w" : "c") + k;
        targets.add(first);
        if (periodic) {
          String call = "c" + k;
          alternatives.addAll(tc.periodicTasks().loop(thread, pool, first,
              thrown -> List.of(new Command.Call(call, entry, thrown, o)),
              tc.juc().taskEpilogue(thread, fresh), fresh, o));
          k++;
          continue;
        } else if (pool != null) {
          // Java runs the hooks around FutureTask.run, also for a task cancelled before it
          String afterTask = hooks.isEmpty() ? "u" + k : "a" + k;
          alternatives.add(new Command.Down(first, pool, 1, o));
          alternatives.addAll(PoolHooks.before(hooks, fresh, o));
          alternatives.addAll(tc.juc().cancelledBeforeStart(thread, fresh, afterTask));
          alternatives.add(anyOutcome(tc, thread, "c" + k, entry, o));
          alternatives.addAll(FutureTaskHooks.after(done, fresh, o));
          String batch = tc.juc().anyBatch(thread);
          if (batch != null) {
            alternatives.addAll(TaskBatches.taskOutcome(batch, tc.pts().threadEntries(thread)
                .size(), "f" + k, fresh, o));
          }
          alternatives.addAll(tc.juc().taskEpilogue(thread, fresh));
          if (!hooks.isEmpty()) {
            alternatives.add(new Command.Skip(afterTask, o));
            alternatives.addAll(PoolHooks.after(hooks, fresh, o));
          }
          alternatives.add(new Command.Up("u" + k, pool, 1, o));
        } else {
          // Java runs the hooks around FutureTask.run, also for a task cancelled before it
          String afterTask = hooks.isEmpty() ? Procedure.EXIT : "a" + k;
          List<Command> test = tc.juc().cancelledBeforeStart(thread, fresh, afterTask);
          String batch = tc.juc().anyBatch(thread);
          String printLock = test.isEmpty() && batch == null && !handled
              ? StackTracePrinting.defaultPrintLock(tc, thread) : null;
          String call = first;
          if (!hooks.isEmpty()) {
            alternatives.add(new Command.Skip(first, o));
            alternatives.addAll(PoolHooks.before(hooks, fresh, o));
            call = "e" + k;
          }
          if (!test.isEmpty()) {
            alternatives.add(new Command.Skip(call, o));
            alternatives.addAll(test);
            alternatives.add(new Command.Call(fresh.get(), entry, o));
          } else if (handled) {
            String handler = "h" + k;
            alternatives.add(new Command.Call(call, entry, handler, o));
            handlerBlocks.addAll(tc.uncaughtHandlers().block(thread, handler, fresh, o));
          } else if (printLock != null) {
            // the JDK's handler prints the exception under System.err's monitor; then the
            // thread ends
            String handler = "x" + k;
            alternatives.add(new Command.Call(call, entry, handler, o));
            handlerBlocks.addAll(StackTracePrinting.printing(handler, printLock, fresh, o));
          } else {
            alternatives.add(anyOutcome(tc, thread, call, entry, o));
          }
          alternatives.addAll(FutureTaskHooks.after(done, fresh, o));
          if (batch != null) {
            alternatives.addAll(TaskBatches.taskOutcome(batch, tc.pts().threadEntries(thread)
                .size(), "f" + k, fresh, o));
          }
          alternatives.addAll(tc.juc().taskEpilogue(thread, fresh));
          if (!hooks.isEmpty()) {
            alternatives.add(new Command.Skip(afterTask, o));
            alternatives.addAll(PoolHooks.after(hooks, fresh, o));
          }
        }
        alternatives.add(new Command.Goto("g" + k, Procedure.EXIT, o));
        k++;
      }
      List<List<Command>> runs = new ArrayList<>(tc.libraryRunTargets().bodies(library, fresh));
      if (inert) {
        runs.add(List.of(new Command.Skip(fresh.get(), o)));
      }
      for (List<Command> run : runs) {
        if (tc.periodicTasks().isPeriodic(thread)) {
          String first = "p" + k;
          targets.add(first);
          alternatives.addAll(tc.periodicTasks().loop(thread, pool, first, thrown -> run,
              tc.juc().taskEpilogue(thread, fresh), fresh, o));
          k++;
          continue;
        } else if (pool != null) {
          targets.add("w" + k);
          alternatives.add(new Command.Down("w" + k, pool, 1, o));
        } else {
          targets.add(run.get(0).label());
        }
        alternatives.addAll(run);
        alternatives.addAll(tc.juc().taskEpilogue(thread, fresh));
        if (pool != null) {
          alternatives.add(new Command.Up("u" + k, pool, 1, o));
        }
        alternatives.add(new Command.Goto("g" + k, Procedure.EXIT, o));
        k++;
      }
    }
    if (tc.juc().mayEndWithoutFunction(thread)) {
      String first = "s" + k;
      targets.add(first);
      alternatives.add(new Command.Skip(first, o));
      alternatives.addAll(tc.juc().taskEpilogue(thread, fresh));
      alternatives.add(new Command.Goto("g" + k, Procedure.EXIT, o));
    }
    if (targets.size() > 1) {
      body.add(new Command.Jump("choose", targets, o));
      body.addAll(alternatives);
    } else if (handlerBlocks.isEmpty()) {
      body.addAll(alternatives.subList(0, alternatives.size() - 1));
    } else {
      body.addAll(alternatives);
    }
    body.addAll(handlerBlocks);
    return new Procedure(name, body);
  }

  /**
   * The call of a task's function: for a task of an {@code invokeAny} batch ({@link
   * LibraryModels#anyBatch}) its raise goes to {@code f<k>}, the failure side of {@link
   * TaskBatches#taskOutcome} (k taken from {@code label}); for every other task it has no
   * handler (a raise ends the function as its exit does).
   */
  private static Command anyOutcome(TranslationContext tc, AbstractObject thread, String label,
      String entry, Origin o) {
    String handler = tc.juc().anyBatch(thread) != null ? "f" + label.substring(1) : null;
    return new Command.Call(label, entry, handler, o);
  }

  /**
   * Reports each started summary thread ({@code summary-thread}, UNSOUND), except a fork/join
   * worker (counted on its own) and a thread started in a counted loop whose instances share
   * nothing but their code ({@link LoopClassThreads#instanceAgnostic}).
   */
  private static void reportThreads(TranslationContext tc, PointsToResult pts, Program program) {
    for (AbstractObject t : pts.startedThreads()) {
      String classes = "thread:" + t.name();
      if (tc.loopClassThreads().containsKey(classes)
          && LoopClassThreads.instanceAgnostic(program, classes, tc.threadId(t))) {
        continue;
      }
      if (pts.isSummary(t) && !tc.juc().isForkJoinWorker(t)) {
        // a fork/join worker's instances are counted (ForkJoinModel: summary-fork-join)
        tc.caveat("summary-thread", t.origin(), "thread " + t.name() + " stands for several"
            + " threads (created or started on a loop or in code that runs more than once);"
            + " they share one rb thread id", Caveat.Effect.UNSOUND);
      }
    }
  }
}
