package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkForkJoin;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * The fork/join framework ({@link JdkForkJoin}). A task handed to the pool ({@code fork()},
 * {@code ForkJoinPool.invoke/submit/execute}, {@code invokeAll(a, b)}, and {@code invokeAll} of
 * an array or collection whose elements are known one by one: one hand-over per element) is run by exactly one
 * thread: a pool worker that steals it, or, if none took it yet, the thread that joins it (Java's
 * {@code join} of a task still in the queue pops it and runs {@code compute()} inline, holding
 * the joiner's locks). Both are modelled, and nothing makes a worker take the task: it may stay
 * queued until it is joined, as on a pool whose workers are all busy (or of parallelism 1).
 *
 * <p>rb: each hand-over site has a worker thread {@code W} (the library thread object of the
 * site, {@link JdkForkJoin#WORKER}) and two counters: {@code W.pending}, the tasks handed over
 * at the site that no thread has claimed, and {@code W.done}, those that ended on a worker.
 * <ul>
 *   <li>Hand-over: {@code up W.pending 1; fork W} (per task).</li>
 *   <li>The worker ({@link #prelude}, {@link #epilogue}): {@code jump claim, exit; claim:
 *       trydown W.pending 1 else exit; call compute; up W.done 1}: it may steal the task, or
 *       never take it.</li>
 *   <li>Join ({@code join}, {@code get}, {@code quietlyJoin}; {@code pool.invoke} and {@code
 *       invokeAll} after their hand-over): {@code trydown W.pending 1 else wait; call compute;
 *       goto after; wait: (wait for done); after:}: the joiner runs the task itself if no
 *       worker claimed it, else waits until the worker has ended it.</li>
 *   <li>{@code task.invoke()}: {@code call compute} in the caller.</li>
 * </ul>
 * For a site that runs once (the worker object is not a summary) the counters have capacity 1
 * and are exact: the inline run also sets {@code W.done}, and waiting is {@code until W.done
 * >= 1}, so a second join of the task returns at once, as in Java. For a site in a loop or a
 * recursion ({@code W} has several instances) the counters count the site's tasks together
 * (capacity {@link #MAX_PENDING}, a limit: beyond it the model overflows and the check is
 * inconclusive, which is what unbounded recursive forking gives), and waiting takes one
 * ended task, {@code down W.done 1}: a join waits for some task of the site, not necessarily
 * its own (the {@code summary-thread-join} imprecision of threads, and a second join of one
 * task blocks in the model).
 *
 * <p>Soundness for deadlock: every Java run is a run of the model (the claim is the Java
 * {@code tryUnpush}/steal race, resolved by the counter; a task never taken is a worker that
 * chose {@code exit}), and a Java state where a task sits in a queue and nothing moves is a
 * dead marking where its worker chose {@code exit}. Not modelled (docs/limitations.md):
 * <em>helping</em> (a joiner whose task was stolen may run other queued tasks meanwhile,
 * holding its locks), managed blocking and compensation threads (their effect is only more
 * workers, which the model already allows), the pool's parallelism and the order of work
 * stealing (any number of workers may run at once). Other task methods that complete, cancel or
 * unfork tasks, {@code CountedCompleter} completion, and pool waits ({@code awaitQuiescence},
 * {@code awaitTermination}, {@code close}) get UNSOUND caveats.
 */
final class ForkJoinModel implements LibraryModel {
  /** The model's bound on the pending (and on the ended, unjoined) tasks of a repeated site. */
  static final int MAX_PENDING = 8;

  /** Task and pool methods that do nothing in the model (queries, tags, the common pool). */
  private static final Set<String> INERT = Set.of("<init>", "isDone", "isCancelled",
      "isCompletedNormally", "isCompletedAbnormally", "getException", "getRawResult",
      "inForkJoinPool", "getPool", "getQueuedTaskCount", "getSurplusQueuedTaskCount",
      "getForkJoinTaskTag", "setForkJoinTaskTag", "compareAndSetForkJoinTaskTag", "resultNow",
      "exceptionNow", "state", "commonPool", "getParallelism", "getCommonPoolParallelism",
      "getPoolSize", "getActiveThreadCount", "getRunningThreadCount", "getStealCount",
      "getQueuedSubmissionCount", "hasQueuedSubmissions", "isQuiescent", "isShutdown",
      "isTerminated", "isTerminating", "shutdown", "toString", "getAsyncMode",
      "getUncaughtExceptionHandler", "getFactory");

  /** Calls that wait for the task and may run it in the caller. */
  private static final Set<String> JOINS = Set.of("join", "get", "quietlyJoin");

  /** Calls that run the task in the caller. */
  private static final Set<String> INVOKES = Set.of("invoke", "quietlyInvoke");

  private final ModelContext mc;
  private final TranslationContext tc;

  ForkJoinModel(ModelContext mc) {
    this.mc = mc;
    this.tc = mc.tc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return JdkForkJoin.isForkJoin(cls);
  }

  /** True if the thread object stands for the worker that may steal the tasks of a site. */
  boolean isWorker(AbstractObject thread) {
    return thread.type().equals(JdkForkJoin.WORKER);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    String name = c.name();
    String cls = c.sig().getDeclClassType().getFullyQualifiedName();
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (INERT.contains(name)) {
      return out;
    }
    boolean task = !cls.equals(JdkForkJoin.POOL);
    if (task && JOINS.contains(name)) {
      if (name.equals("get") && c.params() > 0) {
        tc.caveat("timed-get", c.origin(), "a timed get of a fork/join task waits as an untimed"
            + " one in the model; its timeout (TimeoutException) is not modelled",
            Caveat.Effect.IMPRECISE);
      }
      List<AbstractObject> tasks = tc.libraryReceivers(c.mi(), c.index(), c.inv());
      List<String> inline = computes(c.mi(), c.index());
      out.add(() -> join(tasks, inline, c.label(), c.origin()));
      return out;
    }
    if (task && INVOKES.contains(name)) {
      List<String> inline = computes(c.mi(), c.index());
      if (inline.isEmpty()) {
        tc.caveat("fork-join", c.origin(), "no compute() found for the task invoked here; the"
            + " call does nothing", Caveat.Effect.UNSOUND);
        return out;
      }
      out.add(() -> runOne(inline, c.label(), c.origin()));
      return out;
    }
    if (name.equals("invokeAll")) {
      tc.caveat("fork-join", c.origin(), "invokeAll of an array or collection whose elements the"
          + " analysis does not know one by one (an array of unknown length, a list filled by"
          + " add): the tasks are not handed over in the model", Caveat.Effect.UNSOUND);
      return out;
    }
    tc.caveat("fork-join", c.origin(), c.sig().getDeclClassType().getClassName() + "." + name
        + " is not modelled (completing, cancelling or unforking a task, counted-completer"
        + " completion, pool waits and other hand-overs): it does nothing in the model",
        Caveat.Effect.UNSOUND);
    return out;
  }

  /**
   * The commands of a call that hands tasks to the pool ({@link JdkForkJoin#forks}) and starts
   * {@code workers} (one per task): per task {@code up F.pending 1; fork W}; for {@code
   * pool.invoke} and {@code invokeAll}, then a join of each.
   */
  List<Command> handOver(List<AbstractObject> workers, MethodInstance mi, int index,
      AbstractInvokeExpr inv, Origin origin, Supplier<String> label) {
    String name = inv.getMethodSignature().getName();
    boolean waits = name.equals("invokeAll") || name.equals("invoke");
    List<Command> cs = new ArrayList<>();
    for (AbstractObject w : workers) {
      cs.add(new Command.Up(label.get(), family(w).pending(), 1, origin));
      cs.add(new Command.Fork(label.get(), tc.threadProcedure(w), tc.threadId(w), origin));
    }
    if (waits) {
      for (AbstractObject w : workers) {
        List<String> runs = tc.pts().threadEntries(w).stream().map(tc::procedureName).toList();
        cs.addAll(joinFamily(family(w), runs, label, origin));
      }
    }
    return cs;
  }

  /** The worker's first commands: it may claim a pending task of its family, or end. */
  List<Command> prelude(AbstractObject worker, Supplier<String> label) {
    Origin o = worker.origin();
    String claim = label.get();
    return List.of(new Command.Jump(label.get(), List.of(claim, Procedure.EXIT), o),
        new Command.TryDown(claim, family(worker).pending(), 1, Procedure.EXIT, o));
  }

  /** The worker's last command: its task has ended. */
  List<Command> epilogue(AbstractObject worker, Supplier<String> label) {
    return List.of(new Command.Up(label.get(), family(worker).done(), 1, worker.origin()));
  }

  /** A join of one of {@code tasks}: per family they belong to, a choice (usually one). */
  private List<Command> join(List<AbstractObject> tasks, List<String> inline,
      Supplier<String> label, Origin origin) {
    Set<Family> joined = new LinkedHashSet<>();
    for (AbstractObject t : tasks) {
      Family f = families().get(t.id());
      if (f != null) {
        joined.add(f);
      }
    }
    if (joined.isEmpty()) {
      tc.caveat("fork-join", origin, "join of a task the analysis never saw handed to a pool"
          + " (forked, submitted or invoked): it returns at once in the model",
          Caveat.Effect.UNSOUND);
      return List.of(new Command.Skip(label.get(), origin));
    }
    List<List<Command>> alternatives = new ArrayList<>();
    for (Family f : joined) {
      List<String> runs = inline;
      if (runs.isEmpty()) {
        runs = f.workers().stream().flatMap(w -> tc.pts().threadEntries(w).stream())
            .map(tc::procedureName).distinct().toList();
      }
      alternatives.add(joinFamily(f, runs, label, origin));
    }
    return choice(alternatives, label, origin);
  }

  /**
   * Joining a task of family {@code f}: run it inline if it is still pending, else wait until
   * a worker has ended it (see the class comment).
   */
  private List<Command> joinFamily(Family f, List<String> runs, Supplier<String> label,
      Origin origin) {
    String waitLabel = label.get();
    String after = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryDown(label.get(), f.pending(), 1, waitLabel, origin));
    if (runs.isEmpty()) {
      tc.caveat("fork-join", origin, "no compute() found for the joined task; running it"
          + " inline does nothing", Caveat.Effect.UNSOUND);
    } else {
      cs.addAll(runOne(runs, label, origin));
    }
    if (f.once()) {
      cs.add(new Command.TryUp(label.get(), f.done(), 1, after, origin));
    }
    cs.add(new Command.Goto(label.get(), after, origin));
    cs.add(f.once() ? new Command.Until(waitLabel, f.done(), true, 1, false, origin)
        : new Command.Down(waitLabel, f.done(), 1, origin));
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /** A call of one of the procedures (a choice if several). */
  private static List<Command> runOne(List<String> procedures, Supplier<String> label,
      Origin origin) {
    List<List<Command>> alternatives = new ArrayList<>();
    for (String p : procedures) {
      alternatives.add(List.of(new Command.Call(label.get(), p, origin)));
    }
    return choice(alternatives, label, origin);
  }

  /** {@code jump} among the alternatives (each falls through to one common end). */
  private static List<Command> choice(List<List<Command>> alternatives, Supplier<String> label,
      Origin origin) {
    if (alternatives.size() == 1) {
      return alternatives.get(0);
    }
    List<Command> cs = new ArrayList<>();
    String end = label.get();
    List<String> targets = new ArrayList<>();
    List<Command> bodies = new ArrayList<>();
    for (List<Command> alternative : alternatives) {
      targets.add(alternative.get(0).label());
      bodies.addAll(alternative);
      bodies.add(new Command.Goto(label.get(), end, origin));
    }
    cs.add(new Command.Jump(label.get(), targets, origin));
    cs.addAll(bodies);
    cs.add(new Command.Skip(end, origin));
    return cs;
  }

  /** The procedures of the {@code compute()} call-backs of the call at {@code index}. */
  private List<String> computes(MethodInstance mi, int index) {
    List<String> out = new ArrayList<>();
    for (MethodInstance cb : tc.pts().callbacks(mi, index)) {
      if (cb.method().getName().equals("compute") && cb.method().getParameterCount() == 0) {
        out.add(tc.procedureName(cb));
      }
    }
    return out;
  }

  /**
   * A family: the workers, and the tasks they may run, that some hand-over or join connects
   * (a union over the points-to sets: a join whose receiver may be tasks of several workers
   * joins them all, so one pair of counters serves them). {@code once}: a single worker whose
   * site runs at most once (not a summary object, not on a loop, in a method that runs once),
   * counters of capacity 1 read exactly; else counting counters of capacity {@link
   * #MAX_PENDING}.
   */
  private record Family(String name, boolean once, List<AbstractObject> workers) {
    String pending() {
      return name + ".pending";
    }

    String done() {
      return name + ".done";
    }
  }

  /** The ids of the objects that some join call connects (its receivers), per call. */
  private final List<List<Integer>> joinedTogether = new ArrayList<>();
  /** The workers whose hand-over site may run more than once. */
  private final Set<Integer> repeatedSites = new java.util.HashSet<>();
  /** The family of every worker and task, by object id; built on first need. */
  private java.util.Map<Integer, Family> families;

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    for (AbstractObject t : tc.pts().threadsStartedAt(mi, i)) {
      if (isWorker(t) && (tc.pts().mayRunMoreThanOnce(mi) || tc.pts().isInLoop(mi, i))) {
        repeatedSites.add(t.id());
      }
    }
    if (JOINS.contains(name) && inv instanceof sootup.core.jimple.common.expr
        .AbstractInstanceInvokeExpr) {
      List<Integer> ids = tc.receiverObjects(mi, i, inv).stream().map(AbstractObject::id)
          .toList();
      if (ids.size() > 1) {
        joinedTogether.add(ids);
      }
    }
  }

  private java.util.Map<Integer, Family> families() {
    if (families != null) {
      return families;
    }
    mc.observed();
    java.util.Map<Integer, Integer> parent = new java.util.HashMap<>();
    List<AbstractObject> workers = tc.pts().startedThreads().stream().filter(this::isWorker)
        .toList();
    for (AbstractObject w : workers) {
      for (AbstractObject t : tc.pts().threadTargets(w)) {
        union(parent, w.id(), t.id());
      }
    }
    for (List<Integer> ids : joinedTogether) {
      for (int id : ids) {
        union(parent, ids.get(0), id);
      }
    }
    java.util.Map<Integer, List<AbstractObject>> byRoot = new java.util.LinkedHashMap<>();
    for (AbstractObject w : workers) {
      byRoot.computeIfAbsent(find(parent, w.id()), k -> new ArrayList<>()).add(w);
    }
    families = new java.util.HashMap<>();
    java.util.Map<Integer, Family> made = new java.util.HashMap<>();
    for (java.util.Map.Entry<Integer, List<AbstractObject>> e : byRoot.entrySet()) {
      List<AbstractObject> ws = e.getValue();
      AbstractObject first = ws.get(0);
      boolean once = ws.size() == 1 && !tc.pts().isSummary(first)
          && !repeatedSites.contains(first.id());
      Family f = new Family(first.name(), once, List.copyOf(ws));
      mc.declareIfAbsent(new Counter(f.pending(), once ? 1 : MAX_PENDING, 0, true));
      mc.declareIfAbsent(new Counter(f.done(), once ? 1 : MAX_PENDING, 0, true));
      if (!once) {
        tc.caveat("summary-fork-join", first.origin(), "the tasks handed to the pool here"
            + " (on a loop, in a recursion, at several sites or in code that runs more than"
            + " once) share the counters " + f.pending() + " and " + f.done() + ": a join"
            + " takes some ended task of them, not necessarily its own, so it may return"
            + " before its own task ended (a deadlock behind that join can be missed), and a"
            + " second join of one task blocks", Caveat.Effect.UNSOUND);
      }
      made.put(e.getKey(), f);
    }
    for (Integer id : parent.keySet()) {
      Family f = made.get(find(parent, id));
      if (f != null) {
        families.put(id, f);
      }
    }
    return families;
  }

  private Family family(AbstractObject worker) {
    return families().get(worker.id());
  }

  private static int find(java.util.Map<Integer, Integer> parent, int x) {
    int root = x;
    while (parent.getOrDefault(root, root) != root) {
      root = parent.get(root);
    }
    parent.putIfAbsent(x, root);
    return root;
  }

  private static void union(java.util.Map<Integer, Integer> parent, int a, int b) {
    int ra = find(parent, a);
    int rb = find(parent, b);
    parent.putIfAbsent(ra, ra);
    parent.putIfAbsent(rb, rb);
    if (ra != rb) {
      parent.put(rb, ra);
    }
  }
}
