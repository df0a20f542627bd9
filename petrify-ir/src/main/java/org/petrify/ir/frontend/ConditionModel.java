package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * {@code Condition.await*}/{@code signal}/{@code signalAll}: see {@link #conditionOp}.
 * Points-to: {@code Lock.newCondition()} returns a library condition object of its call site
 * and records the receiver as its lock ({@code PointsToResult.conditionLocks}).
 */
final class ConditionModel implements LibraryModel {
  private final ModelContext mc;

  ConditionModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals("java.util.concurrent.locks.Condition")
        || cls.startsWith("java.util.concurrent.locks.AbstractQueuedSynchronizer$Condition")
        || cls.startsWith("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$Condition");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // AbstractQueuedSynchronizer's condition objects test Thread.interrupted() first (not
    // awaitUninterruptibly).
    return switch (sig.getName()) {
      case "await", "awaitNanos", "awaitUntil" ->
          sig.getDeclClassType().getFullyQualifiedName().equals("java.util.concurrent.locks.Condition");
      default -> false;
    };
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    conditionOp(c.name(), ZeroTimeouts.neverExpires(mc.tc, c.mi(), c.index(), c.inv()) ? 0
        : c.params(), mc.tc.libraryReceivers(c.mi(), c.index(), c.inv()),
        c.origin(), c.label(), out);
    return ModelContext.each(out);
  }

  /**
   * {@code Condition.await*} becomes {@code await c on k} (timed for the variants with a
   * timeout), {@code signal}/{@code signalAll} become {@code signal[All] c on k}, for each
   * condition object {@code c} the receiver may be and each lock {@code k} whose
   * {@code newCondition} made it.
   */
  private void conditionOp(String name, int params, List<AbstractObject> receivers,
      Origin origin, Supplier<String> label, List<Supplier<Command>> out) {
    boolean await = name.startsWith("await");
    boolean signal = name.equals("signal") || name.equals("signalAll");
    if (!await && !signal) {
      return;
    }
    boolean timed = await && params > 0; // 0 also for a timeout that never expires
    if (receivers.isEmpty()) {
      mc.tc.caveat("unknown-condition", origin, "no abstract object for the Condition; " + name
          + " does nothing", Caveat.Effect.UNSOUND);
    }
    for (AbstractObject c : receivers) {
      List<AbstractObject> locks = mc.tc.pts().conditionLocks(c);
      if (locks.isEmpty()) {
        mc.tc.caveat("unknown-condition", origin, "the lock of " + c.name() + " is not known; "
            + name + " does nothing", Caveat.Effect.UNSOUND);
      }
      if (mc.tc.pts().isSummary(c)) {
        mc.tc.caveat("summary-condition", origin, c.name() + " stands for several conditions"
            + " (created on a loop or in code that runs more than once); they share one wait"
            + " set, so a signal may wake a waiter of another one", Caveat.Effect.IMPRECISE);
      }
      for (AbstractObject lock : locks) {
        String k = mc.tc.juc().lockName(lock, origin);
        out.add(await ? () -> new Command.Await(label.get(), c.name(), k, timed, origin)
            : () -> new Command.Signal(label.get(), c.name(), k, name.equals("signalAll"),
                origin));
      }
    }
  }
}
