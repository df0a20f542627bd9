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
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.Constant;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

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
 *
 * <p>{@code awaitAdvance(phase)} returns at once if the phaser is terminated or its phase is
 * no longer {@code phase}, else it waits until that phase advances. Where its argument is the
 * result of {@code getPhase}, {@code arrive} or {@code arriveAndDeregister} on the same phaser
 * object, computed by the statement right before it on a straight line (nothing but plain,
 * non-throwing local, constant and static field assignments between; see
 * {@link #pairedAwait}), it is modelled exactly: the earlier call registers its thread as a
 * waiter of the phase it saw, under the phaser's lock ({@code arrive} as
 * {@code arriveAndAwaitAdvance} does), and the await takes that waiter's {@code goP}. That is
 * Java's semantics: the await returns at once iff the phase advanced (or the phaser terminated)
 * since the earlier call, and the straight line guarantees every registered waiter awaits, so
 * no {@code goP} is left for a later waiter of the same parity. Such phasers have a 0/1 counter
 * {@code terminated}, set by the advance that finds no party registered (a phaser made with no
 * parties is not terminated: awaiting it blocks). Any other {@code awaitAdvance} either returns
 * at once or waits for the advance of the current phase, a free choice that contains both
 * outcomes of Java's (IMPRECISE caveat: the wait may be chosen for a phase the program had
 * already seen pass).
 */
final class PhaserModel implements LibraryModel {
  static final String PHASER = "java.util.concurrent.Phaser";

  private final ModelContext mc;
  /** Per phaser object id, the summed amounts of its register and bulkRegister sites. */
  private final Map<Integer, Integer> registrations = new HashMap<>();
  /** Per phaser object id, the number of its awaitAdvance sites. */
  private final Map<Integer, Integer> awaitSites = new HashMap<>();

  private final PhaserAdvance advance;

  PhaserModel(ModelContext mc) {
    this.mc = mc;
    this.advance = new PhaserAdvance(mc.tc);
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(PHASER);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (inv instanceof AbstractInstanceInvokeExpr ii && name.equals("awaitAdvance")
        && inv.getArgCount() == 1) { // also declared in a subclass: every object it may be on
      for (AbstractObject o : mc.tc.pts().pointsTo(mi, i, ii.getBase())) {
        awaitSites.merge(o.id(), 1, Integer::sum);
      }
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && isPhaserCall(inv)
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
      phaserCall(o, c, out);
    }
    return out;
  }

  private void phaserCall(AbstractObject o, Call c, List<Supplier<List<Command>>> out) {
    AbstractInvokeExpr inv = c.inv();
    String name = c.name();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    switch (name) {
      case "arrive", "arriveAndDeregister", "arriveAndAwaitAdvance" -> {
        Phaser ph = phaser(o, origin);
        boolean await = name.equals("arriveAndAwaitAdvance") || pairedAwait(c.mi(), c.index()) >= 0;
        boolean deregister = name.equals("arriveAndDeregister");
        PhaserAdvance.Hooks hooks = advance.hooks(c, o);
        out.add(() -> ph.arrival(await, deregister, hooks, label, origin));
      }
      case "getPhase" -> {
        if (pairedAwait(c.mi(), c.index()) >= 0) {
          Phaser ph = phaser(o, origin);
          out.add(() -> ph.observer(label, origin));
        }
      }
      case "awaitAdvance" -> {
        if (!pairedProducer(c.mi(), c.index())) {
          Phaser ph = phaser(o, origin);
          mc.tc.caveat("phaser", origin, "the phase awaited by Phaser.awaitAdvance is not the"
              + " result of getPhase or arrive right before it: it returns at once or waits"
              + " for the current phase to advance, whichever the phase it was given",
              Caveat.Effect.IMPRECISE);
          out.add(() -> ph.freeAwait(label, origin));
        }
      }
      case "register", "bulkRegister" -> {
        Phaser ph = phaser(o, origin);
        int amount = name.equals("register") ? 1 : mc.amountArg(inv, origin);
        out.add(() -> ph.registration(amount, label, origin));
      }
      case "awaitAdvanceInterruptibly", "forceTermination" -> mc.tc.caveat(
          "phaser", origin, "Phaser." + name + " is not modelled: it returns at once and"
          + " changes nothing (use arriveAndAwaitAdvance)", Caveat.Effect.UNSOUND);
      default -> {
        // getPhase, getRegisteredParties, isTerminated, ...: no synchronization
      }
    }
  }

