package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Periodic tasks of a {@code ScheduledExecutorService} ({@code scheduleAtFixedRate},
 * {@code scheduleWithFixedDelay}). Java runs such a task again and again until its future is
 * cancelled, a run throws, or the pool shuts down ({@code shutdown}, {@code shutdownNow},
 * {@code close}: with the default policy, periodic tasks are not run again after shutdown).
 * The task's rb thread repeats its run: per alternative {@code L: switch <pool>.shutdown 0 R 1
 * S; R: [down workers 1]; call run else E; [up workers 1]; goto L; E: [up workers 1]; S:
 * <epilogue>; goto exit}: the test comes before every run, the first included (Java cancels a
 * periodic task at shutdown even before its first run), where the variable {@code <pool>.shutdown} (values 0, 1, initially 0) is set to 1
 * by every {@code shutdown}, {@code shutdownNow} and {@code close} of the pool
 * ({@link ExecutorModel}). Between runs the task gives its worker back, so other tasks of the
 * pool run in between, as in Java.
 *
 * <p>Where the pool is not one known object (several pools, or a summary pool whose instances
 * would share the variable), where the task's future may be cancelled (a {@code cancel} whose
 * receiver may be the task, or an unknown one), or where the program changes the
 * continue-after-shutdown policy, the test becomes a free choice {@code jump R S}: the task may
 * stop before any run or run forever. Soundness: every Java run is a model run: a run that throws
 * stops the task in both; while the pool is not shut down the model repeats exactly as Java
 * does; after the shutdown a run already started finishes and the task stops, in both, and a
 * task whose turn had not come before the shutdown does not run; the free
 * choice contains both outcomes (a task that never runs included). The timing (delay, period) is not modelled: a run may come at
 * any moment after the previous one.
 */
final class PeriodicTasks {
  static final String SHUTDOWN = ".shutdown";
  private static final Set<String> SCHEDULERS = Set.of(
      "java.util.concurrent.ScheduledExecutorService",
      "java.util.concurrent.ScheduledThreadPoolExecutor");

  private final TranslationContext tc;
  private Set<Integer> periodic;
  /** Per periodic task id, the pool whose variable stops it; absent: a free choice. */
  private final Map<Integer, AbstractObject> stoppedBy = new TreeMap<>();
  private final Map<String, Variable> variables = new TreeMap<>();

  PeriodicTasks(TranslationContext tc) {
    this.tc = tc;
  }

  /** True if the call is a periodic scheduling whose every task is modelled here. */
  boolean modelsAll(MethodInstance mi, int index) {
    List<AbstractObject> tasks = tc.pts().threadsStartedAt(mi, index);
    return !tasks.isEmpty() && tasks.stream().allMatch(this::isPeriodic)
        && tasks.stream().allMatch(t -> !tc.libraryRunTargets().of(t).isEmpty()
            || !tc.pts().threadEntries(t).isEmpty());
  }

  /** True if the thread object is a task scheduled periodically. */
  boolean isPeriodic(AbstractObject thread) {
    observe();
    return periodic.contains(thread.id());
  }

  /** The shutdown variables of the pools that stop periodic tasks. */
  List<Variable> variables() {
    observe();
    return List.copyOf(variables.values());
  }

  /** The shutdown variable of the pool, or null if no periodic task tests it. */
  String shutdownVariable(AbstractObject pool) {
    observe();
    String name = pool.name() + SHUTDOWN;
    return variables.containsKey(name) ? name : null;
  }

