package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * {@code CyclicBarrier(n)}: counters {@code arrived} and {@code left} of capacity {@code n};
 * {@code await} is {@code up arrived 1; until arrived >= n; up left 1; trydown left n else
 * done; down arrived n; done:} — the last to leave resets the barrier, and an arrival of the
 * next round waits until then; a timed await may also return at once. {@code reset} is not
 * modelled (UNSOUND caveat). Points-to: {@code await} calls back the action's {@code run()}.
 *
 * <p>The barrier action ({@code CyclicBarrier(n, action)}) runs once per round, before any
 * party returns from {@code await}: in Java the last party to arrive runs it, holding the
 * barrier's lock, before it wakes the others. The model lets one party of the round claim it
 * once all have arrived: {@code until arrived >= n; tryup action 1 else wait; call run; up
 * acted 1; goto leave; wait: until acted >= 1; leave: ...}, and the reset takes {@code action}
 * and {@code acted} back before {@code arrived}, so the next round (whose arrivals wait for
 * that reset) starts with the action unclaimed. Soundness: every Java run is a run of the model
 * (the last arrival is one of the parties that passed {@code until arrived >= n}, and it may
 * claim the action first; the others wait for {@code acted} as Java's parties wait for the
 * trip); the model also lets another party of the round run the action, which only adds runs.
 * Not modelled: an action that throws (Java breaks the barrier, the others get {@code
 * BrokenBarrierException}; here the exception ends the action and the round goes on, an
 * UNSOUND {@code barrier-action} caveat where the action may throw), and an action that is
 * not application code the points-to analysis resolves (not run, the same caveat).
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
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // dowait tests Thread.interrupted() under the barrier's lock before it counts.
    return sig.getName().equals("await") && matches(sig.getDeclClassType().getFullyQualifiedName(), List.of());
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
      List<String> actions = actions(c, o);
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Up(label.get(), arrived, 1, origin));
        cs.add(new Command.Until(label.get(), arrived, true, parties, origin));
        if (!actions.isEmpty()) {
          cs.addAll(runAction(o, actions, origin, label));
        }
        cs.add(new Command.Up(label.get(), left, 1, origin));
        String reset = label.get();
        String after = label.get();
        String done = label.get();
        cs.add(new Command.TryDown(reset, left, parties, done, origin));
        if (!actions.isEmpty()) {
          cs.add(new Command.Down(after, o.name() + ".action", 1, origin));
          cs.add(new Command.Down(label.get(), o.name() + ".acted", 1, origin));
          cs.add(new Command.Down(label.get(), arrived, parties, origin));
        } else {
          cs.add(new Command.Down(after, arrived, parties, origin));
        }
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
    mc.declare(new Counter(arrived, parties, 0, false), o, where);
    mc.declare(new Counter(o.name() + ".left", parties, 0, false), o, where);
    return parties;
  }

  /**
   * The procedures of the barrier action of {@code o} that this {@code await} may run (its
   * {@code run()} call-backs), or none if the barrier has no action. An action the call-backs do
   * not account for (not an application lambda or object) is not run: UNSOUND caveat. So is an
   * action that may throw (see the class comment).
   */
  private List<String> actions(Call c, AbstractObject o) {
    if (mc.constructorArgs(o).size() < 2) {
      return List.of();
    }
    List<AbstractObject> contents = mc.tc.pts().contents(o);
    List<String> names = new ArrayList<>();
    boolean throwing = false;
    for (MethodInstance cb : mc.tc.pts().callbacks(c.mi(), c.index())) {
      names.add(mc.tc.procedureName(cb));
      throwing |= mc.tc.mayThrow(cb);
    }
    boolean resolved = !contents.isEmpty() && !names.isEmpty()
        && contents.stream().allMatch(a -> BarrierBreaks.isApplicationCode(mc.tc.code(), a));
    if (!resolved) {
      mc.tc.caveat("barrier-action", c.origin(), "the barrier action of " + o.name() + " is"
          + " not application code the analysis resolves; it is not run in the model",
          Caveat.Effect.UNSOUND);
      return List.of();
    }
    if (throwing) {
      mc.tc.caveat("barrier-action", c.origin(), "the barrier action of " + o.name() + " may"
          + " throw; the broken barrier (BrokenBarrierException in the other parties) is not"
          + " modelled", Caveat.Effect.UNSOUND);
    }
    return names;
  }

  /**
   * {@code tryup action 1 else wait; (call a1 | ... | call ak); up acted 1; goto leave; wait:
   * until acted >= 1; leave: skip}: one party of the round runs the action, the others wait
   * for it to end.
   */
  private List<Command> runAction(AbstractObject o, List<String> actions, Origin origin,
      Supplier<String> label) {
    String action = o.name() + ".action";
    String acted = o.name() + ".acted";
    mc.declareIfAbsent(new Counter(action, 1, 0, false));
    mc.declareIfAbsent(new Counter(acted, 1, 0, false));
    List<Command> cs = new ArrayList<>();
    String claim = label.get();
    String wait = label.get();
    String leave = label.get();
    cs.add(new Command.TryUp(claim, action, 1, wait, origin));
    if (actions.size() == 1) {
      cs.add(new Command.Call(label.get(), actions.get(0), origin));
    } else {
      String after = label.get();
      List<String> targets = new ArrayList<>();
      List<Command> alts = new ArrayList<>();
      for (String a : actions) {
        String l = label.get();
        targets.add(l);
        alts.add(new Command.Call(l, a, origin));
        alts.add(new Command.Goto(label.get(), after, origin));
      }
      cs.add(new Command.Jump(label.get(), targets, origin));
      cs.addAll(alts);
      cs.add(new Command.Skip(after, origin));
    }
    cs.add(new Command.Up(label.get(), acted, 1, origin));
    cs.add(new Command.Goto(label.get(), leave, origin));
    cs.add(new Command.Until(wait, acted, true, 1, origin));
    cs.add(new Command.Skip(leave, origin));
    return cs;
  }
}
