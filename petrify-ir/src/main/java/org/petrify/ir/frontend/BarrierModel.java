package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * {@code CyclicBarrier(n)}: counters {@code arrived} and {@code left} of capacity {@code n};
 * {@code await} is {@code up arrived 1; until arrived >= n; up left 1; trydown left n else
 * done; down arrived n; done:} — the last to leave resets the barrier, and an arrival of the
 * next round waits until then; a timed await may also return at once. The barrier action is
 * not run and {@code reset} is not modelled (UNSOUND caveats). Points-to: nothing.
 */
final class BarrierModel implements LibraryModel {
  static final String BARRIER = "java.util.concurrent.CyclicBarrier";

  private final ModelContext mc;

  BarrierModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(BARRIER);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    if (!c.name().equals("await")) {
      if (c.name().equals("reset")) {
        mc.tc.caveat("barrier", origin, "CyclicBarrier.reset is not modelled",
            Caveat.Effect.UNSOUND);
      }
      return out;
    }
    for (AbstractObject o : mc.receivers(c, BARRIER)) {
      int parties = parties(o, origin);
      String arrived = o.name() + ".arrived";
      String left = o.name() + ".left";
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Up(label.get(), arrived, 1, origin));
        cs.add(new Command.Until(label.get(), arrived, true, parties, origin));
        cs.add(new Command.Up(label.get(), left, 1, origin));
        String reset = label.get();
        String after = label.get();
        String done = label.get();
        cs.add(new Command.TryDown(reset, left, parties, done, origin));
        cs.add(new Command.Down(after, arrived, parties, origin));
        cs.add(new Command.Skip(done, origin));
        return cs;
      });
      if (c.params() > 0) {
        mc.tc.caveat("barrier-timeout", origin, "a timed CyclicBarrier.await may return at once;"
            + " the TimeoutException it then throws and the BrokenBarrierException of the other"
            + " parties are not modelled", Caveat.Effect.UNSOUND);
        out.add(() -> List.of(new Command.Skip(label.get(), origin)));
      }
    }
    return out;
  }

  private int parties(AbstractObject o, Origin where) {
    String arrived = o.name() + ".arrived";
    Counter c = mc.counter(arrived);
    if (c != null) {
      return c.capacity();
    }
    Integer parties = mc.constructorArg(o, 0);
    if (parties == null || parties < 1) {
      mc.tc.caveat("barrier", where, "the parties of " + o.name() + " are not a positive"
          + " constant; modelled as 1", Caveat.Effect.UNSOUND);
      parties = 1;
    }
    if (mc.constructorArgs(o).size() > 1) {
      mc.tc.caveat("barrier-action", where, "the barrier action of " + o.name() + " is not run"
          + " in the model", Caveat.Effect.UNSOUND);
    }
    mc.declare(new Counter(arrived, parties, 0, false), o, where);
    mc.declare(new Counter(o.name() + ".left", parties, 0, false), o, where);
    return parties;
  }
}
