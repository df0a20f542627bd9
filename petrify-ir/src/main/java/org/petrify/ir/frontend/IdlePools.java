package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.KeptAlive;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Pools whose idle workers keep the JVM alive: an {@code Executors.newFixedThreadPool},
 * {@code newScheduledThreadPool} or {@code newSingleThreadExecutor} (default thread factory:
 * non-daemon workers, made for the first tasks, which wait for more work and never time out)
 * that gets a task and is never shut down ({@code shutdown}, {@code shutdownNow} or
 * {@code close} on it, anywhere in the reachable code; {@code awaitTermination} alone does not
 * end the workers). The model ends a task's thread when the task ends, so the program's net may
 * terminate where the JVM does not exit. For a fixed or scheduled pool, every task that
 * certainly runs on it sets the counter {@link KeptAlive} when it starts (a worker exists from
 * the submit on and never ends), and termination requires it 0: a run that gives the pool a
 * task is non-terminating, as on the JVM; such a pool gets the UNSOUND caveat
 * {@link #MODELLED_KIND}, which bears on livelock only ({@link Caveat#LIVELOCK_ONLY}). Every
 * other such pool (a single-thread executor, or a pool a task may or may not be given by
 * points-to) gets the UNSOUND caveat {@link #KIND} at its creation site, which bears on
 * termination and livelock only ({@link Caveat#LIVENESS_ONLY}). Cached pools (workers end after 60 s idle), virtual-thread and
 * work-stealing pools (daemon threads) and pools with a caller's thread factory are not
 * reported.
 */
final class IdlePools {
  /** The caveat kind. */
  static final String KIND = "pool-not-shut-down";
  /** The caveat kind for pools whose idle workers termination models ({@link KeptAlive}). */
  static final String MODELLED_KIND = "pool-kept-alive";

  /** Creation site of each pool with a task and without a shutdown, by object id. */
  private final Map<Integer, Origin> idle = new LinkedHashMap<>();
  /** The factory method that made each pool. */
  private final Map<Integer, String> factory = new LinkedHashMap<>();

  private IdlePools(TranslationContext tc) {
    Map<Integer, Origin> pools = new LinkedHashMap<>();
    Set<Integer> shutDown = new HashSet<>();
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
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        String name = inv.getMethodSignature().getName();
        if (cls.equals(JdkExecutors.FACTORY) && JdkExecutors.keepsWorkers(name)
            && inv.getMethodSignature().getParameterTypes().stream()
                .noneMatch(t -> t.toString().equals("java.util.concurrent.ThreadFactory"))) {
          for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
            pools.putIfAbsent(o.id(), tc.origins().of(mi.method(), body.stmt(i)));
            factory.put(o.id(), name);
          }
        } else if ((name.equals("shutdown") || name.equals("shutdownNow")
            || name.equals("close")) && inv.getArgCount() == 0
            && inv instanceof AbstractInstanceInvokeExpr ii) {
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            shutDown.add(o.id());
          }
        }
      }
    }
    Set<Integer> used = new HashSet<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      tc.pts().taskPools(t).forEach(p -> used.add(p.id()));
    }
    pools.forEach((id, origin) -> {
      if (used.contains(id) && !shutDown.contains(id)) {
        idle.put(id, origin);
      }
    });
  }

  /** The pools of the program's reachable code whose idle workers keep the JVM alive. */
  static IdlePools of(TranslationContext tc) {
    return new IdlePools(tc);
  }

  /**
   * True if {@code task} runs on such a pool whatever pool it is given ({@code taskPools} all
   * idle) and that pool's workers certainly outlive the run: a fixed or scheduled pool (a
   * single-thread executor may be shut down by the JDK when it becomes unreachable).
   */
  boolean keepsAlive(TranslationContext tc, AbstractObject task) {
    List<AbstractObject> pools = tc.pts().taskPools(task);
    return !pools.isEmpty() && pools.stream().allMatch(p -> modelled(p.id()));
  }

  private boolean modelled(int pool) {
    return idle.containsKey(pool) && !factory.get(pool).startsWith("newSingleThread");
  }

  /**
   * Adds a caveat for every idle pool: {@link #KIND} (termination and livelock) where
   * termination does not model it, {@link #MODELLED_KIND} (livelock only) where it does.
   */
  void report(TranslationContext tc) {
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
