package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * The per-task hooks of an application subclass of {@code ThreadPoolExecutor}: the JDK's worker
 * loop ({@code ThreadPoolExecutor.runWorker}, JDK 8 to 25) runs, in the worker thread that
 * takes the task, {@code beforeExecute(worker, task)}, then the task, then {@code
 * afterExecute(task, thrown)} whether the task returned or threw (a {@code submit}ted task is
 * the {@code FutureTask} wrapping it, whose {@code run} has completed the future by then). A
 * task thread of such a pool (a task the points-to analysis started at an {@code execute},
 * {@code submit}, {@code invokeAll} ... whose pool is the object, {@code
 * PointsToResult.taskPools}) runs the override's procedure before its entry and after it (after
 * its future is marked done, before it gives its worker back), in the task's thread.
 *
 * <p>Soundness: the override's method instance is the one the points-to analysis reached with
 * the pool object as receiver (a call-back of the submitting call, {@code
 * LibraryEffects.receiverOverrides}), so its code is translated with that receiver; its
 * arguments (the worker, the task, the throwable) are unknown to it as they were to the
 * analysis. A task that may run in one of several pools runs one of their hooks or none (a
 * choice: more runs, never fewer). If {@code beforeExecute} throws, Java runs neither the task
 * nor {@code afterExecute}; the model goes on (more runs). {@code terminated()} is {@link
 * PoolTermination}'s. Not modelled here, each keeping its
 * UNSOUND {@code library-callback} caveat at the call: the hooks of periodic tasks, of task batches
 * ({@code invokeAll}/{@code invokeAny}) and of tasks with library run targets, a hook override the analysis did not reach for the pool, and any other
 * override the pool's code calls ({@link LibraryCommands#hookCaveat}).
 */
final class PoolHooks {
  private static final String POOL = "java.util.concurrent.ThreadPoolExecutor";
  static final String BEFORE = "void beforeExecute(java.lang.Thread,java.lang.Runnable)";
  static final String AFTER = "void afterExecute(java.lang.Runnable,java.lang.Throwable)";

  /**
   * The hook procedures a task thread runs before and after its task: one of each list (when
   * not empty), or, if {@code optional} (the task may run in a pool without that hook), maybe
   * none.
   */
  record Hooks(List<String> before, List<String> after, boolean optional) {
    static final Hooks NONE = new Hooks(List.of(), List.of(), false);

    boolean isEmpty() {
      return before.isEmpty() && after.isEmpty();
    }

    boolean contains(String procedure) {
      return before.contains(procedure) || after.contains(procedure);
    }
  }

  private final TranslationContext tc;
  private final Map<Integer, Hooks> perThread = new HashMap<>();
  /** Per pool object id: its before and after override procedures (null: none reached). */
  private final Map<Integer, String[]> perPool = new HashMap<>();

  PoolHooks(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The hooks of the task thread's pools; {@link Hooks#NONE} for a thread that is no task of
   * an application {@code ThreadPoolExecutor} subclass overriding them, and for periodic tasks,
   * task batches and tasks with library run targets (left to the caveat).
   */
  Hooks of(AbstractObject thread) {
    return perThread.computeIfAbsent(thread.id(), k -> compute(thread));
  }

  private Hooks compute(AbstractObject thread) {
    List<AbstractObject> pools = tc.pts().taskPools(thread);
    if (pools.isEmpty() || tc.pts().isTaskBatch(thread) || tc.periodicTasks().isPeriodic(thread)
        || !tc.libraryRunTargets().of(thread).isEmpty()) {
      return Hooks.NONE;
    }
    Set<String> before = new LinkedHashSet<>();
    Set<String> after = new LinkedHashSet<>();
    boolean someWithout = false;
    for (AbstractObject pool : pools) {
      String[] hooks = perPool.computeIfAbsent(pool.id(), k -> poolHooks(pool));
      someWithout |= hooks[0] == null || hooks[1] == null;
      if (hooks[0] != null) {
        before.add(hooks[0]);
      }
      if (hooks[1] != null) {
        after.add(hooks[1]);
      }
    }
    if (before.isEmpty() && after.isEmpty()) {
      return Hooks.NONE;
    }
    return new Hooks(List.copyOf(before), List.copyOf(after), pools.size() > 1 && someWithout);
  }

  /** The pool's {@code beforeExecute} and {@code afterExecute} procedures (null: none). */
  private String[] poolHooks(AbstractObject pool) {
    return new String[] {override(pool, BEFORE), override(pool, AFTER)};
  }

  /**
   * The procedure of the application override of {@code sub} (a {@code ThreadPoolExecutor}
   * method) in the pool object's class that the points-to analysis reached with the pool as
   * receiver; null if the pool is no allocation of an application subclass, or its class does
   * not override {@code sub}, or the override was not reached (UNSOUND caveat).
   */
  String override(AbstractObject pool, String sub) {
    if (pool.kind() != AbstractObject.Kind.ALLOCATION || pool.type().endsWith("]")) {
      return null;
    }
    ClassType type = tc.code().classType(pool.type());
    if (!tc.code().isApplication(type) || !tc.code().isSubtype(type, tc.code().classType(POOL))) {
      return null;
    }
    return procedure(pool, sub);
  }

  /** The procedure of the override of {@code sub} reached with the pool as receiver, or null. */
  private String procedure(AbstractObject pool, String sub) {
    Optional<JavaSootMethod> m = HookOverrides.of(tc, pool, sub);
    if (m.isEmpty()) {
      return null;
    }
    MethodInstance reached = HookOverrides.reached(tc, pool, m.get());
    if (reached != null) {
      return tc.procedureName(reached);
    }
    tc.caveat("library-callback", pool.origin(), pool.type() + " overrides ThreadPoolExecutor's "
        + sub.substring(sub.indexOf(' ') + 1) + ", which the pool calls; the analysis did not"
        + " reach it for this pool, so the model does not run it",
        Caveat.Effect.UNSOUND);
    return null;
  }

  /**
   * True if {@code hook}, an override the call may run, is run by the model in every task
   * thread {@code started} at the call: the caller need not report it.
   */
  boolean runsInTasks(MethodInstance hook, List<AbstractObject> started) {
    if (started.isEmpty()) {
      return false;
    }
    String sub = hook.method().getSubSignature().toString();
    if (!sub.equals(BEFORE) && !sub.equals(AFTER)) {
      return false;
    }
    String procedure = tc.procedureName(hook);
    return started.stream().allMatch(t -> of(t).contains(procedure));
  }

  /** The commands that run one of {@code procedures} (none when empty; maybe none if optional). */
  static List<Command> run(List<String> procedures, boolean optional, Supplier<String> fresh,
      Origin origin) {
    if (procedures.isEmpty()) {
      return List.of();
    }
    if (procedures.size() == 1 && !optional) {
      return List.of(new Command.Call(fresh.get(), procedures.get(0), origin));
    }
    return optional ? CallbackChoice.commands(procedures, origin, fresh, false)
        : CallbackChoice.once(procedures, origin, fresh);
  }

  /** The commands of the hook that runs before the task (none if it has none). */
  static List<Command> before(Hooks h, Supplier<String> fresh, Origin origin) {
    return run(h.before(), h.optional(), fresh, origin);
  }

  /** The commands of the hook that runs after the task (none if it has none). */
  static List<Command> after(Hooks h, Supplier<String> fresh, Origin origin) {
    return run(h.after(), h.optional(), fresh, origin);
  }
}