  /**
   * The rb names of one phaser's lock and counters (see {@link #phaserCall}); {@code update}
   * is the lock of a phaser whose class overrides {@code onAdvance} (else null, see
   * {@link PhaserAdvance}).
   */
  private record Phaser(String lock, String registered, String unarrived, String phase,
      String[] waiting, String[] go, int capacity, String terminated, String update) {

    /**
     * {@code register}/{@code bulkRegister(amount)}: adds the parties to this phase, under the
     * lock; with an {@link #update} lock also under it (it waits for a running {@code
     * onAdvance}, as Java's does for the advance) and only if the phaser is not terminated.
     */
    List<Command> registration(int amount, Supplier<String> label, Origin origin) {
      List<Command> cs = new ArrayList<>();
      String out = label.get();
      String live = label.get();
      if (update != null) {
        cs.add(new Command.Acquire(label.get(), update, origin));
      }
      cs.add(new Command.Acquire(label.get(), lock, origin));
      if (update != null) {
        cs.add(new Command.TryDown(label.get(), terminated, 1, live, origin));
        cs.add(new Command.Up(label.get(), terminated, 1, origin));
        cs.add(new Command.Goto(label.get(), out, origin));
        cs.add(new Command.Skip(live, origin));
      }
      cs.add(new Command.Up(label.get(), registered, amount, origin));
      cs.add(new Command.Up(label.get(), unarrived, amount, origin));
      cs.add(new Command.Release(out, lock, origin));
      if (update != null) {
        cs.add(new Command.Release(label.get(), update, origin));
      }
      return cs;
    }

    /**
     * A thread that is no party registers as a waiter of the current phase (nothing if the
     * phaser is terminated), then waits for its go: {@code getPhase} followed by
     * {@code awaitAdvance} of its result.
     */
    List<Command> observer(Supplier<String> label, Origin origin) {
      List<Command> cs = new ArrayList<>();
      String live = label.get();
      String even = label.get();
      String end = label.get();
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.add(new Command.TryDown(label.get(), terminated, 1, live, origin));
      cs.add(new Command.Up(label.get(), terminated, 1, origin));
      cs.add(new Command.Release(label.get(), lock, origin));
      cs.add(new Command.Goto(label.get(), end, origin));
      cs.add(new Command.Skip(live, origin));
      cs.add(new Command.TryDown(label.get(), phase, 1, even, origin));
      cs.add(new Command.Up(label.get(), phase, 1, origin));
      cs.add(new Command.Up(label.get(), waiting[1], 1, origin));
      leave(cs, 1, true, false, label, end, origin);
      cs.add(new Command.Skip(even, origin));
      cs.add(new Command.Up(label.get(), waiting[0], 1, origin));
      leave(cs, 0, true, false, label, end, origin);
      cs.add(new Command.Skip(end, origin));
      return cs;
    }

    /** An await of an unknown phase: return at once, or wait as an {@link #observer}. */
    List<Command> freeAwait(Supplier<String> label, Origin origin) {
      List<Command> cs = new ArrayList<>();
      String wait = label.get();
      String end = label.get();
      cs.add(new Command.Jump(label.get(), List.of(end, wait), origin));
      cs.add(new Command.Skip(wait, origin));
      cs.addAll(observer(label, origin));
      cs.add(new Command.Skip(end, origin));
      return cs;
    }

    /**
     * One arrival: atomic under the lock (and {@link #update}); then, for an awaiting one, the
     * wait for its go. The last arrival runs one of {@code hooks} ({@code onAdvance}) first.
     */
    List<Command> arrival(boolean await, boolean deregister, PhaserAdvance.Hooks hooks,
        Supplier<String> label, Origin origin) {
      List<Command> cs = new ArrayList<>();
      String terminated = label.get();
      String even = label.get();
      String end = label.get();
      if (update != null) {
        cs.add(new Command.Acquire(label.get(), update, origin));
      }
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.add(new Command.TryDown(label.get(), unarrived, 1, terminated, origin));
      if (deregister) {
        cs.add(new Command.Down(label.get(), registered, 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), phase, 1, even, origin));
      parity(cs, 1, await, hooks, label, end, origin);
      cs.add(new Command.Skip(even, origin));
      parity(cs, 0, await, hooks, label, end, origin);
      cs.add(new Command.Release(terminated, lock, origin));
      if (update != null) {
        cs.add(new Command.Release(label.get(), update, origin));
      }
      cs.add(new Command.Skip(end, origin));
      return cs;
    }

    /**
     * The arrival in a phase of parity {@code p} (for p = 1 the parity counter has just been
     * taken down to test it, so it already reads "advanced" and is put back if not).
     */
    private void parity(List<Command> cs, int p, boolean await, PhaserAdvance.Hooks hooks,
        Supplier<String> label, String end, Origin origin) {
      String advance = label.get();
      if (await) {
        cs.add(new Command.Up(label.get(), waiting[p], 1, origin));
      }
      cs.add(new Command.TryDown(label.get(), unarrived, 1, advance, origin));
      cs.add(new Command.Up(label.get(), unarrived, 1, origin));
      if (p == 1) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      leave(cs, p, await, true, label, end, origin);
      cs.add(new Command.Skip(advance, origin));
      String refilled = label.get();
      if (update != null) {
        PhaserAdvance.runHook(cs, p, lock, phase, terminated, hooks, refilled, label, origin);
      }
      if (p == 0) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      String none = terminated == null ? refilled : label.get();
      for (int k = capacity; k >= 1; k--) {
        String next = k == 1 ? none : label.get();
        cs.add(new Command.TryDown(label.get(), registered, k, next, origin));
        cs.add(new Command.Up(label.get(), registered, k, origin));
        cs.add(new Command.Up(label.get(), unarrived, k, origin));
        cs.add(new Command.Goto(label.get(), refilled, origin));
        if (k > 1) {
          cs.add(new Command.Skip(next, origin));
        }
      }
      if (update != null) {
        cs.add(new Command.Skip(none, origin)); // onAdvance returned false: not terminated
      } else if (terminated != null) {
        cs.add(new Command.TryUp(none, terminated, 1, refilled, origin));
      }
      cs.add(new Command.Skip(refilled, origin));
      String move = label.get();
      String moved = label.get();
      cs.add(new Command.TryDown(move, waiting[p], 1, moved, origin));
      cs.add(new Command.Up(label.get(), go[p], 1, origin));
      cs.add(new Command.Goto(label.get(), move, origin));
      cs.add(new Command.Skip(moved, origin));
      leave(cs, p, await, true, label, end, origin);
    }

    private void leave(List<Command> cs, int p, boolean await, boolean updating,
        Supplier<String> label, String end, Origin origin) {
      cs.add(new Command.Release(label.get(), lock, origin));
      if (updating && update != null) {
        cs.add(new Command.Release(label.get(), update, origin));
      }
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
      mc.tc.caveat("phaser-generations", where, "the waiters of " + base + " are told apart by"
          + " the parity of their phase: a released waiter that resumes only after the phase"
          + " after next has begun may swap places with a waiter of that phase",
          Caveat.Effect.IMPRECISE);
      capacity = Math.max(1, parties + registrations().getOrDefault(o.id(), 0));
      int observers = awaitSites.getOrDefault(o.id(), 0);
      mc.declare(new Counter(registered, capacity, parties, true), o, where);
      mc.declare(new Counter(base + ".unarrived", capacity, parties, true), o, where);
      mc.declare(new Counter(base + ".phase", 1, 0, false), o, where);
      for (int p = 0; p < 2; p++) {
        mc.declare(new Counter(base + ".waiting" + p, capacity + observers, 0, true), o, where);
        mc.declare(new Counter(base + ".go" + p, capacity + observers, 0, true), o, where);
      }
      if (observers > 0 || advance.overrides(o)) {
        mc.declare(new Counter(base + ".terminated", 1, 0, false), o, where);
      }
    }
    capacity = mc.counter(registered).capacity();
    String terminated = mc.has(base + ".terminated") ? base + ".terminated" : null;
    return new Phaser(base + ".state", registered, base + ".unarrived", base + ".phase",
        new String[] {base + ".waiting0", base + ".waiting1"},
        new String[] {base + ".go0", base + ".go1"}, capacity, terminated,
        advance.overrides(o) ? base + ".update" : null);
  }