  /**
   * The commands of one alternative of a periodic task's thread procedure: its run repeated
   * while the pool is not shut down (see the class comment), starting with the test at label
   * {@code first}; {@code run} makes the run's commands given the label a raise goes to. Ends
   * with a {@code goto exit}.
   */
  List<Command> loop(AbstractObject task, String workers, String first,
      java.util.function.Function<String, List<Command>> run, List<Command> epilogue,
      Supplier<String> fresh, Origin o) {
    List<Command> cs = new ArrayList<>();
    String again = fresh.get();
    String thrown = fresh.get();
    String stop = fresh.get();
    AbstractObject pool = stoppedBy.get(task.id());
    if (pool != null) {
      cs.add(new Command.Switch(first, pool.name() + SHUTDOWN, List.of("0", "1"),
          List.of(again, stop), o));
    } else {
      cs.add(new Command.Jump(first, List.of(again, stop), o));
    }
    if (workers != null) {
      cs.add(new Command.Down(again, workers, 1, o));
    } else {
      cs.add(new Command.Skip(again, o));
    }
    cs.addAll(run.apply(thrown));
    if (workers != null) {
      cs.add(new Command.Up(fresh.get(), workers, 1, o));
    }
    cs.add(new Command.Goto(fresh.get(), first, o));
    if (workers != null) {
      cs.add(new Command.Up(thrown, workers, 1, o));
    } else {
      cs.add(new Command.Skip(thrown, o));
    }
    cs.add(new Command.Skip(stop, o));
    cs.addAll(epilogue);
    cs.add(new Command.Goto(fresh.get(), Procedure.EXIT, o));
    return cs;
  }

  /**
   * The alternatives of a {@code shutdown} or {@code shutdownNow} of a pool, one per receiver
   * ({@link #stopEffects}); none when no receiver has an effect.
   */
  static List<Supplier<List<Command>>> stopping(TranslationContext tc, LibraryModel.Call c,
      String name) {
    if (!name.equals("shutdown") && !name.equals("shutdownNow")) {
      return new ArrayList<>();
    }
    return PoolAlternatives.perReceiver(tc, c,
        p -> tc.periodicTasks().shutdownVariable(p) != null || tc.idlePools().shutsDown(p) != null
            || tc.poolTermination().hook(p) != null,
        p -> stopEffects(tc, p, c.label(), c.origin()));
  }

  /**
   * What a shutdown of {@code pool} changes in the model: {@code assign <pool>.shutdown 1} if
   * periodic tasks test it, and {@code tryup} of its {@code KeptAlive.shutDown} counter if
   * {@link IdlePools} tracks whether it is shut down. Empty if neither.
   */
  static List<Command> stopEffects(TranslationContext tc, AbstractObject pool,
      Supplier<String> label, Origin o) {
    List<Command> cs = new ArrayList<>();
    String stop = tc.periodicTasks().shutdownVariable(pool);
    if (stop != null) {
      cs.add(new Command.Assign(label.get(), stop, "1", o));
    }
    String counter = tc.idlePools().shutsDown(pool);
    if (counter != null) {
      cs.addAll(IdlePools.setOnce(tc, counter, label, o));
    }
    cs.addAll(tc.poolTermination().shutdown(pool, label, o));
    return cs;
  }

  private void observe() {
    if (periodic != null) {
      return;
    }
    periodic = new HashSet<>();
    PointsToResult pts = tc.pts();
    Set<Integer> cancellable = new HashSet<>();
    boolean anyCancellable = false;
    boolean policy = false;
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        if ((name.equals("scheduleAtFixedRate") || name.equals("scheduleWithFixedDelay"))
            && SCHEDULERS.contains(cls)) {
          pts.threadsStartedAt(mi, i).forEach(t -> periodic.add(t.id()));
        } else if (name.equals("setContinueExistingPeriodicTasksAfterShutdownPolicy")) {
          policy = true;
        } else if (name.equals("cancel")) {
          List<AbstractObject> receivers = inv instanceof AbstractInstanceInvokeExpr ii
              ? pts.pointsTo(mi, i, ii.getBase()) : List.of();
          anyCancellable |= receivers.isEmpty();
          receivers.forEach(r -> cancellable.add(r.id()));
        }
      }
    }
    for (AbstractObject t : pts.startedThreads()) {
      if (!periodic.contains(t.id()) || policy || anyCancellable
          || cancellable.contains(t.id())) {
        continue;
      }
      List<AbstractObject> pools = pts.taskPools(t);
      if (pools.size() == 1 && !pts.isSummary(pools.get(0))) {
        AbstractObject pool = pools.get(0);
        stoppedBy.put(t.id(), pool);
        String name = pool.name() + SHUTDOWN;
        variables.putIfAbsent(name, new Variable(name, List.of("0", "1"), "0"));
      }
    }
  }
}
