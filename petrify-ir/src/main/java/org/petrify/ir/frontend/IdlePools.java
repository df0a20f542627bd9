package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.KeptAlive;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * Pools whose idle workers keep the JVM alive: an {@code Executors.newFixedThreadPool},
 * {@code newScheduledThreadPool} or {@code newSingleThreadExecutor} (with the default thread
 * factory, or any factory not known to make daemon threads: non-daemon workers, made for the first tasks or by {@code prestartCoreThread}/{@code
 * prestartAllCoreThreads}, which wait for more work and never time out) that gets a task or a
 * prestarted worker. The model ends a task's thread when the task ends, so without this class
 * the program's net may terminate where the JVM does not exit. Three cases, per pool:
 *
 * <ul>
 *   <li><b>Never shut down</b> ({@code shutdown}, {@code shutdownNow} or {@code close} on it
 *       nowhere in the reachable code, nor a method reference to one made there;
 *       {@code awaitTermination} alone does not end the workers). For a fixed or scheduled
 *       pool, every task that certainly runs on it sets the counter {@link KeptAlive#COUNTER}
 *       when it starts (a worker exists from the submit on and never ends), and termination
 *       requires it 0: a run that gives the pool a task is non-terminating, as on the JVM; such
 *       a pool gets the UNSOUND caveat {@link #MODELLED_KIND}, which bears on livelock only
 *       ({@link Caveat#LIVELOCK_ONLY}). A single-thread executor (the JDK may shut it down when
 *       it becomes unreachable), or a pool a task may or may not be given by points-to, gets the
 *       UNSOUND caveat {@link #KIND} at its creation site, which bears on termination and
 *       livelock only ({@link Caveat#LIVENESS_ONLY}).</li>
 *   <li><b>Shut down on some path, tracked</b>: the pool is one object at run time (not a
 *       points-to summary) and every task that may run on it runs on it alone. Whether a
 *       shutdown ran is then a fact of the run: a task of the pool (or a prestart) sets {@link
 *       KeptAlive#workers}, every shutdown of it sets {@link KeptAlive#shutDown}, and a run
 *       that ends with the first set and the second not does not terminate. Soundness: a
 *       worker exists on the JVM from the moment a task of the pool starts (or a prestart
 *       returns) and ends only after a shutdown; a shutdown whose receiver may be one of several
 *       pools is a choice among them ({@code PeriodicTasks#stopping}), which contains the one
 *       Java shuts down. A single-thread executor is tracked too: a run that skips its shutdown
 *       is reported as not terminating, although a garbage collection might end it.</li>
 *   <li><b>Shut down on some path, not tracked</b> (a summary pool standing for several, whose
 *       shutdowns cannot be told apart, or tasks that may go to another pool too): the caveat
 *       {@link #KIND}, since a run that skips the shutdown would be taken to terminate.</li>
 * </ul>
 *
 * Cached pools (workers end after 60 s idle), virtual-thread and work-stealing pools (daemon
 * threads) and pools whose thread factory certainly makes daemon threads ({@link
 * DaemonFactories}) are not reported; a pool with any other factory is, as its workers may be
 * non-daemon threads.
 */
final class IdlePools {
  /** The caveat kind. */
  static final String KIND = "pool-not-shut-down";
  /** The caveat kind for pools whose idle workers termination models ({@link KeptAlive}). */
  static final String MODELLED_KIND = "pool-kept-alive";
  private static final Set<String> SHUTDOWNS = Set.of("shutdown", "shutdownNow", "close");
  /** The calls that create a pool's core workers before any task. */
  static final Set<String> PRESTARTS = Set.of("prestartCoreThread", "prestartAllCoreThreads");

  /** Creation site of each pool with a task and without a shutdown, by object id. */
  private final Map<Integer, Origin> idle = new LinkedHashMap<>();
  /** Creation site of each pool with a task and a shutdown whose runs are tracked. */
  private final Map<Integer, Origin> tracked = new LinkedHashMap<>();
  /** Creation site of each pool with a task and a shutdown that cannot be tracked. */
  private final Map<Integer, Origin> untracked = new LinkedHashMap<>();
  /** The factory method that made each pool. */
  private final Map<Integer, String> factory = new LinkedHashMap<>();

  private IdlePools(TranslationContext tc) {
    Map<Integer, Origin> pools = new LinkedHashMap<>();
    Map<Integer, AbstractObject> objects = new HashMap<>();
    Set<Integer> shutDown = new HashSet<>();
    Set<Integer> used = new HashSet<>();
    Set<Integer> timesOut = new HashSet<>();
    boolean shutDownByReference = false;
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null) {
          continue;
        }
        if (inv instanceof JDynamicInvokeExpr dyn) {
          if (referencesShutdown(dyn)) {
            // ExecutorService::shutdown or pool::close made here and run later (on elements,
            // as a task, ...): a bound one may shut down its captured pool, an unbound one
            // any pool it is given; counting it as a shutdown of them is sound (a shut-down
            // pool is tracked by its shutdown counter, or caveated)
            Local captured = MethodReferences.boundReceiver(dyn);
            if (captured != null) {
              tc.pts().pointsTo(mi, i, captured).forEach(o -> shutDown.add(o.id()));
            } else {
              shutDownByReference = true;
            }
          }
          continue;
        }
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        String name = inv.getMethodSignature().getName();
        if (cls.equals(JdkExecutors.FACTORY) && JdkExecutors.keepsWorkers(name)
            && !daemonFactory(tc, mi, i, inv)) {
          for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
            pools.putIfAbsent(o.id(), tc.origins().of(mi.method(), body.stmt(i)));
            objects.put(o.id(), o);
            factory.put(o.id(), name);
          }
        } else if (constructed(tc, mi, body, i, inv)) {
          for (AbstractObject o : tc.pts().pointsTo(mi, i,
              ((AbstractInstanceInvokeExpr) inv).getBase())) {
            pools.putIfAbsent(o.id(), tc.origins().of(mi.method(), body.stmt(i)));
            objects.put(o.id(), o);
            factory.put(o.id(), "new " + cls);
          }
        } else {
          receivers(tc, mi, i, inv, SHUTDOWNS, shutDown);
          receivers(tc, mi, i, inv, PRESTARTS, used);
          receivers(tc, mi, i, inv, TIMEOUTS, timesOut);
        }
      }
    }
    for (LibraryRunTargets.Target t : tc.libraryRunTargets().all()) {
      receivers(tc, t.mi(), t.index(), t.inv(), SHUTDOWNS, shutDown);
    }
    if (shutDownByReference) {
      shutDown.addAll(pools.keySet());
    }
    Map<Integer, Boolean> alone = new HashMap<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      List<AbstractObject> taskPools = tc.pts().taskPools(t);
      for (AbstractObject p : taskPools) {
        used.add(p.id());
        alone.merge(p.id(), taskPools.size() == 1, Boolean::logicalAnd);
      }
    }
    pools.forEach((id, origin) -> {
      if (!used.contains(id) || timesOut.contains(id)) {
        return;
      }
      if (!shutDown.contains(id)) {
        idle.put(id, origin);
      } else if (alone.getOrDefault(id, true) && !tc.pts().isSummary(objects.get(id))) {
        tracked.put(id, origin);
      } else {
        untracked.put(id, origin);
      }
    });
  }

  /**
   * {@code tryup counter 1} that never blocks (full: it goes on to the next command all the
   * same), for one of {@link KeptAlive}'s counters, which it declares: sets the flag once.
   */
  static List<Command> setOnce(TranslationContext tc, String counter, Supplier<String> label,
      Origin o) {
    tc.juc().declareTranslatorCounter(KeptAlive.counter(counter));
    String next = label.get();
    return List.of(new Command.TryUp(label.get(), counter, 1, next, o), new Command.Skip(next, o));
  }

  /**
   * True if {@code inv}, statement {@code at}, is a constructor of {@code ThreadPoolExecutor}
   * or {@code ScheduledThreadPoolExecutor} (also as the {@code super(..)} call of an application
   * subclass's constructor, whose receiver is the subclass's object) without a thread factory
   * that certainly makes daemon threads ({@link #daemonFactory}), whose core size, its first
   * argument, is a known positive int (also one every {@code new} of the subclass passes, {@link
   * SuperArguments}): its core workers, once made, wait for work and never time out unless
   * {@code allowCoreThreadTimeOut} is called on the pool (such pools are left out, see {@link
   * #TIMEOUTS}). A core size of 0 (workers beyond the core time out) or an unknown one is left
   * out too, as before.
   */
  private static boolean constructed(TranslationContext tc, MethodInstance mi, MethodCode body,
      int at, AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (!inv.getMethodSignature().getName().equals("<init>")
        || !CONSTRUCTED.contains(cls) || inv.getArgCount() == 0
        || !(inv instanceof AbstractInstanceInvokeExpr) || daemonFactory(tc, mi, at, inv)) {
      return false;
    }
    Integer core = body.intValue(at, inv.getArg(0));
    if (core == null && inv.getArg(0) instanceof Local l) {
      core = SuperArguments.intConstant(tc.pts(), mi, (AbstractInstanceInvokeExpr) inv, l);
    }
    return core != null && core > 0;
  }

  /**
   * True if the pool call {@code inv}, statement {@code at}, passes a thread factory that
   * certainly makes daemon threads ({@link DaemonFactories}): its workers never keep the JVM
   * alive. A pool given any other factory (the JDK's default one, an application factory that
   * may make a non-daemon thread, one the analysis has no object for) has workers that may.
   */
  private static boolean daemonFactory(TranslationContext tc, MethodInstance mi, int at,
      AbstractInvokeExpr inv) {
    List<sootup.core.types.Type> params = inv.getMethodSignature().getParameterTypes();
    for (int k = 0; k < params.size(); k++) {
      if (params.get(k).toString().equals("java.util.concurrent.ThreadFactory")) {
        return inv.getArg(k) instanceof Local f
            && !tc.pts().mayBeOpaque(mi, at, f)
            && DaemonFactories.allDaemon(tc.pts().code(), tc.pts().pointsTo(mi, at, f));
      }
    }
    return false;
  }

  /** The pool classes whose constructors {@link #constructed} recognises. */
  private static final Set<String> CONSTRUCTED = Set.of(
      "java.util.concurrent.ThreadPoolExecutor",
      "java.util.concurrent.ScheduledThreadPoolExecutor");
  /**
   * Calls that may let core workers time out: a pool that receives one anywhere (with whatever
   * argument) is left out (not reported, as before this class knew constructed pools).
   */
  private static final Set<String> TIMEOUTS = Set.of("allowCoreThreadTimeOut");

  /** Adds to {@code out} the receivers of {@code inv} if it is a call named so. */
  /** True if the invokedynamic makes a method reference to an executor's shutdown or close. */
  private static boolean referencesShutdown(JDynamicInvokeExpr dyn) {
    MethodSignature impl = MethodReferences.referenced(dyn);
    return impl != null && SHUTDOWNS.contains(impl.getName())
        && impl.getParameterTypes().isEmpty()
        && JdkExecutors.isService(impl.getDeclClassType().getFullyQualifiedName());
  }

  private static void receivers(TranslationContext tc, MethodInstance mi, int i,
      AbstractInvokeExpr inv, Set<String> names, Set<Integer> out) {
    if (names.contains(inv.getMethodSignature().getName())
        && (inv.getArgCount() == 0 || names == TIMEOUTS)
        && inv instanceof AbstractInstanceInvokeExpr ii) {
      tc.pts().pointsTo(mi, i, ii.getBase()).forEach(o -> out.add(o.id()));
    }
  }

  /** The pools of the program's reachable code whose idle workers keep the JVM alive. */
  static IdlePools of(TranslationContext tc) {
    return new IdlePools(tc);
  }

  /**
   * The counter a start of {@code task} sets, or null: {@link KeptAlive#COUNTER} if it runs on
   * a never-shut-down pool whatever pool it is given ({@code taskPools} all idle) and that
   * pool's workers certainly outlive the run (a fixed or scheduled pool: a single-thread
   * executor may be shut down by the JDK when it becomes unreachable); {@link
   * KeptAlive#workers} of its pool if that pool is tracked.
   */
  String keepsAlive(TranslationContext tc, AbstractObject task) {
    List<AbstractObject> pools = tc.pts().taskPools(task);
    if (!pools.isEmpty() && pools.stream().allMatch(p -> modelled(p.id()))) {
      return KeptAlive.COUNTER;
    }
    return pools.size() == 1 ? workersOf(pools.get(0)) : null;
  }

  /** The counter a prestart of {@code pool}'s workers sets, or null (see {@link #keepsAlive}). */
  String prestarts(AbstractObject pool) {
    return modelled(pool.id()) ? KeptAlive.COUNTER : workersOf(pool);
  }

  /** The counter a shutdown of {@code pool} sets, or null when its shutdowns are not tracked. */
  String shutsDown(AbstractObject pool) {
    return tracked.containsKey(pool.id()) ? KeptAlive.shutDown(pool.name()) : null;
  }

  /**
   * True if the pool is tracked (see the class comment): one object, made by a constructor with
   * a positive core size and no daemon thread factory, no {@code allowCoreThreadTimeOut}; so once a
   * task of it was handed over, a worker exists until a shutdown.
   */
  boolean keepsWorkers(AbstractObject pool) {
    return tracked.containsKey(pool.id());
  }

  private String workersOf(AbstractObject pool) {
    return tracked.containsKey(pool.id()) ? KeptAlive.workers(pool.name()) : null;
  }

  private boolean modelled(int pool) {
    return idle.containsKey(pool) && !factory.get(pool).startsWith("newSingleThread");
  }

  /**
   * Adds a caveat for every idle pool: {@link #KIND} (termination and livelock) where
   * termination does not model it, {@link #MODELLED_KIND} (livelock only) where it does; and
   * {@link #KIND} for every pool whose shutdowns are not tracked.
   */
  void report(TranslationContext tc) {
    for (Origin o : untracked.values()) {
      tc.caveat(KIND, o, "this pool is shut down on some path, but it stands for several pools"
          + " at run time or its tasks may also go to another pool, so whether a run shuts it"
          + " down is not tracked: a run that skips the shutdown leaves idle non-daemon workers"
          + " that keep the JVM from exiting, but the model ends with the tasks; a termination"
          + " or livelock verdict HOLDS may be wrong", Caveat.Effect.UNSOUND);
    }
    for (Map.Entry<Integer, Origin> p : idle.entrySet()) {
      if (modelled(p.getKey())) {
        tc.caveat(MODELLED_KIND, p.getValue(), "no shutdown, shutdownNow or close of this pool"
            + " was found: its idle workers (non-daemon threads) keep the JVM from exiting; a"
            + " run that gives it a task does not terminate, but livelock and CTL checks end"
            + " the model with the tasks: a daemon thread that runs on after the other"
            + " threads end is not reported as a livelock", Caveat.Effect.UNSOUND);
        continue;
      }
      boolean single = factory.get(p.getKey()).startsWith("newSingleThread");
      tc.caveat(KIND, p.getValue(), "no shutdown, shutdownNow or close of this pool was found:"
          + " its idle workers (non-daemon threads) keep the JVM from exiting after the tasks end"
          + (single ? " (until the JDK shuts the unreachable executor down when it is"
              + " garbage-collected, which may never happen)" : "")
          + ", but the model ends with the tasks: a termination or livelock verdict HOLDS may"
          + " be wrong", Caveat.Effect.UNSOUND);
    }
  }
}
