package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.Origins;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;

/**
 * {@code terminated()} of an application subclass of {@code ThreadPoolExecutor}. Java (JDK 8 to
 * 25, {@code ThreadPoolExecutor.tryTerminate}) runs it once, after the pool was shut down
 * ({@code shutdown}, {@code shutdownNow}, {@code close}) and its queue and workers are gone,
 * in the thread that completes the termination: the last worker to exit (holding only the
 * pool's internal lock), or, if no worker is left at the shutdown, the shutdown's caller
 * itself, inside that call and with the caller's locks held. {@code awaitTermination} and
 * {@code close} return only after it has returned.
 *
 * <p>The model: the first shutdown of such a pool (counter {@code <pool>.shut}, 0/1) either
 * runs the hook inline ({@code call}) or forks a terminator thread that joins every task of
 * the pool, as {@code close} does, then runs the hook; both run it under the rb lock {@code
 * <pool>.main} (Java's {@code mainLock}, which every shutdown takes and gives back first) and
 * set the 0/1 counter {@code <pool>.ended}, which {@code close} and an {@code
 * awaitTermination} wait for (a timed one may give up). Later shutdowns do nothing more. The
 * pool's other public methods that take {@code mainLock} in Java ({@link #MAIN_LOCK_METHODS})
 * take and give back {@code <pool>.main} too ({@link #touchMainLock}), so a thread that calls
 * one while the hook runs waits for it, as in Java; where Java takes it only sometimes
 * ({@code setMaximumPoolSize} below the current size), the model's extra wait can only add a
 * false alarm: the thread goes on once the hook returns.
 *
 * <p>Soundness: each of Java's two runners is one branch. The terminator thread holds no
 * application lock and starts the hook only once every task has ended, as Java's last worker
 * does; the inline branch is the caller's run. Java's caller runs the hook only when no worker
 * is left. For a pool whose workers never time out ({@link IdlePools#keepsWorkers}) that means
 * no task was handed to it before the shutdown: the hand-over (before the task's fork) sets
 * the 0/1 counter {@code <pool>.used}, and a shutdown that finds it set only forks. Other pools
 * (workers may time out, whose number the model does not track) take either branch, also where
 * Java has workers left: more runs, never fewer. A rejected task
 * whose {@code execute} races with the shutdown completes the termination in Java, which the
 * model does not follow (as it does not follow rejections). The hook is the override's
 * instance the points-to analysis reached with the pool as receiver ({@link
 * PoolHooks#procedure}); one it did not reach keeps the UNSOUND {@code library-callback}
 * caveat of the shutdown call.
 */
final class PoolTermination {
  static final String HOOK = "void terminated()";

  /**
   * The methods of {@code ThreadPoolExecutor} (JDK 17 to 25) besides the shutdowns that take
   * its {@code mainLock}: the statistics, {@code toString}, and the setters that interrupt idle
   * workers.
   */
  static final Set<String> MAIN_LOCK_METHODS = Set.of("getPoolSize", "getActiveCount",
      "getLargestPoolSize", "getTaskCount", "getCompletedTaskCount", "toString",
      "setCorePoolSize", "setMaximumPoolSize", "setKeepAliveTime", "allowCoreThreadTimeOut");

  private final TranslationContext tc;
  /** Per pool object id, the hook's procedure (null: no hook run by the model). */
  private final Map<Integer, String> hooks = new HashMap<>();
  /** The terminator threads forked so far: thread name to its pool. */
  private final Map<String, AbstractObject> terminators = new LinkedHashMap<>();

  PoolTermination(TranslationContext tc) {
    this.tc = tc;
  }

  /** The procedure of the pool's {@code terminated()} override, or null (none reached). */
  String hook(AbstractObject pool) {
    return hooks.computeIfAbsent(pool.id(), k -> tc.poolHooks().override(pool, HOOK));
  }

