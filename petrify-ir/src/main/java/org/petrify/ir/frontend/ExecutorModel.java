package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.KeptAlive;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Executors ({@link JdkExecutors#SERVICES}): a task ({@code submit}, {@code execute}, {@code
 * invokeAll}, {@code supplyAsync/runAsync} with an executor) is an rb thread; on a pool with a
 * fixed number {@code k} of workers ({@code newFixedThreadPool(k)}, {@code
 * newSingleThreadExecutor}, {@code newScheduledThreadPool(k)}) it first takes one of the pool's
 * counter {@code workers} (capacity {@code k}) and gives it back when it ends, so a task
 * waiting for a task queued behind it starves ({@link #workers}). Cached, virtual-thread and
 * work-stealing pools and the common pool give every task its own thread. {@code invokeAll}
 * starts one task per callable and joins them all; {@code close()} joins every task of the
 * pool, {@code awaitTermination} too with every wait timed (it may return at any moment); {@code shutdown} does
 * nothing but stop periodic tasks ({@link PeriodicTasks}, as {@code close} does), {@code
 * shutdownNow} also interrupts every task of the pool ({@link #shutdownNow}); a cancelled task
 * is joined by {@code close} ({@link FutureModel#waitForEnd}). Points-to: a submitted task is a
 * library thread of the call site whose pool is the receiver
 * ({@code PointsToResult.taskPools}); {@code Executors} factories create the pool object.
 */
final class ExecutorModel implements LibraryModel {
  private final ModelContext mc;
  private final TranslationContext tc;
  private final FutureModel futures;
  /** Per executor object id, its number of workers, or 0 when every task gets a thread. */
  private final Map<Integer, Integer> poolSizes = new HashMap<>();

  ExecutorModel(ModelContext mc, FutureModel futures) {
    this.mc = mc;
    this.tc = mc.tc;
    this.futures = futures;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return JdkExecutors.isService(cls);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
        .equals(JdkExecutors.FACTORY)) {
      return;
    }
    Integer size = JdkExecutors.poolSize(tc.pts().body(mi), i, inv);
    if (size == null && inv.getArgCount() > 0 && sized(inv)) {
      Integer k = ConstantResults.intResult(tc.pts(), mi, i, inv.getArg(0));
      size = k != null && k > 0 ? k : null;
    }
    if (size == null) {
      tc.caveat("pool-size", tc.origins().of(mi.method(), tc.pts().body(mi).stmt(i)), "the size"
          + " of the pool is not a positive constant; every task gets a thread of its own (pool"
          + " starvation is not modelled)", Caveat.Effect.UNSOUND);
      size = 0;
    }
    for (AbstractObject o : tc.pts().objectsCreatedAt(mi, i)) {
      poolSizes.put(o.id(), size);
    }
  }

  /**
   * True for the factories whose first argument is the number of workers ({@code
   * newFixedThreadPool}, {@code newScheduledThreadPool}); its value may also be the constant
   * an application call returns ({@link ConstantResults}).
   */
  private static boolean sized(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    return name.equals("newFixedThreadPool") || name.equals("newScheduledThreadPool");
  }

  /**
   * {@code prestartCoreThread} and {@code prestartAllCoreThreads}: a core worker may now exist
   * (none if the pool has all its core workers already, which the model does not know), so the
   * pool's {@code KeptAlive} counter, if any, is set: one alternative per receiver, none if no
   * receiver has such a counter.
   */
  private List<Supplier<List<Command>>> prestarting(Call c) {
    return PoolAlternatives.perReceiver(tc, c, p -> tc.idlePools().prestarts(p) != null, p -> {
      String counter = tc.idlePools().prestarts(p);
      return counter == null ? List.of() : IdlePools.setOnce(tc, counter, c.label(), c.origin());
    });
  }

  /**
   * A call that takes the pool's {@code mainLock} in Java ({@link
   * PoolTermination#MAIN_LOCK_METHODS}): one alternative per receiver, taking and giving back
   * the receiver's internal lock where a {@code terminated()} hook may hold it; none (the call
   * does nothing) if no receiver runs a hook.
   */
  private List<Supplier<List<Command>>> mainLockTouches(Call c) {
    return PoolAlternatives.perReceiver(tc, c, p -> tc.poolTermination().hook(p) != null,
        p -> tc.poolTermination().touchMainLock(p, c.label(), c.origin()));
  }

  /**
   * {@code shutdown()}, {@code shutdownNow()} and {@code close()} stop the receivers alone
   * ({@link IdlePools} counts a reference to them as a shutdown of the pools it may be given).
   */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("shutdown") || method.equals("shutdownNow") || method.equals("close");
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    String name = c.name();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    boolean close = name.equals("close");
    boolean await = name.equals("awaitTermination");
    boolean forever = await && ZeroTimeouts.neverExpires(tc, c.mi(), c.index(), c.inv());
    if (name.equals("shutdownNow")) {
      return shutdownNow(c);
    }
    if (IdlePools.PRESTARTS.contains(name)) {
      return prestarting(c);
    }
    if (PoolTermination.MAIN_LOCK_METHODS.contains(name)) {
      return mainLockTouches(c);
    }
    if (!close && !await) {
      return PeriodicTasks.stopping(tc, c, name);
    }
    for (AbstractObject pool : tc.libraryReceivers(c)) {
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        if (close) {
          cs.addAll(PeriodicTasks.stopEffects(tc, pool, label, origin));
        }
        cs.addAll(waitForTermination(pool, label, origin));
        if (cs.isEmpty()) {
          cs.add(new Command.Skip(label.get(), origin));
        }
        return await && !forever ? ModelContext.timed(cs) : cs;
      });
    }
    if (await && out.isEmpty()) {
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
    return out;
  }

  /** The waits for every task of {@code pool} to end, then for its {@code terminated()} hook. */
  private List<Command> waitForTermination(AbstractObject pool, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    Set<AbstractObject> seen = new java.util.HashSet<>();
    for (AbstractObject t : tc.pts().startedThreads()) {
      if (tc.pts().taskPools(t).contains(pool)) {
        cs.addAll(futures.waitForEnd(t, label, origin, seen));
      }
    }
    cs.addAll(tc.poolTermination().awaitEnded(pool, label, origin));
    return cs;
  }

  /**
   * A timed {@code awaitTermination} whose result is used is a pinned attempt when every
   * receiver's shutdowns are tracked ({@link IdlePools#shutsDown}) and no interrupt reaches it
   * ({@link ModelContext#pinsTimedOutcome}): Java returns true exactly when the pool is shut
   * down and its tasks (and its {@code terminated()} hook) have ended, false only after timing
   * out while that is not so ({@link #tryCommands}). Elsewhere the result stays a free choice.
   */
  @Override
  public boolean isTry(Call c, List<AbstractObject> receivers) {
    return c.name().equals("awaitTermination") && !receivers.isEmpty()
        && matches(c.sig().getDeclClassType().getFullyQualifiedName(), receivers)
        && receivers.stream().allMatch(p -> tc.idlePools().shutsDown(p) != null)
        && !ZeroTimeouts.neverExpires(tc, c.mi(), c.index(), c.inv())
        && mc.pinsTimedOutcome(c);
  }

  /**
   * Per receiver: {@code until <shutDown> >= 1}, the waits of {@link #waitForTermination}, all
   * timed with the false outcome as their timeout label ({@link ModelContext#timed(List,
   * String)}). Not modelled: Java's pool may still time out after its last task ended, until
   * its idle workers have exited; the model's true outcome is then the only one.
   */
  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    for (AbstractObject pool : tc.libraryReceivers(c)) {
      String shut = tc.idlePools().shutsDown(pool);
      tc.juc().declareTranslatorCounter(KeptAlive.counter(shut));
      out.add((l, f, fresh) -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Until(l, shut, true, 1, c.origin()));
        cs.addAll(waitForTermination(pool, fresh, c.origin()));
        return ModelContext.timed(cs, f);
      });
    }
    return out;
  }

  /**
   * {@code shutdownNow()}: what {@code shutdown} does ({@link PeriodicTasks#stopping}), then
   * {@code interrupt t} of every task thread of the receivers (Java interrupts every worker;
   * a task that has not started or has ended has no wait to leave, and its flag is its own in
   * the model). Queued tasks are removed and never run in Java; the model runs them (a
   * {@code get} of one returns when Java's waits forever), UNSOUND {@code shutdown-now} where
   * a pool has fewer workers than tasks may be queued (a fixed-size pool given more tasks than
   * it has workers, or a summary task); a pool whose every task gets a worker of its own at
   * once queues nothing.
   */
  private List<Supplier<List<Command>>> shutdownNow(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject pool : tc.libraryReceivers(c)) {
      int size = poolSizes().getOrDefault(pool.id(), 0);
      List<AbstractObject> tasks = JdkInterrupts.tasksOf(tc.pts(), List.of(pool));
      long count = tasks.stream().mapToLong(t -> tc.pts().isTaskBatch(t)
          ? tc.pts().threadEntries(t).size() : 1).sum();
      if (size > 0 && (count > size || tasks.stream().anyMatch(tc.pts()::isSummary))) {
        tc.caveat("shutdown-now", c.origin(), "shutdownNow removes the tasks still queued on "
            + pool.name() + " (they never run); the model runs them", Caveat.Effect.UNSOUND);
      }
      out.add(() -> {
        List<Command> cs = new ArrayList<>(PeriodicTasks.stopEffects(tc, pool, c.label(),
            c.origin()));
        for (AbstractObject t : tasks) {
          if (tc.pts().isTaskBatch(t)) {
            tc.batchTasks(t).forEach(b -> cs.add(new Command.Interrupt(c.label().get(), b[1],
                c.origin())));
          } else {
            cs.add(new Command.Interrupt(c.label().get(), tc.threadId(t), c.origin()));
          }
        }
        if (cs.isEmpty()) {
          cs.add(new Command.Skip(c.label().get(), c.origin()));
        }
        return cs;
      });
    }
    return out;
  }

  /**
   * The worker counters a task thread must take one of: those of the fixed-size pools it may
   * be submitted to (declared here); empty for plain threads and unbounded pools.
   */
  @Override
  public List<String> workers(AbstractObject task) {
    List<String> out = new ArrayList<>();
    for (AbstractObject pool : tc.pts().taskPools(task)) {
      int size = poolSizes().getOrDefault(pool.id(), 0);
      if (pool.type().equals(JdkExecutors.COMPLETION_SERVICE)) {
        tc.caveat("pool-size", pool.origin(), "the tasks of the completion service " + pool.name()
            + " run on its executor, whose workers are not modelled for them; every task gets a"
            + " thread of its own (pool starvation is not modelled)", Caveat.Effect.UNSOUND);
      }
      if (pool.kind() == AbstractObject.Kind.ALLOCATION && (pool.type().contains("ThreadPool")
          || pool.type().contains("ForkJoinPool"))) {
        tc.caveat("pool-size", pool.origin(), "the workers of " + pool.name() + " are not"
            + " modelled; every task gets a thread of its own (pool starvation is not modelled)",
            Caveat.Effect.UNSOUND);
      }
      if (size > 0) {
        String name = pool.name() + ".workers";
        mc.declareIfAbsent(new Counter(name, size, size, false));
        if (tc.pts().isSummary(pool)) {
          tc.caveat("summary-counter", pool.origin(), pool.name() + " stands for several"
              + " executors (created on a loop or in code that runs more than once); they share"
              + " one counter " + name, Caveat.Effect.UNSOUND);
        }
        out.add(name);
      }
    }
    return out;
  }

  private Map<Integer, Integer> poolSizes() {
    mc.observed();
    return poolSizes;
  }
}
