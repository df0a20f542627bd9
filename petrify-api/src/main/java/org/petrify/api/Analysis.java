package org.petrify.api;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.ProgressListener;
import org.petrify.checker.Witness;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.encode.EncodingOptions;
import org.petrify.ir.encode.ProgramProperties;
import org.petrify.ir.frontend.FrontendOptions;
import org.petrify.ir.frontend.FrontendResult;
import org.petrify.ir.frontend.LoadedClassPaths;
import org.petrify.ir.frontend.Skeleton;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.stage.InjectedFault;
import org.petrify.ir.stage.StageBudget;
import org.petrify.ir.stage.StageBudgetExceededException;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * The analysis of one program, configured fluently; made by {@link Petrify#analyze}.
 *
 * <p>An {@code Analysis} is immutable: every option method returns a copy. The program is read,
 * translated and encoded at most once per combination of the options that shape the net (class
 * path, main class, entry points, alias precision), on the first query, and then shared by all
 * queries and by the copies that only change budgets or the reduction. Thread-safe.
 *
 * <p>Queries throw {@link BadInputException} for a missing path, no class files, an unknown
 * main class or entry point, an unreadable class file or jar, or a malformed formula.
 */
public final class Analysis {
  /** The options that shape the net; the memo holds the translation made for them. */
  private final ProgramShape shape;
  /** The options of the checks. */
  private final CheckSettings settings;
  private final Memo memo;

  /**
   * Holds what copies with the same {@link ProgramShape} share: the frontend's result, and its
   * encodings, one for the whole program (key {@code null}: nets, rb, CTL, races) and one per
   * {@link Skeleton.Mode} (deadlock; termination and livelock).
   */
  /**
   * Whether the skeleton's properties translate on demand ({@link
   * FrontendOptions#demandDriven()}): on, unless the system property {@code petrify.demand}
   * is {@code false}. {@code CorpusDemandTest} compares both on the whole corpus, and the
   * skeletons of a real class path (netty) differ only as {@code DemandSet}'s class comment
   * says.
   */
  static final boolean DEMAND_DEFAULT = !"false".equals(System.getProperty("petrify.demand"));

  private static final class Memo {
    /** Whether the skeleton's properties translate on demand ({@link #demandDriven}). */
    private final boolean demand;
    /** Where the class path is opened: kept from earlier analyses, or afresh. */
    private final LoadedClassPaths classPaths;
    private FrontendResult front;
    /**
     * The demand-driven translation ({@link FrontendOptions#demandDriven()}), made for the
     * skeleton's properties when the whole program was not translated first.
     */
    private FrontendResult demandFront;
    private final Map<Skeleton.Mode, Translation> translations = new java.util.HashMap<>();
    private Translation whole;

    Memo(boolean demand, LoadedClassPaths classPaths) {
      this.demand = demand;
      this.classPaths = classPaths;
    }

    /**
     * The translation for {@code mode} ({@code null}: the whole program), made under
     * {@code budget} if not made yet (a failure is not kept).
     */
    synchronized Translation get(ProgramShape s, StageBudget budget, Skeleton.Mode mode) {
      try {
        return make(s, budget, mode);
      } catch (StageBudgetExceededException | BadInputException e) {
        throw e;
      } catch (OutOfMemoryError e) {
        throw budget.outOfMemory();
      } catch (RuntimeException | Error e) {
        throw InternalErrorException.of(budget.stage().label(), e);
      }
    }

    /** {@link #get} without the translation of failures into the error contract. */
    private Translation make(ProgramShape s, StageBudget budget, Skeleton.Mode mode) {
      boolean demand = mode != null && s.skeleton() && s.rbProgram() == null && this.demand;
      if (demand && front == null && demandFront == null) {
        demandFront = Pipeline.frontend(s.classpath(), s.mainClass(), s.entryPoint(),
            s.aliasPrecision(), s.valueBound(), s.release(), true, budget, classPaths);
      }
      if (!demand && front == null) {
        front = s.rbProgram() != null ? Pipeline.rbProgram(s.rbProgram())
            : Pipeline.frontend(s.classpath(), s.mainClass(), s.entryPoint(),
                s.aliasPrecision(), s.valueBound(), s.release(), false, budget, classPaths);
      }
      if (mode == null || !s.skeleton()) {
        if (whole == null) {
          whole = Pipeline.encode(front, null, s.reentrancyBound(), s.recursionBound(),
              budget);
        }
        return whole;
      }
      Translation t = translations.get(mode);
      if (t == null) {
        // the full translation, if made, serves the skeleton too
        t = Pipeline.encode(front != null ? front : demandFront, mode, s.reentrancyBound(),
            s.recursionBound(), budget);
        translations.put(mode, t);
      }
      return t;
    }
  }

  Analysis(List<Path> classpath, Program rbProgram) {
    this(classpath, rbProgram, LoadedClassPaths.NONE);
  }

  /** A new analysis opening its class path through {@code classPaths}. */
  Analysis(List<Path> classpath, Program rbProgram, LoadedClassPaths classPaths) {
    this(new ProgramShape(List.copyOf(classpath), rbProgram, null, null,
        AliasPrecision.CONTEXT_SENSITIVE, DEFAULT_REENTRANCY_BOUND,
        FrontendOptions.DEFAULT_VALUE_BOUND, true),
        new CheckSettings(50_000_000L, null, true, true, ProgressListener.NONE, Fairness.NONE,
            Set.of(), false), new Memo(DEMAND_DEFAULT, classPaths));
  }

  private Analysis(ProgramShape shape, CheckSettings settings, Memo memo) {
    this.shape = shape;
    this.settings = settings;
    this.memo = memo;
  }

  /** A copy with another net shape, hence a translation of its own. */
  private Analysis reshaped(ProgramShape newShape) {
    return new Analysis(newShape, settings, new Memo(memo.demand, memo.classPaths));
  }

  /** A copy with other check settings, sharing this analysis's translation. */
  private Analysis with(CheckSettings newSettings) {
    return new Analysis(shape, newSettings, memo);
  }

  /** The class whose {@code main} method is the entry point, e.g. {@code "app.Main"}. */
  public Analysis mainClass(String className) {
    Objects.requireNonNull(className, "className");
    return reshaped(shape.withMainClass(className));
  }

  /**
   * One analysis per JUnit 4 or 5 test method that {@code specs} name, keyed
   * {@code pkg.FooTest#method}, in order. A spec is a test class ({@code app.FooTest}), one
   * method of it ({@code app.FooTest#transfer}) or a class-name pattern ({@code app.*Test},
   * {@code **.*ConcurrencyTest}, {@code **}{@code /*Test}: {@code *} within a package name,
   * {@code **} across packages) matched against the concrete classes of the class path that
   * have test methods. Each analysis starts at a generated driver that runs what JUnit runs for
   * that method (the {@code @BeforeAll}/{@code @Before}… methods, the test, the {@code @After}…
   * methods; see {@link JUnitTests}) and keeps this analysis's check settings.
   *
   * @throws BadInputException if a spec names no test class or method of the class path
   */
  public Map<String, Analysis> junitTests(Collection<String> specs) {
    Objects.requireNonNull(specs, "specs");
    if (shape.rbProgram() != null) {
      throw new BadInputException("JUnit tests need a class path, not an rb program");
    }
    Map<String, Analysis> out = new LinkedHashMap<>();
    for (JUnitTests.TestEntry t : JUnitTests.find(shape.classpath(), List.copyOf(specs))) {
      List<Path> withDriver = new ArrayList<>(shape.classpath());
      withDriver.add(t.driverFolder());
      out.put(t.name(), new Analysis(shape.withClasspath(withDriver).withEntryPoint(null)
          .withMainClass(t.driverClass()), settings, new Memo(memo.demand, memo.classPaths)));
    }
    return out;
  }

  /**
   * Starts the program at this method, {@code "pkg.Cls.method"} (the first method of that name,
   * preferring one without parameters), instead of the main class's {@code main}.
   */
  public Analysis entryPoint(String qualifiedMethod) {
    Objects.requireNonNull(qualifiedMethod, "qualifiedMethod");
    return reshaped(shape.withEntryPoint(qualifiedMethod));
  }

  /** How precisely locks and threads are told apart (default {@link AliasPrecision#CONTEXT_SENSITIVE}). */
  public Analysis aliasPrecision(AliasPrecision precision) {
    Objects.requireNonNull(precision, "precision");
    return reshaped(shape.withAliasPrecision(precision));
  }

  /** The most states the engine may store per query (default 50 million); beyond: INCONCLUSIVE. */
  public Analysis maxStates(long states) {
    if (states <= 0) {
      throw new IllegalArgumentException("maxStates must be positive: " + states);
    }
    return with(settings.withMaxStates(states));
  }

  /**
   * The wall-clock limit per query (null or zero: none, the default); beyond: INCONCLUSIVE. It
   * covers every stage the query runs: loading, translating and encoding the program (on the
   * first query that needs them) and the check, which gets the time left; the reason of an
   * INCONCLUSIVE report names the stage that ran out.
   */
  public Analysis timeout(Duration limit) {
    return with(settings.withTimeout(
        limit == null || limit.isZero() || limit.isNegative() ? null : limit));
  }

  /** Partial-order reduction with stubborn sets (default on; it never changes a verdict). */
  public Analysis partialOrderReduction(boolean on) {
    return with(settings.withPartialOrderReduction(on));
  }

  /**
   * Structural reduction of the net before the search (default on): sequential chains, dead,
   * duplicate and implicit parts are reduced with the rules that preserve the property, and
   * witnesses are lifted back to the program's net; it never changes a verdict.
   */
  public Analysis structuralReduction(boolean on) {
    return with(settings.withStructuralReduction(on));
  }

  /**
   * Observes the query while it runs: each stage before the check ({@link
   * AnalysisProgress#onStage}: load, translate, encode, check) as it starts and a few times a
   * second while it runs, and the engine's progress while it checks ({@link
   * AnalysisProgress#onSearch}); it is called on the querying thread.
   */
  public Analysis progress(AnalysisProgress progress) {
    return with(settings.withListener(ApiTypes.listener(progress)));
  }

  /**
   * The scheduler assumption of termination, livelock and {@code EG}/{@code AF} formulas
   * (default {@link Fairness#NONE}); deadlock checks do not depend on it.
   */
  public Analysis fairness(Fairness assumption) {
    Objects.requireNonNull(assumption, "assumption");
    return with(settings.withFairness(assumption));
  }

  /**
   * Accepts UNSOUND caveats of these kinds (e.g. {@code "summary-lock"}), or of every kind with
   * {@code "all"}: a property that holds in a model with UNSOUND caveats is otherwise
   * INCONCLUSIVE ("holds for the model, but N constructs are not modelled"), since real
   * executions may be missing from the model; with every such caveat accepted it is HOLDS, the
   * caveats still listed. Replaces the kinds given before; none by default.
   *
   * @throws IllegalArgumentException for a blank or unknown kind (one line listing the kinds,
   *     {@link UnsoundKinds#check})
   */
  public Analysis acceptUnsound(String... kinds) {
    return acceptUnsound(List.of(kinds));
  }

  /** As {@link #acceptUnsound(String...)}. */
  public Analysis acceptUnsound(Collection<String> kinds) {
    return with(settings.withAcceptedUnsound(Set.copyOf(UnsoundKinds.check(kinds))));
  }

  /**
   * Whether the reports' renderings show every witness step (default false: the steps of the
   * concurrency skeleton, with each run of other steps summarised per thread; see {@link
   * Report#witnessLines()}). {@link Report#witness()} holds every step either way.
   */
  public Analysis fullWitness(boolean full) {
    return with(settings.withFullWitness(full));
  }

  /** The default of {@link #reentrancyBound(int)}. */
  public static final int DEFAULT_REENTRANCY_BOUND = EncodingOptions.defaults().reentrancyBound();

  /**
   * The reentrant depth up to which a lock whose depth is not known statically is modelled
   * exactly (default 3, at most 61); a deeper acquisition blocks in the net and is reported as
   * the UNSOUND caveat {@code reentrancy-bound}. A larger bound gives a larger net.
   */
  public Analysis reentrancyBound(int depth) {
    EncodingOptions.defaults().withReentrancyBound(depth); // validates, with a clear message
    return depth == shape.reentrancyBound() ? this
        : reshaped(shape.withReentrancyBound(depth));
  }

  /** The default of {@link #recursionBound(int)}. */
  public static final int DEFAULT_RECURSION_BOUND = EncodingOptions.DEFAULT_RECURSION_BOUND;

  /**
   * How many pending recursive calls of one procedure per thread return exactly to the call
   * that made them (default 3, at least 1): the net keeps a stack of that many return sites per
   * recursive procedure of a single-instance thread. Past it, returns to recursive call sites
   * are nondeterministic, and a VIOLATED witness that returns wrongly there becomes
   * INCONCLUSIVE with the IMPRECISE caveat {@code recursion-bound}. A larger bound gives a
   * larger net.
   */
  public Analysis recursionBound(int bound) {
    EncodingOptions.defaults().withRecursionBound(bound); // validates, with a clear message
    return bound == shape.recursionBound() ? this : reshaped(shape.withRecursionBound(bound));
  }

  /**
   * The most values an int field is tracked with exactly (default {@value
   * FrontendOptions#DEFAULT_VALUE_BOUND}, at most {@value FrontendOptions#MAX_VALUE_BOUND}):
   * booleans, enums and ints compared only with constants become net places, one per value,
   * so conditions on them are exact; an int leaving its range becomes "any int" (caveat
   * IMPRECISE {@code value-bound}).
   */
  public Analysis valueBound(int bound) {
    if (bound < 2 || bound > FrontendOptions.MAX_VALUE_BOUND) {
      throw new IllegalArgumentException("valueBound must be in 2.."
          + FrontendOptions.MAX_VALUE_BOUND + ": " + bound);
    }
    return reshaped(shape.withValueBound(bound));
  }

  /**
   * The Java release multi-release jars of the class path are read at (their
   * {@code META-INF/versions/N} entries up to it replace the base entries), from 8 to the
   * running JDK's release; 0, the default, reads them at the running JDK's release, as
   * {@code java -jar} would run them on it.
   */
  public Analysis release(int javaRelease) {
    if (javaRelease != 0 && (javaRelease < FrontendOptions.MIN_RELEASE
        || javaRelease > Runtime.version().feature())) {
      throw new IllegalArgumentException("release must be in " + FrontendOptions.MIN_RELEASE
          + ".." + Runtime.version().feature() + " (the running JDK's): " + javaRelease);
    }
    return reshaped(shape.withRelease(javaRelease));
  }

  /**
   * Whether deadlock, termination and livelock are checked on the program's concurrency
   * skeleton (the default): locks of thread-local objects dropped and procedures that cannot
   * block, wake, start, join or change a tracked value sliced away ({@link Skeleton}), which
   * gives the same verdicts on a much smaller net. Off: the whole program is encoded, as for
   * {@link #net()}, {@link #check(String)} and {@link #races()}, which always are.
   */
  public Analysis skeleton(boolean on) {
    return reshaped(shape.withSkeleton(on));
  }

  /**
   * Whether the skeleton's properties (deadlock, termination, livelock) translate only the
   * methods that may be in the skeleton ({@link
   * org.petrify.ir.frontend.FrontendOptions#demandDriven()}; on, the default), or every
   * reachable method first and then cut the skeleton from it (off; also with the system
   * property {@code petrify.demand=false}). Both give the same verdicts and UNSOUND caveats on
   * the corpus; on translates fewer methods on large class paths. The whole program ({@link #net()}, {@link #races()}, ...) is always
   * translated in full.
   */
  public Analysis demandDriven(boolean on) {
    return new Analysis(shape, settings, new Memo(on, memo.classPaths));
  }

  /**
   * Can some started thread block forever while nothing else can move, with some non-daemon
   * thread not finished (once only daemon threads are left the JVM exits)?
   */
  public Report deadlock() {
    return query("deadlock", Skeleton.Mode.DEADLOCK, (tr, budget) ->
        run(tr, "deadlock", ProgramProperties.deadlock(tr.encoded(), tr.daemonThreads()),
            false, Kind.DEADLOCK, budget));
  }

  /** Does every execution terminate (all threads finish)? */
  public Report termination() {
    return query("termination", Skeleton.Mode.TERMINATION, (tr, budget) ->
        run(tr, "termination", ProgramProperties.termination(tr.encoded(), tr.daemonThreads()),
            true, Kind.TERMINATION, budget));
  }

  /** Can the program keep moving forever while some started thread never finishes? */
  public Report livelock() {
    return query("livelock", Skeleton.Mode.TERMINATION, (tr, budget) ->
        run(tr, "livelock", ProgramProperties.livelock(tr.encoded(), tr.daemonThreads()),
            false, Kind.LIVELOCK, budget));
  }

  /**
   * Checks a CTL formula in LoLA syntax over the program's net; HOLDS iff it is true in the
   * initial state. Places may be named as in {@link #net()} or by their program meaning — see
   * {@link ProgramPlaces} for the names.
   */
  public Report check(String ctl) {
    Objects.requireNonNull(ctl, "ctl");
    return query(ctl, null, (tr, budget) ->
        run(tr, ctl, ProgramPlaces.parse(ctl, tr), true, Kind.CTL, budget));
  }

  /**
   * Can two threads access one location at once, at least one writing? Pairs of reads and
   * writes of one abstract location (allocation site + field, static field, array elements of
   * one allocation site; volatile and final fields excluded) by different threads that some
   * reachable state enables together. VIOLATED with the races ({@link Report#races()}), each
   * with an interleaving that leads to it; HOLDS when there is none; INCONCLUSIVE when a budget
   * ran out (the races found until then are kept), or when no race is found in a model with
   * UNSOUND caveats that were not accepted ({@link #acceptUnsound}). Decided on the unfolding
   * when the net is proven safe, else by reachability searches ({@link RaceSearch#AUTO}).
   */
  public Report races() {
    return races(RaceSearch.AUTO);
  }

  /** {@link #races()} with a chosen search (both are exact; for cross-checks and speed). */
  public Report races(RaceSearch search) {
    Objects.requireNonNull(search, "search");
    return query(Report.RACES, null, (tr, budget) -> {
      settings.listener().onStage("check", "races", budget.figures().millis());
      return StaticRaces.check(tr, search, settings.maxStates(), budget.remaining(),
          settings.partialOrderReduction(), settings.listener())
          .judged(settings.acceptedUnsound());
    });
  }

  /**
   * One query under one deadline ({@link #timeout}): the translation (made on the first query
   * that needs it), then {@code check} with the budget that is left; a stage budget that runs
   * out makes the report INCONCLUSIVE, naming the stage.
   */
  private Report query(String property, Skeleton.Mode mode,
      java.util.function.BiFunction<Translation, StageBudget, Report> check) {
    StageBudget budget = QueryBudget.start(settings.timeout(), settings.listener());
    Translation tr;
    try {
      tr = memo.get(shape, budget, mode);
    } catch (StageBudgetExceededException e) {
      return QueryBudget.inconclusive(property, e, budget);
    }
    try {
      InjectedFault.at(CHECK_STAGE);
      return check.apply(tr, budget).withFullWitness(settings.fullWitness());
    } catch (StageBudgetExceededException e) {
      return QueryBudget.inconclusive(property, e, budget);
    } catch (OutOfMemoryError e) {
      return QueryBudget.outOfMemoryInCheck(property, tr, budget);
    } catch (BadInputException | InternalErrorException e) {
      throw e;
    } catch (RuntimeException | Error e) {
      throw new InternalErrorException(CHECK_STAGE, e);
    }
  }

  /** The name of the model-checking stage in reasons and internal errors. */
  static final String CHECK_STAGE = "check";

  /**
   * Replays the deadlock witness of {@code report} (from {@link #deadlock()} of this analysis)
   * on the real JVM, within {@value DeadlockReplayer#DEFAULT_SECONDS} seconds; see {@link
   * #confirm(Report, Duration)}.
   */
  public Report confirm(Report report) {
    return confirm(report, DeadlockReplayer.DEFAULT_TIMEOUT);
  }

  /**
   * Replays the deadlock witness of {@code report} (from {@link #deadlock()} of this analysis)
   * on the real JVM and returns the report with the outcome ({@link Report#replay()}): the main
   * class is run in a new JVM (the one running this code) under the agent's controlled
   * scheduler, which lets the threads take their locks in the witness's order, holds each
   * blocked thread just before its blocking acquisition until the other steps have happened,
   * and then compares the JVM's thread states and stacks with the report. CONFIRMED when the
   * reported threads are blocked at the reported lines; NOT_CONFIRMED, with the reason, when
   * the program takes another path, ends, or the replay does not get there within {@code
   * timeout} (the witness may be spurious); NOT_TRIED when there is nothing to replay (no
   * violation, no main class, an rb program, threads with several instances). A report that is
   * not a violated deadlock report is returned with NOT_TRIED.
   */
  public Report confirm(Report report, Duration timeout) {
    Objects.requireNonNull(report, "report");
    Duration limit = timeout == null || timeout.isZero() || timeout.isNegative()
        ? DeadlockReplayer.DEFAULT_TIMEOUT : timeout;
    if (shape.rbProgram() != null) {
      return report.withReplay(new JvmReplay(org.petrify.api.replay.Confirmation.NOT_TRIED,
          List.of(), "an rb program has no Java code to run", 0));
    }
    return report.withReplay(DeadlockReplayer.replay(report, shape.classpath(), shape.mainClass(),
        DeadlockReplayer.currentJava(), limit));
  }

  /** The program in rb, in its stable text form. */
  public String rb() {
    return RbPrinter.print(translation().program());
  }

  /** The program in rb (internal: the facade shows it as {@link #rb()}). */
  Program program() {
    return translation().program();
  }

  /** The program's Petri net. */
  public PetriNet net() {
    return translation().encoded().net();
  }

  /**
   * The side table from the net's places and transitions to their meaning in the program
   * (thread, lock, rb command, Java source position), as the encoder made it (internal).
   */
  org.petrify.ir.encode.NetOrigins origins() {
    return translation().encoded().origins();
  }

  /**
   * The program's Petri net ({@link #net()}) in Graphviz DOT, laid out by meaning: one cluster
   * per thread, lock places filled one colour per lock, monitor places as double ellipses.
   */
  public String netDot() {
    return NetDot.write(net(), origins());
  }

  /**
   * {@link #netDot()} with a witness, given as transition names in firing order (as in {@link
   * Report#witnessTransitions()}): the transitions it fires drawn thick red and labelled with
   * their step numbers, the places marked at its end filled red.
   */
  public String netDot(List<String> witnessTransitions) {
    return NetDot.write(net(), origins(), witnessTransitions);
  }

  /** The caveats of reading, translating and encoding the program. */
  public List<org.petrify.api.Caveat> caveats() {
    return ApiTypes.caveats(translation().caveats());
  }

  /**
   * The translation for the queries that return no report ({@link #net()}, {@link #rb()},
   * ...): no deadline, but the net size and heap limits of {@link QueryBudget}.
   *
   * @throws IllegalStateException when one of those limits runs out
   */
  Translation translation() {
    try {
      return memo.get(shape, QueryBudget.withoutDeadline(), null);
    } catch (StageBudgetExceededException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  /**
   * The engine options every program check starts from: the engine's defaults with the
   * interleaved search order, which finds a shallow bug on a wide level of a program net early
   * (the engine itself and {@code net-check} default to depth-first search).
   */
  static CheckOptions programCheckOptions() {
    return CheckOptions.defaults().withSearch(org.petrify.checker.SearchOrder.INTERLEAVED);
  }

  private enum Kind { DEADLOCK, TERMINATION, LIVELOCK, CTL }

  private Report run(Translation tr, String property, Formula formula, boolean holdsWhenTrue,
      Kind kind, StageBudget budget) {
    CheckOptions options = programCheckOptions()
        .withPartialOrderReduction(settings.partialOrderReduction())
        .withStructuralReduction(settings.structuralReduction())
        .withMaxStates(settings.maxStates())
        .withTimeout(budget.remaining())
        .withListener(settings.listener())
        .withFairness(kind == Kind.DEADLOCK ? null
            : ProgramFairness.of(settings.fairness(), tr.encoded()));
    settings.listener().onStage("check", String.format(java.util.Locale.ROOT, "%,d places, %,d transitions",
        tr.encoded().net().placeCount(), tr.encoded().net().transitionCount()),
        budget.figures().millis());
    long start = System.nanoTime();
    CheckResult r = ModelChecker.of(tr.encoded().net()).options(options).check(formula);
    long checkMillis = (System.nanoTime() - start) / 1_000_000L;
    Verdict verdict = switch (r.verdict()) {
      case UNKNOWN -> Verdict.INCONCLUSIVE;
      case TRUE -> holdsWhenTrue ? Verdict.HOLDS : Verdict.VIOLATED;
      case FALSE -> holdsWhenTrue ? Verdict.VIOLATED : Verdict.HOLDS;
    };
    Optional<String> reason = r.reason();
    if (r.unknown().filter(u -> u == org.petrify.checker.Unknown.TIMEOUT).isPresent()) {
      // The engine names its stage before the search (place invariants, ...) if it ran out there.
      PetriNet checked = tr.encoded().net();
      reason = Optional.of(r.stage()
          .map(stage -> String.format(java.util.Locale.ROOT, "timeout of %d ms reached in stage"
              + " check, before the search: %s (%s), on a net of %,d places and %,d transitions",
              settings.timeout().toMillis(), stage.words(), r.stageProgress().orElse(""),
              checked.placeCount(), checked.transitionCount()))
          .orElse(String.format(java.util.Locale.ROOT, "timeout of %d ms reached in stage check"
              + " (%,d states on a net of %,d places and %,d transitions)",
              settings.timeout().toMillis(), r.statistics().states(), checked.placeCount(),
              checked.transitionCount())));
    }
    PetriNet net = tr.encoded().net();
    Explainer explainer = new Explainer(tr.encoded(), tr.threads(), tr.locks());
    List<Step> steps = List.of();
    List<String> names = new ArrayList<>();
    int loopStart = -1;
    Optional<Explanation> explanation = Optional.empty();
    Optional<Witness> witness = r.witness();
    Optional<Caveat> pastBound = Optional.empty();
    if (witness.isPresent()) {
      int[] w = witness.get().transitions();
      witness.get().replay(net); // a witness that does not replay is never reported
      for (int t : w) {
        names.add(net.transitionName(t));
      }
      steps = explainer.steps(w);
      int rawLoop = witness.get().loopStart();
      if (rawLoop >= 0) {
        loopStart = explainer.stepCount(w, rawLoop);
      }
      Optional<String> overflow = explainer.overflow(w);
      if (overflow.isEmpty() && rawLoop < 0 && verdict == Verdict.VIOLATED && kind != Kind.CTL) {
        overflow = explainer.boundedReentry(w);
      }
      if (overflow.isEmpty() && verdict == Verdict.VIOLATED && kind != Kind.CTL) {
        overflow = explainer.unknownThreadStart(w);
      }
      if (overflow.isEmpty() && verdict == Verdict.VIOLATED && kind != Kind.CTL) {
        pastBound = explainer.recursionBound(w);
        overflow = pastBound.map(Caveat::message);
      }
      if (overflow.isPresent()) {
        verdict = Verdict.INCONCLUSIVE;
        reason = overflow;
      }
      Optional<Explanation.NonTermination> keptAlive = kind == Kind.TERMINATION && rawLoop < 0
          && verdict == Verdict.VIOLATED ? explainer.keptAlive(w) : Optional.empty();
      if (keptAlive.isPresent()) {
        explanation = Optional.of(keptAlive.get());
      } else if (verdict == Verdict.VIOLATED && kind != Kind.CTL) {
        explanation = Optional.of(rawLoop >= 0 ? explainer.nonTermination(w, rawLoop)
            : explainer.deadlock(w).withDroppedLockSites(tr.droppedLockSites()));
      }
    }
    if (verdict == Verdict.VIOLATED && witness.isEmpty() && reason.isEmpty()) {
      reason = Optional.of("the engine gives no witness for this check"
          + (settings.fairness() != Fairness.NONE && kind != Kind.DEADLOCK
              ? " under fairness" : ""));
    }
    List<Caveat> caveats = caveats(tr, kind);
    pastBound.ifPresent(caveats::add);
    if (verdict == Verdict.VIOLATED && witness.isPresent()) {
      WrongReturns.find(net, tr.encoded().origins(), witness.get().transitions())
          .ifPresent(caveats::add);
      UnheldWitness.find(net, tr.encoded().origins(), witness.get().transitions())
          .ifPresent(caveats::add);
    }
    Statistics stats = tr.statistics(checkMillis, net.placeCount(), net.transitionCount(),
        r.statistics().states(), r.statistics().edges(), r.statistics().reduction().toString(),
        r.structuralReduction().orElse(null));
    return new Report(property, verdict, reason, steps, names, loopStart,
        ApiTypes.caveats(caveats), stats, explanation).judged(settings.acceptedUnsound());
  }

  /**
   * The translation's caveats (for a deadlock check without those about liveness only,
   * {@link Caveat#LIVENESS_ONLY}, for a termination check without those about livelock only,
   * {@link Caveat#LIVELOCK_ONLY}), plus, for a fair check under {@link
   * Fairness#THREADS_AND_CHOICES} of a program with a shared subnet returning to several call
   * sites, the assumption that those returns are strongly fair (it can exclude real runs).
   */
  private List<Caveat> caveats(Translation tr, Kind kind) {
    List<Caveat> all = new ArrayList<>(tr.caveats());
    if (kind == Kind.TERMINATION) {
      all.removeIf(c -> Caveat.LIVELOCK_ONLY.contains(c.kind()));
    }
    if (kind == Kind.DEADLOCK) {
      all.removeIf(c -> Caveat.LIVENESS_ONLY.contains(c.kind()));
      all = new ArrayList<>(DeadlockRelevance.judge(tr.program(), all));
    }
    if (kind != Kind.DEADLOCK && settings.fairness() == Fairness.THREADS_AND_CHOICES) {
      for (Caveat c : tr.caveats()) {
        if (c.kind().equals("shared-call-context")) {
          all.add(new Caveat("fair-returns", c.where(), "under threads_and_choices fairness each"
              + " return of a shared subnet to one of its call sites is strongly fair: a real"
              + " run that keeps returning from it but never again to one of those call sites"
              + " (e.g. an endless loop calling it from one site after an earlier call from"
              + " another) is not considered", Caveat.Effect.UNSOUND));
          break;
        }
      }
    }
    return all;
  }

  @Override
  public String toString() {
    return "Analysis[" + (shape.rbProgram() != null ? "rb program"
        : "classpath=" + shape.classpath()) + ", main=" + shape.mainClass() + ", entryPoint="
        + shape.entryPoint() + ", alias=" + shape.aliasPrecision() + ", maxStates="
        + settings.maxStates() + ", timeout=" + settings.timeout() + ", por="
        + settings.partialOrderReduction() + ", reduce=" + settings.structuralReduction()
        + ", fairness=" + settings.fairness() + ", acceptUnsound=" + settings.acceptedUnsound()
        + ", reentrancyBound=" + shape.reentrancyBound()
        + ", recursionBound=" + shape.recursionBound() + ", valueBound=" + shape.valueBound()
        + "]";
  }
}
