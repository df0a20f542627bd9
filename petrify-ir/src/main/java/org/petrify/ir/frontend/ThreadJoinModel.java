package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * {@code java.lang.Thread}: {@code join()} is {@code join} of each started thread the receiver
 * may be (a receiver that is never started joins at once: {@code skip}); a timed join is a
 * {@code join t timed}, which may also return at any moment (the timeout); {@code interrupt}
 * is not modelled (UNSOUND). The other
 * methods do nothing in the model: {@code sleep} is a delay that the interleavings cover,
 * {@code yield}/{@code onSpinWait} are hints, the rest are getters and setters of the thread.
 * Points-to: {@code new Thread(r)} stores {@code r} as the target, {@code start} starts the
 * thread (started threads are emitted as forks by the translator, not here).
 */
final class ThreadJoinModel implements LibraryModel {
  private final ModelContext mc;

  ThreadJoinModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals("java.lang.Thread");
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    if (c.name().equals("join")) {
      join(mc.tc.receiverObjects(c.mi(), c.index(), c.inv()), c.params() > 0, c.origin(),
          c.label(), out);
    } else if (c.name().equals("interrupt")) {
      mc.tc.caveat("interrupt", c.origin(), "Thread.interrupt is not modelled: interrupted"
          + " waits, joins and sleeps do not end early", Caveat.Effect.UNSOUND);
    }
    return ModelContext.each(out);
  }

  private void join(List<AbstractObject> receivers, boolean timed, Origin origin,
      Supplier<String> label, List<Supplier<Command>> out) {
    List<AbstractObject> started = mc.tc.pts().startedThreads();
    boolean unstarted = receivers.isEmpty();
    for (AbstractObject t : receivers) {
      if (mc.tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Join(label.get(), Command.Join.SELF, timed, origin));
      } else if (started.contains(t)) {
        String id = mc.tc.threadId(t);
        out.add(() -> new Command.Join(label.get(), id, timed, origin));
      } else if (!mc.tc.pts().isSynchronizedCollection(t)
          && !PointsToResult.isContainerType(t.type())) {
        unstarted = true;
      }
    }
    if (receivers.isEmpty()) {
      mc.tc.caveat("unknown-thread", origin, "join on a thread with no abstract object; it returns"
          + " at once", Caveat.Effect.UNSOUND);
    }
    if (unstarted || (timed && out.isEmpty())) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }
}