  private static boolean isPhaserCall(AbstractInvokeExpr inv) {
    return inv.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(PHASER);
  }

  /**
   * The index of the {@code awaitAdvance} statement that awaits the phase returned by the
   * {@code getPhase}/{@code arrive}/{@code arriveAndDeregister} call at {@code producer}, or
   * -1. It must be the first call after the producer, on a straight line
   * ({@link MethodCode#straightLine}) whose statements between only copy locals, constants or
   * static fields (none can throw), with the producer's result as its argument and the same
   * one phaser object as receiver. Then a thread that completes the producer always runs the
   * await next, with no step of its own between.
   */
  private int pairedAwait(MethodInstance mi, int producer) {
    MethodCode body = mc.tc.pts().body(mi);
    if (body == null || !(body.stmt(producer) instanceof JAssignStmt def)
        || !(def.getLeftOp() instanceof Local result)
        || !(MethodCode.invokeOf(def) instanceof AbstractInstanceInvokeExpr made)
        || !isPhaserCall(made)) {
      return -1;
    }
    for (int j = producer + 1; j < body.size(); j++) {
      Stmt s = body.stmt(j);
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null) {
        boolean awaits = inv instanceof AbstractInstanceInvokeExpr ii && isPhaserCall(ii)
            && ii.getMethodSignature().getName().equals("awaitAdvance")
            && ii.getArgCount() == 1 && ii.getArg(0).equals(result)
            && body.straightLine(producer, j)
            && sameSingleObject(mi, producer, made.getBase(), j, ii.getBase());
        return awaits ? j : -1;
      }
      if (!(s instanceof JAssignStmt copy) || copy.getLeftOp().equals(result)
          || !(copy.getLeftOp() instanceof Local) || !cannotThrow(copy.getRightOp(), mi, body)) {
        return -1;
      }
    }
    return -1;
  }

  /** True if the {@code awaitAdvance} at {@code await} is some producer's {@link #pairedAwait}. */
  private boolean pairedProducer(MethodInstance mi, int await) {
    MethodCode body = mc.tc.pts().body(mi);
    if (body == null) {
      return false;
    }
    for (int j = await - 1; j >= 0; j--) {
      if (MethodCode.invokeOf(body.stmt(j)) != null) {
        return pairedAwait(mi, j) == await;
      }
    }
    return false;
  }

  /**
   * True if reading {@code v} in {@code mi} cannot throw: a local, a constant, a field of
   * {@code this}, or a static field of the method's own class (initialised, or being
   * initialised by the running thread, since its method runs).
   */
  private static boolean cannotThrow(Value v, MethodInstance mi, MethodCode body) {
    return v instanceof Local || v instanceof Constant
        || v instanceof JInstanceFieldRef f && f.getBase().equals(body.thisLocal())
        || v instanceof JStaticFieldRef f && f.getFieldSignature().getDeclClassType()
            .equals(mi.method().getDeclaringClassType());
  }

  private boolean sameSingleObject(MethodInstance mi, int i, Local a, int j, Local b) {
    List<AbstractObject> first = mc.tc.pts().pointsTo(mi, i, a);
    return first.size() == 1 && first.equals(mc.tc.pts().pointsTo(mi, j, b));
  }


  private Map<Integer, Integer> registrations() {
    mc.observed();
    return registrations;
  }
}
