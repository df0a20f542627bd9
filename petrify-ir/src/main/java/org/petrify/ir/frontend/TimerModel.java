package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * {@code java.util.Timer} and {@code TimerTask}: a timer runs all its tasks on one thread, one
 * after the other. Each scheduled task is an rb thread (points-to: {@code Timer.schedule*} is a
 * task hand-over, {@link JdkExecutors#submits}, whose pool is the timer) that first takes the
 * timer's counter {@code <timer>.workers} (capacity 1) and gives it back when it ends, so a task
 * waiting for a task scheduled behind it on the same timer starves, as on the JVM. The order in
 * which the timer runs its tasks (by due time) is not kept: any order is a run of the model
 * (IMPRECISE only, no run is lost).
 *
 * <p>{@code Timer.cancel()} and {@code TimerTask.cancel()} drop tasks that have not run; the
 * model still runs them (IMPRECISE caveat: a spurious run, never a lost one). A periodic task
 * ({@code schedule(task, delay, period)}, {@code scheduleAtFixedRate}) runs once (UNSOUND). A
 * timer's thread is not a daemon unless the constructor says so. It is started by the
 * constructor and ends only after {@code Timer.cancel()} (or, at some unknown time, after the
 * timer became unreachable and was collected: the JVM does not promise it, and a run without a
 * collection never exits). So for a non-daemon timer that is one object at run time, the
 * constructor sets the {@link KeptAlive#workers} counter of the timer and every
 * {@code Timer.cancel()} of it sets its {@link KeptAlive#shutDown} counter (a cancel whose
 * receiver may be one of several timers sets one of theirs, a choice that contains Java's): a
 * run that ends with the timer made and not cancelled does not terminate, as on the JVM
 * without a collection. Deadlock does not read these counters (an idle timer thread is no
 * deadlock). A non-daemon timer that stands for several objects (made on a loop) keeps the JVM
 * alive in no run of the model: UNSOUND for termination and livelock ({@link IdlePools#KIND}).
 */
final class TimerModel implements LibraryModel {
  static final String TIMER_TASK = "java.util.TimerTask";

  private final ModelContext mc;
  /** Timer object ids known to be daemon timers (a constant {@code true} isDaemon argument). */
  private final Set<Integer> daemons = new HashSet<>();
  /** Task thread ids scheduled periodically, with the method that did. */
  private final Map<Integer, String> periodic = new HashMap<>();

  TimerModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(JdkExecutors.TIMER) || cls.equals(TIMER_TASK);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
        .equals(JdkExecutors.TIMER) || !(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return;
    }
    String name = inv.getMethodSignature().getName();
    List<AbstractObject> timers = mc.tc.pts().pointsTo(mi, i, ii.getBase());
    if (name.equals("<init>") && inv.getArgCount() > 0
        && inv.getArg(inv.getArgCount() - 1) instanceof IntConstant daemon
        && daemon.getValue() != 0) {
      timers.forEach(t -> daemons.add(t.id()));
    } else if (name.equals("schedule") && inv.getArgCount() == 3) {
      // scheduleAtFixedRate gets its caveat from LibraryCommands, by name
      mc.tc.pts().objectsCreatedAt(mi, i).forEach(t -> periodic.put(t.id(), name));
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (c.name().equals("cancel")) {
      boolean timer = c.sig().getDeclClassType().getFullyQualifiedName()
          .equals(JdkExecutors.TIMER);
      mc.tc.caveat("timer-cancel", c.origin(), (timer ? "Timer" : "TimerTask") + ".cancel: the"
          + " tasks it drops may still run in the model", Caveat.Effect.IMPRECISE);
      if (timer) {
        mc.observed();
        for (AbstractObject o : mc.tc.libraryReceivers(c.mi(), c.index(), c.inv())) {
          if (tracked(o)) {
            out.add(() -> IdlePools.setOnce(mc.tc, KeptAlive.shutDown(o.name()), c.label(),
                c.origin()));
          } else {
            out.add(ArrayList::new);
          }
        }
      }
    }
    return out;
  }

  @Override
  public List<Supplier<List<Command>>> constructorCommands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!c.sig().getDeclClassType().getFullyQualifiedName().equals(JdkExecutors.TIMER)) {
      return out;
    }
    mc.observed();
    for (AbstractObject timer : mc.tc.libraryReceivers(c.mi(), c.index(), c.inv())) {
      if (tracked(timer)) {
        out.add(() -> IdlePools.setOnce(mc.tc, KeptAlive.workers(timer.name()), c.label(),
            c.origin()));
      } else {
        untrackedCaveat(timer);
      }
    }
    return out;
  }

  private void untrackedCaveat(AbstractObject timer) {
    if (isTimer(timer) && !daemons.contains(timer.id())) {
      mc.tc.caveat(IdlePools.KIND, timer.origin(), "this Timer stands for several timers at run"
          + " time: its thread (not a daemon) keeps the JVM from exiting until it is cancelled,"
          + " but the model ends with the tasks: a termination or livelock verdict HOLDS may be"
          + " wrong", Caveat.Effect.UNSOUND);
    }
  }

  /** True if the timer's thread is modelled by {@link KeptAlive} counters. */
  private boolean tracked(AbstractObject timer) {
    return isTimer(timer) && !daemons.contains(timer.id()) && !mc.tc.pts().isSummary(timer);
  }

  /** True if the object is a {@code Timer}, of the JDK's class or of a subclass. */
  private boolean isTimer(AbstractObject o) {
    return o.type().equals(JdkExecutors.TIMER) || !o.type().endsWith("]")
        && mc.tc.code().isSubtype(mc.tc.code().classType(o.type()),
            mc.tc.code().classType(JdkExecutors.TIMER));
  }

  @Override
  public List<String> workers(AbstractObject task) {
    List<String> out = new ArrayList<>();
    for (AbstractObject timer : mc.tc.pts().taskPools(task)) {
      if (!timer.type().equals(JdkExecutors.TIMER)) {
        continue;
      }
      mc.observed();
      String name = timer.name() + ".workers";
      if (!mc.has(name)) {
        mc.declare(new Counter(name, 1, 1, false), timer, timer.origin());
      }
      if (!tracked(timer)) {
        untrackedCaveat(timer);
      }
      out.add(name);
    }
    if (periodic.containsKey(task.id())) {
      mc.tc.caveat("scheduled-periodic", task.origin(), "Timer." + periodic.get(task.id())
          + ": the task runs once in the model; Java runs it again and again until it is"
          + " cancelled", Caveat.Effect.UNSOUND);
    }
    return out;
  }
}
