package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.Continuation;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * Futures. {@code Future.get()} and {@code CompletableFuture.join()/get()} of a task join its
 * thread (a timed get may also return at once). A {@code CompletableFuture} made with
 * {@code new}: counter {@code done} (capacity 1); {@code complete}, {@code
 * completeExceptionally} and {@code cancel} set it (a second completion does nothing),
 * {@code join}/{@code get} wait for it. A task future that some call completes gets a {@code
 * done} counter too ({@link #completedTasks()}); {@code anyOf(..)} has a counter that its first
 * completing part sets ({@link #waitForAny}). A continuation ({@code thenApply}, {@code
 * thenCombineAsync}, ...) is a task thread that first waits for its source futures
 * ({@link #taskPrelude}); a compose continuation ({@code thenCompose}) completes when the
 * future its function returned completes ({@link #relayRegistration}). Points-to: {@code supplyAsync}/{@code runAsync} and continuations
 * start a library thread of the call site that is the future
 * ({@code PointsToResult.continuation}); {@code anyOf} makes a container of its parts. A
 * future with {@code orTimeout}/{@code completeOnTimeout}: {@link FutureTimeouts}.
 */
final class FutureModel implements LibraryModel {
  static final String FUTURE = "java.util.concurrent.CompletableFuture";
  /** {@code FutureTask}: a future whose completion is the end of its one run ({@link #ranBy}). */
  static final String FUTURE_TASK = "java.util.concurrent.FutureTask";
  private static final Set<String> WAITABLES = Set.of("java.util.concurrent.Future",
      "java.util.concurrent.FutureTask", FUTURE, "java.util.concurrent.ForkJoinTask",
      "java.util.concurrent.CompletionStage", "java.util.concurrent.RunnableFuture",
      "java.util.concurrent.ScheduledFuture");

  /** Methods that run or fork a task's computation, which the model does not follow. */
  private static final Set<String> UNMODELLED_RUNS = Set.of("fork", "invoke", "invokeAll",
      "quietlyInvoke", "run", "runAndReset");

  private final ModelContext mc;
  private final TranslationContext tc;
  /** See {@link #completedTasks()}. */
  private final Set<Integer> completedTasks = new TreeSet<>();
  /**
   * The tasks of {@code supplyAsync}/{@code runAsync}: their futures are {@code
   * CompletableFuture}s, whose {@code cancel} never interrupts, also through the {@code Future}
   * interface.
   */
  private final Set<Integer> completableTasks = new TreeSet<>();
  /** Future tasks whose {@code run} a call of the program may run directly. */
  private final Set<Integer> runDirectly = new TreeSet<>();
  /** The task batches of {@code invokeAny} calls ({@link #anyBatch}). */
  private final Set<Integer> anyBatches = new TreeSet<>();
  /** Task futures some {@code Future.cancel} may cancel ({@link #cancelledBeforeStart}). */
  private final Set<Integer> cancelledTasks = new TreeSet<>();
  /** Futures made complete ({@code completedFuture}, {@code failedFuture}, ...). */
  private final Set<Integer> completedAtCreation = new TreeSet<>();
  /** The factories of futures that are complete when made. */
  private static final Set<String> COMPLETED_FACTORIES = Set.of("completedFuture",
      "failedFuture", "completedStage", "failedStage");
  /** The {@code CompletableFuture.anyOf} results and, for each, its parts. */
  private final Map<Integer, List<AbstractObject>> anyOfs = new HashMap<>();

  FutureModel(ModelContext mc) {
    this.mc = mc;
    this.tc = mc.tc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return WAITABLES.contains(cls);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    MethodSignature sig = inv.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    if (cls.equals(FUTURE) && (sig.getName().equals("supplyAsync")
        || sig.getName().equals("runAsync"))) {
      for (AbstractObject t : tc.pts().threadsStartedAt(mi, i)) {
        completableTasks.add(t.id());
      }
    }
    if (org.petrify.ir.pointsto.JdkExecutors.isService(cls) && sig.getName().equals("invokeAny")) {
      for (AbstractObject t : tc.pts().threadsStartedAt(mi, i)) {
        if (tc.pts().isTaskBatch(t)) {
          anyBatches.add(t.id());
        }
      }
    }
    if (inv instanceof AbstractInstanceInvokeExpr ri && UNMODELLED_RUNS.contains(sig.getName())) {
      for (AbstractObject o : tc.pts().pointsTo(mi, i, ri.getBase())) {
        if (o.type().equals(FUTURE_TASK)) {
          runDirectly.add(o.id());
        }
      }
    }
    if (JdkInterrupts.CANCELLABLE.contains(cls) && sig.getName().equals("cancel")
        && inv instanceof AbstractInstanceInvokeExpr ci) {
      for (AbstractObject o : tc.pts().pointsTo(mi, i, ci.getBase())) {
        if (isStarted(o) && !tc.pts().isTaskBatch(o)) {
          completedTasks.add(o.id());
          cancelledTasks.add(o.id());
        }
      }
    }
    if (!cls.equals(FUTURE)) {
      return;
    }
    if (COMPLETED_FACTORIES.contains(sig.getName())) {
      for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
        completedAtCreation.add(o.id());
      }
    }
    if (sig.getName().equals("anyOf")) {
      for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
        anyOfs.put(o.id(), tc.pts().contents(o));
      }
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && COMPLETIONS.contains(sig.getName())) {
      for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
        if (isStarted(o)) {
          completedTasks.add(o.id());
        }
      }
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    futureCall(c, out);
    return out;
  }

  /**
   * {@code join()} and {@code get()} wait for the receivers' completion and do nothing else
   * ({@link #waitFor}).
   */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("join") || method.equals("get");
  }

  private void futureCall(Call c, List<Supplier<List<Command>>> out) {
    MethodSignature sig = c.sig();
    String name = c.name();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    boolean wait = name.equals("get") || name.equals("join");
    boolean complete = COMPLETIONS.contains(name);
    if (!wait && !complete) {
      if (name.startsWith("then") || name.startsWith("handle") || name.startsWith("when")
          || name.startsWith("exceptionally") || name.contains("Either")
          || name.contains("Both")) {
        tc.caveat("future-continuation", origin, "CompletableFuture." + name + " on a future"
            + " the analysis does not know: the continuation does not run and its future never"
            + " completes", Caveat.Effect.UNSOUND);
      } else if ((name.equals(FutureTimeouts.OR_TIMEOUT)
          || name.equals(FutureTimeouts.COMPLETE_ON_TIMEOUT))
          && FutureTimeouts.of(tc.pts()).unfollowed(tc.libraryReceivers(c))) {
        tc.caveat("future-timeout", origin, "CompletableFuture." + name + " is not modelled:"
            + " the future does not complete when the time is up", Caveat.Effect.UNSOUND);
      } else if (UNMODELLED_RUNS.contains(name)) {
        tc.caveat(LibraryCommands.UNMODELLED, origin, sig.getDeclClassType().getClassName()
            + "." + name + " is not modelled: the task it runs or forks does not run in the"
            + " model", Caveat.Effect.UNSOUND);
      }
      return;
    }
    List<AbstractObject> futures = tc.libraryReceivers(c);
    if (futures.isEmpty()) {
      tc.caveat("unknown-future", origin, "no abstract object for the future; " + name
          + " returns at once", Caveat.Effect.UNSOUND);
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
      return;
    }
    for (AbstractObject f : futures) {
      if (complete) {
        if (isStarted(f) && (!completedTasks().contains(f.id()) || tc.pts().isTaskBatch(f))) {
          tc.caveat("future-complete", origin, name + " of the task future " + f.name()
              + " is not modelled: waiting for it still waits for the task",
              Caveat.Effect.UNSOUND);
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        } else {
          if (isStarted(f) && tc.pts().isSummary(f)
              && JdkInterrupts.mayInterruptOnCancel(c.inv())) {
            tc.caveat("summary-cancel", origin, "cancel(true) of " + f.name() + ", which stands"
                + " for several tasks sharing one interrupt flag: the interrupt may also reach"
                + " another instance, whose waits that test the flag on entry then throw",
                Caveat.Effect.UNSOUND);
          }
          if (isKnownFutureTask(f) && JdkInterrupts.mayInterruptOnCancel(c.inv())
              && runnersOf(f).size() > 1) {
            tc.caveat("future-task-cancel", origin, "cancel(true) of " + f.name() + ", which"
                + " several threads may run: the interrupt of its runner is not modelled",
                Caveat.Effect.UNSOUND);
          }
          String done = done(f);
          out.add(() -> {
            List<Command> cs = new ArrayList<>();
            String first = label.get();
            String after = label.get();
            cs.add(new Command.TryUp(first, done, 1, after, origin));
            if (isStarted(f) && JdkInterrupts.mayInterruptOnCancel(c.inv())
                && !completableTasks.contains(f.id()) && tc.pts().continuation(f) == null) {
              cs.add(new Command.Interrupt(label.get(), tc.threadId(f), origin));
            } else if (isKnownFutureTask(f) && JdkInterrupts.mayInterruptOnCancel(c.inv())) {
              for (AbstractObject runner : runnersOf(f)) {
                cs.add(new Command.Interrupt(label.get(), tc.threadId(runner), origin));
              }
            }
            cs.addAll(completionOf(f, label, origin, new java.util.HashSet<>()));
            cs.add(new Command.Skip(after, origin));
            cs.addAll(signalAnyOfs(f, label, origin));
            return cs;
          });
        }
      } else if (sig.getParameterCount() > 0
          && !ZeroTimeouts.neverExpires(tc, c.mi(), c.index(), c.inv())
          || FutureTimeouts.of(tc.pts()).timed(f)) {
        out.add(() -> ModelContext.timed(waitFor(f, label, origin, new java.util.HashSet<>())));
      } else {
        out.add(() -> waitFor(f, label, origin, new java.util.HashSet<>()));
      }
    }
    if (wait && sig.getParameterCount() > 0
        && !ZeroTimeouts.neverExpires(tc, c.mi(), c.index(), c.inv())) {
      tc.caveat("timed-get", origin, "a timed get may return at any moment (its waits are"
          + " timed); the TimeoutException it then throws is not modelled",
          Caveat.Effect.UNSOUND);
    }
  }

  /** The methods that complete a {@code CompletableFuture} (a second completion does nothing). */
  private static final Set<String> COMPLETIONS = Set.of("complete", "completeExceptionally",
      "cancel", "obtrudeValue", "obtrudeException");

  /**
   * Task futures (library threads of {@code supplyAsync}, {@code runAsync} or a continuation)
   * that some reachable call may complete: they get a {@code done} counter that the task sets
   * when it ends and a completion sets before, and waiting for them waits for that counter
   * instead of joining the task's thread.
   */
  private Set<Integer> completedTasks() {
    mc.observed();
    if (!hookedTasksAdded) {
      hookedTasksAdded = true;
      for (AbstractObject t : tc.pts().startedThreads()) {
        if (hasAfterHook(t)) {
          completedTasks.add(t.id());
        }
      }
    }
    return completedTasks;
  }

  /** True once the tasks with an {@code afterExecute} hook are in {@link #completedTasks}. */
  private boolean hookedTasksAdded;

  /**
   * True if the task runs a pool's {@code afterExecute} after it ({@link PoolHooks}): its
   * future is done before that hook runs (a {@code get} returns while it runs), so it gets a
   * {@code done} counter set at the task's end, and waiting for the pool's end ({@link
   * #waitForEnd}) still joins the thread, which ends after the hook.
   */
  private boolean hasAfterHook(AbstractObject task) {
    return !tc.pts().isTaskBatch(task) && !tc.poolHooks().of(task).after().isEmpty();
  }

  /**
   * True if the task's thread procedure needs more than a call of its entry: a continuation
   * (waits for its sources first) or a task future with a {@code done} counter.
   */
  boolean wrapsTask(AbstractObject task) {
    return tc.pts().continuation(task) != null || completedTasks().contains(task.id())
        || ranBy(task) != null
        || !firstOfsWith(task).isEmpty() || !inlineContinuationsOf(task).isEmpty()
        || !relaysOn(task).isEmpty();
  }

  /**
   * True if the continuation task runs inline ({@link #inlineRegistration}): a non-async
   * continuation, not standing for several, all of whose possible sources have completion
   * points the model knows ({@link #followedSource}). For a one-source method ({@code
   * thenApply}, {@code thenAccept}, {@code thenRun}, {@code thenCompose}, {@code handle},
   * {@code whenComplete}, {@code exceptionally}) any number of possible sources will do (each
   * takes part in the test-and-set: more runs, never fewer). For a two-source method ({@code
   * thenCombine}, {@code thenAcceptBoth}, {@code runAfterBoth}, {@code applyToEither},
   * {@code acceptEither}, {@code runAfterEither}) each stage must be one object that stands
   * for one future at run time: the function runs after the last (first, for {@code *Either})
   * of the actual sources, which a stage of several candidates would not tell. Such a task is
   * not forked.
   */
  boolean isInline(AbstractObject task) {
    Boolean known = inline.get(task.id());
    if (known != null) {
      return known;
    }
    inline.put(task.id(), false);
    Continuation how = tc.pts().continuation(task);
    boolean result = how != null && !how.async() && isStarted(task)
        && !tc.pts().isSummary(task);
    if (result) {
      List<AbstractObject> sources = tc.pts().continuationSources(task);
      result = !sources.isEmpty();
      mc.observed();
      for (AbstractObject f : sources) {
        result &= f != task && followedSource(f);
      }
      if (how.twoStages()) {
        for (List<AbstractObject> stage : tc.pts().continuationStages(task)) {
          result &= stage.size() == 1 && !tc.pts().isSummary(stage.get(0));
        }
      }
    }
    inline.put(task.id(), result);
    return result;
  }

  /**
   * True if the model knows every point where the future {@code f} completes: a task the
   * analysis started (not a batch; its end, or a {@code complete}), a {@code new
   * CompletableFuture} (its {@code complete}/{@code completeExceptionally}/{@code cancel}/
   * {@code obtrude*} calls), or a future complete when made.
   */
  private boolean followedSource(AbstractObject f) {
    return isStarted(f) && !tc.pts().isTaskBatch(f)
        || f.kind() == AbstractObject.Kind.ALLOCATION && f.type().equals(FUTURE)
        || completedAtCreation.contains(f.id());
  }

  /** Memo of {@link #isInline}. */
  private final Map<Integer, Boolean> inline = new HashMap<>();

  /** The inline continuations ({@link #isInline}) registered on the future {@code f}. */
  private List<AbstractObject> inlineContinuationsOf(AbstractObject f) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      if (tc.pts().continuation(t) != null && tc.pts().continuationSources(t).contains(f)
          && isInline(t)) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The commands that run at the registration of an inline continuation {@code c} (the
   * {@code thenApply} call), in the registering thread. Java runs the function there if the
   * source is already complete, else in the thread that completes the source, as part of the
   * completion (holding that thread's locks; {@link #completionOf}). Whichever of the two
   * comes second runs it: both take part in a test-and-set of the counter {@code <c>.first}
   * (capacity 1), {@code tryup <c>.first 1 else run}: the first to come finds it 0, sets it
   * and goes on; the second finds it 1 and runs the continuation ({@link #runInline}). Java's
   * registration and completion are atomic with respect to each other in the same sense (the
   * completer pops the stack the registrant pushed, and the registrant re-checks the result
   * after pushing). A source complete when made leaves nothing to wait for: the registrant
   * may run the function at once.
   *
   * <p>Two sources. {@code thenCombine}, {@code thenAcceptBoth} and {@code runAfterBoth} run
   * the function once both sources are complete: in the registrant if they are at
   * registration, else in the thread whose completion comes last (Java's {@code BiApply}
   * is pushed on both, and the completion that finds both results claims it). The model:
   * the registration and each pending source's completion ({@link #pendingSources}) take
   * part in a test-and-set of {@code <c>.first} whose capacity is one less than the number of
   * parties ({@link #firstCounter}); the last to come finds it full and runs the function.
   * {@code applyToEither}, {@code acceptEither} and {@code runAfterEither} run it after the
   * first completion: in the registrant if either source is complete at registration (then
   * at once, {@link #runsAtRegistration}), else in the first completing thread (Java's
   * {@code OrApply} is pushed on both and claimed once). The model: each completion first
   * takes {@code <c>.any} (capacity 1), so only the first goes on to the two-party
   * test-and-set of {@code <c>.first} with the registration. Sound for deadlock: the
   * function runs exactly once, in the thread Java runs it in, holding that thread's locks,
   * at the point Java runs it (the completion call, or the registration).
   */
  List<Command> inlineRegistration(AbstractObject c, Supplier<String> label, Origin origin) {
    List<Command> cs = new ArrayList<>();
    String run = label.get();
    String after = label.get();
    if (tc.pts().continuation(c).twoStages() && runsAtRegistration(c)) {
      cs.addAll(runInline(c, label, origin, new java.util.HashSet<>()));
      return cs;
    }
    String first = firstCounter(c);
    boolean doneAtCreation = tc.pts().continuationSources(c).stream()
        .anyMatch(f -> completedAtCreation.contains(f.id()));
    if (doneAtCreation && !tc.pts().continuation(c).twoStages()) {
      String protocol = label.get();
      cs.add(new Command.Jump(label.get(), List.of(protocol, run), origin));
      cs.add(new Command.TryUp(protocol, first, 1, run, origin));
    } else {
      cs.add(new Command.TryUp(label.get(), first, 1, run, origin));
    }
    cs.add(new Command.Goto(label.get(), after, origin));
    List<Command> body = runInline(c, label, origin, new java.util.HashSet<>());
    cs.add(new Command.Skip(run, origin));
    cs.addAll(body);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /**
   * The sources of the inline two-source continuation {@code c} whose completion takes part
   * in its test-and-set: the distinct ones not complete when made (one object per stage,
   * {@link #isInline}; {@code a.thenCombine(a, f)} has one).
   */
  private List<AbstractObject> pendingSources(AbstractObject c) {
    return tc.pts().continuationSources(c).stream()
        .filter(f -> !completedAtCreation.contains(f.id())).toList();
  }

  /**
   * True if the inline two-source continuation {@code c} certainly runs at its registration,
   * in the registering thread, and no completion runs it: for {@code *Either}, a stage is
   * complete when made (Java's registration tests both results first); for {@code *Both} and
   * {@code thenCombine}, both are.
   */
  private boolean runsAtRegistration(AbstractObject c) {
    return tc.pts().continuation(c).either()
        ? pendingSources(c).size() < tc.pts().continuationSources(c).size()
        : pendingSources(c).isEmpty();
  }

  /**
   * The counter {@code <c>.first} of the test-and-set among the registration of the inline
   * continuation {@code c} and the completions that may run it: its capacity is the number of
   * parties minus one, so each party but the last sets it and the last finds it full and runs
   * the function. One-source methods and {@code *Either} have two parties, the registration
   * and the (first) completion; {@code *Both} and {@code thenCombine} have the registration and
   * each pending source ({@link #pendingSources}).
   */
  private String firstCounter(AbstractObject c) {
    Continuation how = tc.pts().continuation(c);
    int capacity = how.twoStages() && !how.either() ? pendingSources(c).size() : 1;
    String name = c.name() + ".first";
    if (!mc.has(name)) {
      mc.declare(new Counter(name, capacity, 0, false), c, c.origin());
    }
    return name;
  }

  /**
   * The commands of the thread that completes {@code f} at that point (after it set
   * {@code f}'s {@code done} counter, if it has one): for each inline continuation of
   * {@code f}, its side of the test-and-set of {@link #inlineRegistration}, running the
   * continuation if the registration came first. {@code active} holds the continuations being
   * expanded (a cycle of futures through summary objects is cut: not run again).
   */
  private List<Command> completionOf(AbstractObject f, Supplier<String> label, Origin origin,
      Set<AbstractObject> active) {
    List<Command> cs = new ArrayList<>();
    for (AbstractObject c : inlineContinuationsOf(f)) {
      if (active.contains(c)) {
        tc.caveat("future-inline-cycle", origin, "the continuation " + c.name() + " completes"
            + " a future it runs after (through an abstract object standing for several"
            + " futures); its later runs are not modelled", Caveat.Effect.UNSOUND);
        continue;
      }
      Continuation how = tc.pts().continuation(c);
      if (how.twoStages() && (completedAtCreation.contains(f.id()) || runsAtRegistration(c))) {
        continue; // the registration runs it, or f's completion does not take part
      }
      String first = firstCounter(c);
      String run = label.get();
      String after = label.get();
      if (how.twoStages() && how.either()) {
        // only the first completing source takes part
        cs.add(new Command.TryUp(label.get(), anyDone(c), 1, after, origin));
      }
      cs.add(new Command.TryUp(label.get(), first, 1, run, origin));
      cs.add(new Command.Goto(label.get(), after, origin));
      cs.add(new Command.Skip(run, origin));
      cs.addAll(runInline(c, label, origin, active));
      cs.add(new Command.Skip(after, origin));
    }
    for (AbstractObject c : relaysOn(f)) {
      if (active.contains(c)) {
        tc.caveat("future-inline-cycle", origin, "the composed future " + c.name()
            + " completes a future it waits for (through an abstract object standing for"
            + " several futures); its later completions are not modelled",
            Caveat.Effect.UNSOUND);
        continue;
      }
      cs.addAll(relay(c, f, label, origin, active));
    }
    return cs;
  }

  /**
   * The compose continuations ({@code thenCompose}, {@code exceptionallyCompose}, their
   * {@code Async} forms) whose function may return {@code g} and whose returned futures the
   * model follows ({@link #composedFutures}): they complete when {@code g} does.
   */
  private List<AbstractObject> relaysOn(AbstractObject g) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      List<AbstractObject> gs = composedFutures(t);
      if (gs != null && gs.contains(g)) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The futures the function of the compose continuation {@code c} may return, or null if
   * {@code c} is no compose continuation or the model cannot follow them: {@code c} or one of
   * them stands for several runtime objects, a function returns no known object, or one of
   * them is neither a task the analysis started (not a batch), a {@code new
   * CompletableFuture}, nor a future complete when made. See {@link #relayRegistration}.
   */
  private List<AbstractObject> composedFutures(AbstractObject c) {
    if (composed.containsKey(c.id())) {
      return composed.get(c.id());
    }
    composed.put(c.id(), null);
    Continuation how = tc.pts().continuation(c);
    if (how == null || !how.composes() || tc.pts().isSummary(c)) {
      return null;
    }
    mc.observed();
    Set<AbstractObject> gs = new java.util.LinkedHashSet<>();
    boolean known = !tc.pts().threadEntries(c).isEmpty();
    for (MethodInstance mi : tc.pts().threadEntries(c)) {
      List<AbstractObject> returned = tc.pts().returnedBy(mi);
      known &= !returned.isEmpty();
      gs.addAll(returned);
    }
    for (AbstractObject g : gs) {
      known &= !tc.pts().isSummary(g) && g != c
          && (isStarted(g) && !tc.pts().isTaskBatch(g) && !tc.juc().isForkJoinWorker(g)
              || g.kind() == AbstractObject.Kind.ALLOCATION && g.type().equals(FUTURE)
              || completedAtCreation.contains(g.id()));
    }
    List<AbstractObject> result = known ? List.copyOf(gs) : null;
    composed.put(c.id(), result);
    return result;
  }

  /** Memo of {@link #composedFutures}. */
  private final Map<Integer, List<AbstractObject>> composed = new HashMap<>();

  /** True if {@code c} is a compose continuation whose returned futures the model follows. */
  private boolean composesKnown(AbstractObject c) {
    return composedFutures(c) != null;
  }

  /**
   * What the compose continuation {@code c} does after its function returned (in the thread
   * that ran it): Java completes {@code c} when the returned future {@code g} completes, by a
   * relay registered on {@code g} that runs in the thread completing {@code g}, or at once if
   * {@code g} is complete. The model chooses among the futures the function may return (the
   * one Java's function returned among them), and for {@code g} takes part in a test-and-set
   * of the counter {@code <c>.relay{i}} ({@code i} the index of {@code g}), whose other side
   * is {@code g}'s completion ({@link #completionOf}): whichever comes second completes
   * {@code c} ({@link #completeNow}). A future complete when made completes {@code c} at
   * once. If the function may not run (a failed source) or may throw, {@code c} may also
   * complete at once (exceptionally, in Java). Sound: every Java completion of {@code c}
   * happens in one of these runs at the same point (the completion of {@code g} or the
   * return of the function, whichever is later), and never earlier.
   */
  private List<Command> relayRegistration(AbstractObject c, Supplier<String> label,
      Origin origin, Set<AbstractObject> active) {
    List<AbstractObject> gs = composedFutures(c);
    List<List<Command>> alts = new ArrayList<>();
    for (int i = 0; i < gs.size(); i++) {
      AbstractObject g = gs.get(i);
      if (completedAtCreation.contains(g.id())) {
        alts.add(completeNow(c, label, origin, active));
      } else {
        alts.add(relay(c, g, label, origin, active));
      }
    }
    boolean throwing = tc.pts().threadEntries(c).stream().anyMatch(tc::mayThrow);
    if (throwing || mayEndWithoutFunction(c)) {
      alts.add(completeNow(c, label, origin, active));
    }
    return choice(alts, label, origin);
  }

  /**
   * One side of the test-and-set between the compose continuation {@code c} and its returned
   * future {@code g} ({@link #relayRegistration}): the first to come sets the counter, the
   * second completes {@code c}.
   */
  private List<Command> relay(AbstractObject c, AbstractObject g, Supplier<String> label,
      Origin origin, Set<AbstractObject> active) {
    String counter = counter(c, ".relay{" + composedFutures(c).indexOf(g) + "}");
    String run = label.get();
    String after = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryUp(label.get(), counter, 1, run, origin));
    cs.add(new Command.Goto(label.get(), after, origin));
    cs.add(new Command.Skip(run, origin));
    cs.addAll(completeNow(c, label, origin, active));
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /**
   * Completing the future {@code c} now: {@code tryup <c>.done 1} (a completion by
   * {@code complete} may have come first) and, if that succeeds, the {@code anyOf} results it
   * is part of and the completion of its inline continuations.
   */
  private List<Command> completeNow(AbstractObject c, Supplier<String> label, Origin origin,
      Set<AbstractObject> active) {
    boolean added = active.add(c);
    List<Command> cs = new ArrayList<>();
    String after = label.get();
    cs.add(new Command.TryUp(label.get(), done(c), 1, after, origin));
    cs.addAll(signalAnyOfs(c, label, origin));
    cs.addAll(completionOf(c, label, origin, active));
    cs.add(new Command.Skip(after, origin));
    if (added) {
      active.remove(c);
    }
    return cs;
  }

  /** A jump among command sequences (each non-empty) that all go on after it. */
  private static List<Command> choice(List<List<Command>> alts, Supplier<String> label,
      Origin origin) {
    if (alts.size() == 1) {
      return alts.get(0);
    }
    String after = label.get();
    List<String> targets = new ArrayList<>();
    List<Command> branches = new ArrayList<>();
    for (List<Command> alt : alts) {
      targets.add(alt.get(0).label());
      branches.addAll(alt);
      branches.add(new Command.Goto(label.get(), after, origin));
    }
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Jump(label.get(), targets, origin));
    cs.addAll(branches);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /**
   * Running an inline continuation {@code c} in the current thread: a choice among its
   * functions (and nothing, if it may end without running one,
   * {@link #mayEndWithoutFunction}), then completing its future: {@code tryup <c>.done 1}
   * (a completion by {@code complete} may have come first) and, if that succeeds, the
   * completion of {@code c}'s own inline continuations.
   */
  private List<Command> runInline(AbstractObject c, Supplier<String> label, Origin origin,
      Set<AbstractObject> active) {
    active.add(c);
    List<Command> cs = new ArrayList<>();
    Continuation how = tc.pts().continuation(c);
    if (how.composes() && !composesKnown(c)) {
      tc.caveat("future-compose", origin, "CompletableFuture." + how.method() + ": the"
          + " future the function returns is not one the model follows; the result completes"
          + " when the function returns", Caveat.Effect.UNSOUND);
    }
    List<String> entries = new ArrayList<>();
    for (MethodInstance mi : tc.pts().threadEntries(c)) {
      entries.add(tc.procedureName(mi));
    }
    if (entries.isEmpty() && !tc.libraryRunTargets().onlyInertTargets(c)) {
      // an inert JDK method reference (String::length) runs nothing the model needs
      tc.caveat("empty-thread", origin, "continuation " + c.name() + " has no known function;"
          + " it does nothing", Caveat.Effect.UNSOUND);
    }
    boolean skip = mayEndWithoutFunction(c);
    String end = label.get();
    List<String> targets = new ArrayList<>();
    List<Command> alts = new ArrayList<>();
    for (String e : entries) {
      String l = label.get();
      targets.add(l);
      alts.add(new Command.Call(l, e, origin));
      alts.add(new Command.Goto(label.get(), end, origin));
    }
    if (skip || entries.isEmpty()) {
      targets.add(end);
    }
    if (targets.size() > 1) {
      cs.add(new Command.Jump(label.get(), targets, origin));
      cs.addAll(alts);
    } else if (!alts.isEmpty()) {
      cs.addAll(alts.subList(0, alts.size() - 1));
    }
    cs.add(new Command.Skip(end, origin));
    if (composesKnown(c)) {
      cs.addAll(relayRegistration(c, label, origin, active));
    } else {
      String after = label.get();
      cs.add(new Command.TryUp(label.get(), done(c), 1, after, origin));
      cs.addAll(signalAnyOfs(c, label, origin));
      cs.addAll(completionOf(c, label, origin, active));
      cs.add(new Command.Skip(after, origin));
    }
    active.remove(c);
    return cs;
  }

  /**
   * True if a continuation's function runs no code the model needs ({@link
   * LibraryRunTargets#onlyInertTargets}) and no non-async continuation waits for its future:
   * running it in the completing thread (with that thread's locks held) or in a thread of its
   * own then differs only in when its future completes, which the model's own thread covers
   * (it may complete at any point after its sources). A non-async dependent would run, in
   * Java, in the thread completing the sources, so then the caveat stays.
   */
  private boolean inertWithoutInlineDependents(AbstractObject task) {
    if (!tc.libraryRunTargets().onlyInertTargets(task)) {
      return false;
    }
    for (AbstractObject t : tc.pts().startedThreads()) {
      Continuation how = tc.pts().continuation(t);
      if (how != null && !how.async() && tc.pts().continuationSources(t).contains(task)) {
        return false;
      }
    }
    return true;
  }

  /** A capacity-1 counter of {@code o} named {@code <o><suffix>}. */
  private String counter(AbstractObject o, String suffix) {
    String name = o.name() + suffix;
    if (!mc.has(name)) {
      mc.declare(new Counter(name, 1, 0, false), o, o.origin());
    }
    return name;
  }

  /**
   * The commands a task thread runs before its function (and before it takes a pool worker):
   * for a continuation, waiting for its sources: all of them; for the {@code *Either}
   * methods, the first to complete ({@link #waitsForFirst}), or, where the model cannot
   * follow every source, one chosen nondeterministically (a false deadlock when the chosen one
   * never completes); empty for other threads.
   */
  List<Command> taskPrelude(AbstractObject task, Supplier<String> label) {
    Continuation how = tc.pts().continuation(task);
    List<Command> cs = new ArrayList<>();
    AbstractObject futureTask = ranBy(task);
    if (futureTask != null) {
      cs.addAll(futureTaskRun(futureTask, label));
    }
    if (how == null) {
      return cs;
    }
    Origin origin = task.origin();
    if (!how.async() && !isInline(task) && !inertWithoutInlineDependents(task)) {
      tc.caveat("future-inline", origin, "CompletableFuture." + how.method() + " runs its"
          + " function in the thread that completes the future (holding that thread's locks,"
          + " which then waits for it) or in the caller if the future is already complete; the"
          + " model runs it in a thread of its own", Caveat.Effect.UNSOUND);
    }
    if (how.composes() && !composesKnown(task)) {
      tc.caveat("future-compose", origin, "CompletableFuture." + how.method() + ": the"
          + " future the function returns is not one the model follows; the result completes"
          + " when the function returns", Caveat.Effect.UNSOUND);
    }
    if (tc.pts().continuationStages(task).stream().anyMatch(List::isEmpty)) {
      tc.caveat("unknown-future", origin, "CompletableFuture." + how.method() + " of a future"
          + " the analysis does not know: the continuation does not wait for it"
          + (how.either() ? ", nor may it run as soon as that future completes" : ""),
          Caveat.Effect.UNSOUND);
    }
    List<AbstractObject> sources = tc.pts().continuationSources(task);
    if (waitsForFirst(task)) {
      if (sources.stream().noneMatch(f -> completedAtCreation.contains(f.id()))) {
        cs.add(new Command.Until(label.get(), anyDone(task), true, 1, origin));
      }
    } else if (how.either() && sources.size() > 1) {
      List<List<Command>> waits = new ArrayList<>();
      for (AbstractObject f : sources) {
        waits.add(waitFor(f, label, origin, new java.util.HashSet<>()));
      }
      String after = label.get();
      List<String> targets = new ArrayList<>();
      List<Command> branches = new ArrayList<>();
      for (List<Command> w : waits) {
        targets.add(w.get(0).label());
        branches.addAll(w);
        branches.add(new Command.Goto(label.get(), after, origin));
      }
      cs.add(new Command.Jump(label.get(), targets, origin));
      cs.addAll(branches);
      cs.add(new Command.Skip(after, origin));
    } else {
      Set<AbstractObject> seen = new java.util.HashSet<>();
      for (AbstractObject f : sources) {
        cs.addAll(waitFor(f, label, origin, seen));
      }
    }
    return cs;
  }

  /**
   * True if {@code f} is a {@code new FutureTask<>(..)} the model follows: an allocation of
   * {@code FutureTask} itself (a subclass may override {@code run}, {@code done} or {@code
   * set}) that is one object at run time (no summary: its counters would be shared). Its
   * {@code done} counter is set when a thread that runs it ends its run ({@link #ranBy}) or
   * when it is cancelled; {@code get} waits for it. A thread that may run several targets
   * one of which is {@code f} does not set it: a {@code get} then waits longer than Java's (a
   * spurious hang at worst).
   */
  private boolean isKnownFutureTask(AbstractObject f) {
    mc.observed();
    return f.kind() == AbstractObject.Kind.ALLOCATION && f.type().equals(FUTURE_TASK)
        && !tc.pts().isSummary(f) && !runDirectly.contains(f.id());
  }

  /**
   * The {@code FutureTask} ({@link #isKnownFutureTask}) the started thread runs as its only
   * run target ({@code new Thread(ft)}, {@code pool.execute(ft)}, {@code pool.submit(ft)}), or
   * null. The thread's entries are then the wrapped callable's (points-to
   * {@code ThreadFactories}), and its procedure runs {@link #futureTaskRun} first and sets the
   * future task's {@code done} counter at its end ({@link #taskEpilogue}).
   */
  AbstractObject ranBy(AbstractObject thread) {
    if (!isStarted(thread)) {
      return null;
    }
    List<AbstractObject> targets = tc.pts().threadTargets(thread);
    return targets.size() == 1 && isKnownFutureTask(targets.get(0)) ? targets.get(0) : null;
  }

  /** The started threads that run the future task {@code f} ({@link #ranBy}). */
  private List<AbstractObject> runnersOf(AbstractObject f) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      if (f.equals(ranBy(t))) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The start of {@code FutureTask.run()} by the running thread: Java's run returns at once
   * unless the future is still new and the thread wins the CAS of its runner field, so the
   * callable runs at most once, whoever calls run, and never after a cancel. The model: {@code
   * tryup <ft>.ran 1 else exit} (the first run claims it; a later or concurrent one ends the
   * thread's run at once), then {@code trydown <ft>.done 1 else run; tryup <ft>.done 1 else
   * exit; goto exit} (cancelled before it ran: the test takes the counter and puts it back,
   * more runs in between, never fewer, as in {@link #cancelledBeforeStart}).
   */
  private List<Command> futureTaskRun(AbstractObject ft, Supplier<String> label) {
    Origin origin = ft.origin();
    String ran = counter(ft, ".ran");
    String done = done(ft);
    String run = label.get();
    String exit = org.petrify.ir.rb.Procedure.EXIT;
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryUp(label.get(), ran, 1, exit, origin));
    cs.add(new Command.TryDown(label.get(), done, 1, run, origin));
    cs.add(new Command.TryUp(label.get(), done, 1, exit, origin));
    cs.add(new Command.Goto(label.get(), exit, origin));
    cs.add(new Command.Skip(run, origin));
    return cs;
  }

  /**
   * The name of the task batch {@code batch} if it is the batch of an {@code invokeAny} call and
   * no summary, with its counters of {@link TaskBatches#joinAny} declared ({@code won} and
   * {@code allFailed}, capacity 1; {@code failed}, capacity the number of tasks); else null.
   */
  String anyBatch(AbstractObject batch) {
    mc.observed();
    if (!anyBatches.contains(batch.id()) || tc.pts().isSummary(batch)) {
      return null;
    }
    int n = tc.pts().threadEntries(batch).size();
    mc.declareIfAbsent(new Counter(TaskBatches.won(batch.name()), 1, 0, false));
    mc.declareIfAbsent(new Counter(TaskBatches.failed(batch.name()), n, 0, false));
    mc.declareIfAbsent(new Counter(TaskBatches.allFailed(batch.name()), 1, 0, false));
    return batch.name();
  }

  /**
   * The test a cancellable task future ({@code Future.cancel} of a submitted task) makes before
   * it runs: Java's {@code FutureTask.run} returns at once when the future is no longer new
   * (cancelled before it started), so the task ends without running its function. The model
   * tests its {@code done} counter, which {@code cancel} sets (a {@code tryup}: only the first
   * of cancel and the task's own end succeeds, as Java's CAS from NEW): {@code trydown done 1
   * else run; tryup done 1 else out; goto out; run: ...}, {@code out} being where the task
   * gives back its pool worker (the test comes after taking it, where Java's worker takes the
   * task from the queue) or the exit. Empty for a task no cancel reaches. The test takes the counter and puts
   * it back in two steps; in between, a {@code get} waits one step longer and a second
   * {@code cancel} may succeed again (interrupting a task that is ending anyway): more runs,
   * never fewer. A task whose future is not cancelled yet runs its function, and a cancel that
   * comes later interrupts it ({@code cancel(true)}, {@link JdkInterrupts}) or lets it run on
   * ({@code cancel(false)}), as in Java.
   */
  List<Command> cancelledBeforeStart(AbstractObject task, Supplier<String> label, String out) {
    mc.observed();
    if (!cancelledTasks.contains(task.id())) {
      return List.of();
    }
    Origin origin = task.origin();
    String done = done(task);
    String run = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryDown(label.get(), done, 1, run, origin));
    cs.add(new Command.TryUp(label.get(), done, 1, out, origin));
    cs.add(new Command.Goto(label.get(), out, origin));
    cs.add(new Command.Skip(run, origin));
    return cs;
  }

  /**
   * True if the task may end without running its function: an {@code exceptionally}
   * continuation (runs only on failure), or a continuation of a source whose task may throw
   * (Java then skips the function and completes exceptionally).
   */
  boolean mayEndWithoutFunction(AbstractObject task) {
    Continuation how = tc.pts().continuation(task);
    if (how == null) {
      return false;
    }
    if (how.onFailureOnly()) {
      return true;
    }
    if (how.method().startsWith("handle") || how.method().startsWith("whenComplete")) {
      return false;
    }
    for (AbstractObject source : tc.pts().continuationSources(task)) {
      if (isStarted(source) && tc.pts().threadEntries(source).stream().anyMatch(tc::mayThrow)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The commands a task runs when it ends: setting its {@code done} counter, if it has one; for
   * a compose continuation whose returned futures the model follows, the registration that
   * completes it when the returned future completes ({@link #relayRegistration}).
   */
  List<Command> taskEpilogue(AbstractObject task, Supplier<String> label) {
    Origin origin = task.origin();
    if (composesKnown(task)) {
      return relayRegistration(task, label, origin, new java.util.HashSet<>());
    }
    List<Command> cs = new ArrayList<>(signalAnyOfs(task, label, origin));
    AbstractObject futureTask = ranBy(task);
    if (futureTask != null) {
      String ftDone = done(futureTask);
      cs.addAll(ModelContext.tryOrSkip(label, (l, f) -> new Command.TryUp(l, ftDone, 1, f,
          origin), origin));
    }
    List<Command> continuations = completionOf(task, label, origin, new java.util.HashSet<>());
    if (!completedTasks().contains(task.id())) {
      cs.addAll(continuations);
      return cs;
    }
    String done = done(task);
    String first = label.get();
    String after = label.get();
    cs.add(new Command.TryUp(first, done, 1, after, origin));
    cs.addAll(continuations);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  private boolean isStarted(AbstractObject o) {
    return tc.pts().startedThreads().contains(o);
  }

  /**
   * The commands that wait until a task's thread has ended ({@code close}, {@code
   * awaitTermination}): a cancelled task may still run after its future is done, and a task
   * with an {@code afterExecute} hook runs it after, so their threads are joined; every other
   * future as {@link #waitFor}.
   */
  List<Command> waitForEnd(AbstractObject f, Supplier<String> label, Origin origin,
      Set<AbstractObject> seen) {
    mc.observed();
    if ((cancelledTasks.contains(f.id()) || isStarted(f) && hasAfterHook(f)) && seen.add(f)) {
      return List.of(new Command.Join(label.get(), tc.threadId(f), origin));
    }
    return waitFor(f, label, origin, seen);
  }

  /** The commands that wait until a future is done (a task's thread ends, or it is completed). */
  List<Command> waitFor(AbstractObject f, Supplier<String> label, Origin origin,
      Set<AbstractObject> seen) {
    List<Command> cs = new ArrayList<>();
    if (!seen.add(f)) {
      return cs;
    }
    if (isStarted(f) && (completedTasks().contains(f.id()) || isInline(f)
        || composesKnown(f))) {
      if (cancelledTasks.contains(f.id())) {
        tc.caveat("cancelled-get", origin, "waiting for the task future " + f.name() + ", which"
            + " may be cancelled: after a cancel the wait returns, where Java throws"
            + " CancellationException", Caveat.Effect.UNSOUND);
      }
      cs.add(new Command.Until(label.get(), done(f), true, 1, origin));
    } else if (isStarted(f)) {
      if (tc.pts().isTaskBatch(f)) {
        tc.batchTasks(f).forEach(t -> cs.add(new Command.Join(label.get(), t[1], origin)));
      } else {
        cs.add(new Command.Join(label.get(), tc.threadId(f), origin));
      }
    } else if (f.kind() == AbstractObject.Kind.ALLOCATION && f.type().equals(FUTURE)) {
      cs.add(new Command.Until(label.get(), done(f), true, 1, origin));
    } else if (isKnownFutureTask(f)) {
      cs.add(new Command.Until(label.get(), done(f), true, 1, origin));
    } else if (anyOfs().containsKey(f.id())) {
      cs.addAll(waitForAny(f, label, origin));
    } else {
      for (AbstractObject part : tc.pts().contents(f)) {
        if (part.type().equals(FUTURE) || isStarted(part)) {
          cs.addAll(waitFor(part, label, origin, seen));
        }
      }
    }
    mc.observed();
    if (cs.isEmpty() && !completedAtCreation.contains(f.id())) {
      tc.caveat("unknown-future", origin, "waiting for " + f.name() + " returns at once: it is"
          + " neither a task the analysis started nor a CompletableFuture made with new (nor"
          + " a combination of those)", Caveat.Effect.UNSOUND);
    }
    if (cs.isEmpty()) {
      cs.add(new Command.Skip(label.get(), origin));
    }
    return cs;
  }

  /**
   * Waiting for an {@code anyOf} result {@code a}: {@code until <a>.any >= 1}, the counter
   * {@code <a>.any} (capacity 1) being set by the first part that completes (a task part at its
   * end, {@link #taskEpilogue}; a {@code new CompletableFuture} part at its completion). With a
   * part the analysis cannot follow (not a task and not an allocated future, e.g. another
   * combined future), the wait returns at once (UNSOUND {@code future-any}).
   */
  private List<Command> waitForAny(AbstractObject a, Supplier<String> label, Origin origin) {
    List<AbstractObject> parts = anyOfs().get(a.id()).stream()
        .filter(p -> p.type().equals(FUTURE) || isStarted(p)).toList();
    boolean known = !parts.isEmpty();
    for (AbstractObject p : parts) {
      known &= isStarted(p) || p.kind() == AbstractObject.Kind.ALLOCATION
          && p.type().equals(FUTURE);
    }
    if (!known) {
      tc.caveat("future-any", origin, "CompletableFuture.anyOf of futures the analysis cannot"
          + " all follow: waiting for it returns at once", Caveat.Effect.UNSOUND);
      return List.of(new Command.Skip(label.get(), origin));
    }
    return List.of(new Command.Until(label.get(), anyDone(a), true, 1, origin));
  }

  /**
   * The counter (capacity 1) that the first completing part of an {@code anyOf} result, or
   * the first completing source of an {@code *Either} continuation, sets.
   */
  private String anyDone(AbstractObject anyOf) {
    String name = anyOf.name() + ".any";
    if (!mc.has(name)) {
      mc.declare(new Counter(name, 1, 0, false), anyOf, anyOf.origin());
    }
    return name;
  }

  /**
   * The futures that complete with the first of their parts to complete, among which
   * {@code part}: the {@code anyOf} results, and the {@code *Either} continuation tasks
   * ({@link #waitsForFirst}) of which {@code part} is a source (empty for most futures).
   */
  private List<AbstractObject> firstOfsWith(AbstractObject part) {
    List<AbstractObject> out = new ArrayList<>();
    for (Map.Entry<Integer, List<AbstractObject>> e : anyOfs().entrySet()) {
      if (e.getValue().contains(part)) {
        out.add(tc.pts().objects().get(e.getKey()));
      }
    }
    for (AbstractObject t : tc.pts().startedThreads()) {
      if (tc.pts().continuation(t) != null && tc.pts().continuationSources(t).contains(part)
          && waitsForFirst(t)) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * True if the continuation task {@code c} is an {@code *Either} run in a thread of its own
   * (an {@code *Async} form, or one the model cannot run inline, {@link #isInline}) whose
   * every possible source the model follows ({@link #followedSource}). Java runs its function
   * once the first of its two sources completes. The model: its thread waits for the counter
   * {@code <c>.any} (capacity 1), which every possible source sets when it completes, like an
   * {@code anyOf} part ({@link #signalAnyOfs}); not at all when a source is complete when made.
   * Sound: the counter is set no later than Java's first completion (a source's own
   * completion sets it), and the thread may run at any later moment; a possible source
   * that is not the actual one (a stage of several candidates) may set it earlier, which only
   * adds runs in which the function comes sooner.
   */
  private boolean waitsForFirst(AbstractObject c) {
    Continuation how = tc.pts().continuation(c);
    if (how == null || !how.either() || isInline(c)) {
      return false;
    }
    mc.observed();
    List<AbstractObject> sources = tc.pts().continuationSources(c);
    return !sources.isEmpty() && sources.stream().allMatch(f -> f != c && followedSource(f));
  }

  /**
   * Sets the {@code any} counter of every future that completes with its first part ({@link
   * #firstOfsWith}) that {@code part} is part of.
   */
  private List<Command> signalAnyOfs(AbstractObject part, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    for (AbstractObject a : firstOfsWith(part)) {
      String any = anyDone(a);
      cs.addAll(ModelContext.tryOrSkip(label, (l, f) -> new Command.TryUp(l, any, 1, f, origin), origin));
    }
    return cs;
  }

  private Map<Integer, List<AbstractObject>> anyOfs() {
    mc.observed();
    return anyOfs;
  }

  private String done(AbstractObject future) {
    String name = future.name() + ".done";
    if (!mc.has(name)) {
      mc.declare(new Counter(name, 1, 0, false), future, future.origin());
    }
    return name;
  }

}
