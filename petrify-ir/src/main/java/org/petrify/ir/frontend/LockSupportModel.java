package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * {@code LockSupport}: see {@link #lockSupport}; {@code getBlocker} and the like do nothing.
 * Points-to: nothing.
 */
final class LockSupportModel implements LibraryModel {
  private final ModelContext mc;

  LockSupportModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals("java.util.concurrent.locks.LockSupport");
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    lockSupport(c.mi(), c.index(), c.inv(), c.name(), c.origin(), c.label(), out);
    return ModelContext.each(out);
  }

  /**
   * {@code LockSupport.park()} is {@code park}, {@code parkNanos}/{@code parkUntil} a timed
   * {@code park}; {@code unpark(t)} is {@code unpark} of each started thread (or the current
   * thread) {@code t} may be; an unpark of a thread never started does nothing.
   */
  private void lockSupport(MethodInstance mi, int index, AbstractInvokeExpr inv, String name,
      Origin origin, Supplier<String> label, List<Supplier<Command>> out) {
    if (name.startsWith("park")) {
      boolean timed = !name.equals("park");
      out.add(() -> new Command.Park(label.get(), timed, origin));
      return;
    }
    if (!name.equals("unpark")) {
      return;
    }
    List<AbstractObject> targets = new ArrayList<>();
    if (inv.getArgCount() == 1 && inv.getArg(0) instanceof Local l) {
      targets.addAll(mc.tc.pts().pointsTo(mi, index, l));
    }
    if (targets.isEmpty()) {
      mc.tc.caveat("unknown-thread", origin, "unpark of a thread with no abstract object; it does"
          + " nothing", Caveat.Effect.UNSOUND);
    }
    boolean none = true;
    for (AbstractObject t : targets) {
      if (mc.tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Unpark(label.get(), Command.Join.SELF, origin));
        none = false;
      } else if (mc.tc.pts().startedThreads().contains(t)) {
        String id = mc.tc.threadId(t);
        out.add(() -> new Command.Unpark(label.get(), id, origin));
        none = false;
        if (!startedBefore(mi, index, t)) {
          mc.tc.caveat("unpark-before-start", origin, "if this unpark of thread " + id + " runs"
              + " before the thread is started, the JVM drops the permit (HotSpot, checked on"
              + " JDK 25) but the model keeps it, so a later park of the thread returns in the"
              + " model and blocks on the JVM (no start of the thread is found before the"
              + " unpark in this method)", Caveat.Effect.UNSOUND);
        }
      }
    }
    if (none) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }
  /**
   * True if a statement of the same method that starts thread {@code t} (Thread.start, a
   * builder's start, ...) dominates statement {@code index}: the unpark certainly runs after
   * the start.
   */
  private boolean startedBefore(MethodInstance mi, int index, AbstractObject t) {
    org.petrify.ir.pointsto.MethodCode body = mc.tc.pts().body(mi);
    for (int j = 0; body != null && j < body.size(); j++) {
      if (j != index && mc.tc.pts().threadsStartedAt(mi, j).contains(t) && body.dominates(j, index)) {
        return true;
      }
    }
    return false;
  }
}
