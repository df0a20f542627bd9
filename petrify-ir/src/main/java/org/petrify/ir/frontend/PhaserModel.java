package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * A {@code Phaser} {@code p}: rb lock {@code <p>.state} makes each operation atomic (it is
 * never held while waiting); limit counters {@code registered} (the registered parties) and
 * {@code unarrived} (the parties still to arrive in this phase), both starting at the
 * constructor's parties, with room for every {@code register}/{@code bulkRegister} site;
 * counter {@code phase} (0 or 1) is the phase's parity; per parity P, {@code waitingP}
 * counts the {@code arriveAndAwaitAdvance} callers of the current phase and {@code goP}
 * the released ones that have not yet resumed. An arrival takes one unarrived party
 * ({@code arriveAndDeregister} also one registered); the last one advances: it flips the
 * parity, refills {@code unarrived} from {@code registered} (none left: the phaser is
 * terminated, and later arrivals return at once) and moves the waiters of the phase to
 * {@code goP}. A waiter then takes one {@code goP}. Waiters are told apart by parity only
 * (IMPRECISE caveat): a released waiter that resumes only after the phase after next has
 * begun may swap places with a waiter of that phase. Points-to: nothing.
 */
final class PhaserModel implements LibraryModel {
  static final String PHASER = "java.util.concurrent.Phaser";

  private final ModelContext mc;
  /** Per phaser object id, the summed amounts of its register and bulkRegister sites. */
  private final Map<Integer, Integer> registrations = new HashMap<>();

  PhaserModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(PHASER);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (inv instanceof AbstractInstanceInvokeExpr ii && inv.getMethodSignature().getDeclClassType()
        .getFullyQualifiedName().equals(PHASER)
        && (name.equals("register") || name.equals("bulkRegister"))) {
      int amount = name.equals("register") ? 1
          : ii.getArg(0) instanceof IntConstant c ? Math.max(c.getValue(), 1) : 1;
      for (AbstractObject o : mc.tc.pts().pointsTo(mi, i, ii.getBase())) {
        registrations.merge(o.id(), amount, Integer::sum);
      }
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject o : mc.receivers(c, PHASER)) {
      phaserCall(o, c.inv(), c.name(), c.origin(), c.label(), out);
    }
    return out;
  }

  private void phaserCall(AbstractObject o, AbstractInvokeExpr inv, String name, Origin origin,
      Supplier<String> label, List<Supplier<List<Command>>> out) {
    switch (name) {
      case "arrive", "arriveAndDeregister", "arriveAndAwaitAdvance" -> {
        Phaser ph = phaser(o, origin);
        boolean await = name.equals("arriveAndAwaitAdvance");
        boolean deregister = name.equals("arriveAndDeregister");
        out.add(() -> ph.arrival(await, deregister, label, origin));
      }
      case "register", "bulkRegister" -> {
        Phaser ph = phaser(o, origin);
        int amount = name.equals("register") ? 1 : mc.amountArg(inv, origin);
        out.add(() -> List.of(new Command.Acquire(label.get(), ph.lock, origin),
            new Command.Up(label.get(), ph.registered, amount, origin),
            new Command.Up(label.get(), ph.unarrived, amount, origin),
            new Command.Release(label.get(), ph.lock, origin)));
      }
      case "awaitAdvance", "awaitAdvanceInterruptibly", "forceTermination" -> mc.tc.caveat(
          "phaser", origin, "Phaser." + name + " is not modelled: it returns at once and"
          + " changes nothing (use arriveAndAwaitAdvance)", Caveat.Effect.UNSOUND);
      default -> {
        // getPhase, getRegisteredParties, isTerminated, ...: no synchronization
      }
    }
  }

  /** The rb names of one phaser's lock and counters (see {@link #phaserCall}). */
  private record Phaser(String lock, String registered, String unarrived, String phase,
      String[] waiting, String[] go, int capacity) {

    /** One arrival: atomic under the lock; then, for an awaiting one, the wait for its go. */
    List<Command> arrival(boolean await, boolean deregister, Supplier<String> label,
        Origin origin) {
      List<Command> cs = new ArrayList<>();
      String terminated = label.get();
      String even = label.get();
      String end = label.get();
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.add(new Command.TryDown(label.get(), unarrived, 1, terminated, origin));
      if (deregister) {
        cs.add(new Command.Down(label.get(), registered, 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), phase, 1, even, origin));
      parity(cs, 1, await, label, end, origin);
      cs.add(new Command.Skip(even, origin));
      parity(cs, 0, await, label, end, origin);
      cs.add(new Command.Release(terminated, lock, origin));
      cs.add(new Command.Skip(end, origin));
      return cs;
    }

    /**
     * The arrival in a phase of parity {@code p} (for p = 1 the parity counter has just been
     * taken down to test it, so it already reads "advanced" and is put back if not).
     */
    private void parity(List<Command> cs, int p, boolean await, Supplier<String> label,
        String end, Origin origin) {
      String advance = label.get();
      if (await) {
        cs.add(new Command.Up(label.get(), waiting[p], 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), unarrived, 1, advance, origin));
      cs.add(new Command.Up(label.get(), unarrived, 1, origin));
      if (p == 1) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      leave(cs, p, await, label, end, origin);
      cs.add(new Command.Skip(advance, origin));
      if (p == 0) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      String refilled = label.get();
      for (int k = capacity; k >= 1; k--) {
        String next = k == 1 ? refilled : label.get();
        cs.add(new Command.TryDown(label.get(), registered, k, next, origin));
        cs.add(new Command.Up(label.get(), registered, k, origin));
        cs.add(new Command.Up(label.get(), unarrived, k, origin));
        cs.add(new Command.Goto(label.get(), refilled, origin));
        if (k > 1) {
          cs.add(new Command.Skip(next, origin));
        }
      }
      cs.add(new Command.Skip(refilled, origin));
      String move = label.get();
      String moved = label.get();
      cs.add(new Command.TryDown(move, waiting[p], 1, moved, origin));
      cs.add(new Command.Up(label.get(), go[p], 1, origin));
      cs.add(new Command.Goto(label.get(), move, origin));
      cs.add(new Command.Skip(moved, origin));
      leave(cs, p, await, label, end, origin);
    }

    private void leave(List<Command> cs, int p, boolean await, Supplier<String> label,
        String end, Origin origin) {
      cs.add(new Command.Release(label.get(), lock, origin));
      if (await) {
        cs.add(new Command.Down(label.get(), go[p], 1, origin));
      }
      cs.add(new Command.Goto(label.get(), end, origin));
    }
  }

  private Phaser phaser(AbstractObject o, Origin where) {
    String base = o.name();
    String registered = base + ".registered";
    List<Integer> args = mc.constructorArgs(o);
    int capacity;
    if (!mc.has(registered)) {
      boolean tiered = args.size() == 2 || args.size() == 1 && args.get(0) == null;
      Integer parties = args.isEmpty() || args.size() == 1 && tiered ? Integer.valueOf(0)
          : args.get(args.size() - 1);
      if (tiered) {
        mc.tc.caveat("phaser", where, "the parent of " + base + " is not modelled (tiered"
            + " phasers): it advances on its own", Caveat.Effect.UNSOUND);
      }
      if (parties == null || parties < 0) {
        mc.tc.caveat("phaser", where, "the parties of " + base + " are not a constant; modelled"
            + " as 1", Caveat.Effect.UNSOUND);
        parties = 1;
      }
      if (!o.type().equals(PHASER)) {
        mc.tc.caveat("phaser-advance", where, o.type() + ".onAdvance is not run: its phasers"
            + " terminate only when no party is registered", Caveat.Effect.UNSOUND);
      }
      mc.tc.caveat("phaser-generations", where, "the waiters of " + base + " are told apart by"
          + " the parity of their phase: a released waiter that resumes only after the phase"
          + " after next has begun may swap places with a waiter of that phase",
          Caveat.Effect.IMPRECISE);
      capacity = Math.max(1, parties + registrations().getOrDefault(o.id(), 0));
      mc.declare(new Counter(registered, capacity, parties, true), o, where);
      mc.declare(new Counter(base + ".unarrived", capacity, parties, true), o, where);
      mc.declare(new Counter(base + ".phase", 1, 0, false), o, where);
      for (int p = 0; p < 2; p++) {
        mc.declare(new Counter(base + ".waiting" + p, capacity, 0, true), o, where);
        mc.declare(new Counter(base + ".go" + p, capacity, 0, true), o, where);
      }
    }
    capacity = mc.counter(registered).capacity();
    return new Phaser(base + ".state", registered, base + ".unarrived", base + ".phase",
        new String[] {base + ".waiting0", base + ".waiting1"},
        new String[] {base + ".go0", base + ".go1"}, capacity);
  }


  private Map<Integer, Integer> registrations() {
    mc.observed();
    return registrations;
  }
}