  /**
   * The commands of a shutdown of {@code pool} (see the class comment): empty if the pool
   * runs no hook.
   */
  List<Command> shutdown(AbstractObject pool, Supplier<String> label, Origin origin) {
    String hook = hook(pool);
    if (hook == null) {
      return List.of();
    }
    String shut = counter(pool, ".shut");
    String ended = counter(pool, ".ended");
    String thread = pool.name() + "/terminator@" + Origins.shortPlace(origin);
    terminators.put(thread, pool);
    String done = label.get();
    String inline = label.get();
    String fork = label.get();
    List<Command> cs = new ArrayList<>(touchMainLock(pool, label, origin));
    cs.add(new Command.TryUp(label.get(), shut, 1, done, origin));
    if (tc.idlePools().keepsWorkers(pool)) {
      String idle = label.get();
      String used = counter(pool, ".used");
      cs.add(new Command.TryDown(label.get(), used, 1, idle, origin));
      cs.add(new Command.Up(label.get(), used, 1, origin));
      cs.add(new Command.Goto(label.get(), fork, origin));
      cs.add(new Command.Skip(idle, origin));
    }
    cs.add(new Command.Jump(label.get(), List.of(inline, fork), origin));
    cs.add(new Command.Skip(inline, origin));
    cs.addAll(runHook(pool, label, origin));
    cs.add(new Command.Goto(label.get(), done, origin));
    cs.add(new Command.Fork(fork, procedureOf(thread), thread, origin));
    cs.add(new Command.Skip(done, origin));
    return cs;
  }

  /**
   * The commands before the fork of task {@code task}: for a pool of it that runs the hook and
   * {@link IdlePools#keepsWorkers keeps its workers}, set {@code <pool>.used} (a worker exists
   * from the hand-over on, so the shutdown's caller no longer runs the hook).
   */
  List<Command> beforeTaskFork(AbstractObject task, Supplier<String> label, Origin origin) {
    List<Command> cs = new ArrayList<>();
    for (AbstractObject pool : tc.pts().taskPools(task)) {
      if (hook(pool) != null && tc.idlePools().keepsWorkers(pool)) {
        String next = label.get();
        cs.add(new Command.TryUp(label.get(), counter(pool, ".used"), 1, next, origin));
        cs.add(new Command.Skip(next, origin));
      }
    }
    return cs;
  }

  /**
   * The wait of {@code close}/{@code awaitTermination} for the hook to have returned (until
   * {@code ended >= 1}); empty if the pool runs no hook.
   */
  List<Command> awaitEnded(AbstractObject pool, Supplier<String> label, Origin origin) {
    if (hook(pool) == null) {
      return List.of();
    }
    String ended = counter(pool, ".ended");
    return List.of(new Command.Down(label.get(), ended, 1, origin),
        new Command.Up(label.get(), ended, 1, origin));
  }

  /** The terminator procedures: join every task of the pool, run the hook, set ended. */
  List<Procedure> procedures() {
    List<Procedure> out = new ArrayList<>();
    for (Map.Entry<String, AbstractObject> t : terminators.entrySet()) {
      AbstractObject pool = t.getValue();
      int[] n = {0};
      Supplier<String> label = () -> "k" + n[0]++;
      Origin origin = pool.origin();
      List<Command> cs = new ArrayList<>();
      Set<AbstractObject> seen = new HashSet<>();
      for (AbstractObject task : tc.pts().startedThreads()) {
        if (tc.pts().taskPools(task).contains(pool)) {
          cs.addAll(tc.juc().waitForEnd(task, label, origin, seen));
        }
      }
      cs.addAll(runHook(pool, label, origin));
      out.add(new Procedure(procedureOf(t.getKey()), cs));
    }
    return out;
  }

  /**
   * The hook's run: under the pool's internal lock (rb lock {@code <pool>.main}, Java's {@code
   * mainLock}), which a shutdown takes too, so a shutdown meanwhile waits for the hook; the
   * counter {@code ended} is set before the lock is let go, as Java's state becomes {@code
   * TERMINATED} there.
   */
  private List<Command> runHook(AbstractObject pool, Supplier<String> label, Origin origin) {
    String main = mainLock(pool);
    return List.of(new Command.Acquire(label.get(), main, origin),
        new Command.Call(label.get(), hook(pool), origin),
        new Command.Up(label.get(), counter(pool, ".ended"), 1, origin),
        new Command.Release(label.get(), main, origin));
  }

  /**
   * A call of one of {@link #MAIN_LOCK_METHODS} on {@code pool}: the acquisition and release of
   * {@code <pool>.main}, or nothing if the pool runs no hook (then nothing else takes it).
   */
  List<Command> touchMainLock(AbstractObject pool, Supplier<String> label, Origin origin) {
    if (hook(pool) == null) {
      return List.of();
    }
    String main = mainLock(pool);
    return List.of(new Command.Acquire(label.get(), main, origin),
        new Command.Release(label.get(), main, origin));
  }

  private static String mainLock(AbstractObject pool) {
    return pool.name() + ".main";
  }

  private static String procedureOf(String thread) {
    return "terminated:" + thread;
  }

  private String counter(AbstractObject pool, String suffix) {
    String name = pool.name() + suffix;
    tc.juc().declareTranslatorCounter(new Counter(name, 1, 0, false));
    return name;
  }
}
