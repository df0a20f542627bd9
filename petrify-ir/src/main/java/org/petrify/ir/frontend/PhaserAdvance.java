package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * {@code onAdvance(phase, registeredParties)} of an application subclass of {@code Phaser}.
 * Java (JDK 8 to 25, {@code Phaser.doArrive} and {@code arriveAndAwaitAdvance}) runs it in
 * the thread of the last party to arrive in a phase, with that thread's locks held, after its
 * arrival has counted (no party of the phase is left to arrive) and before the phase advances;
 * the phaser takes no lock meanwhile, so other threads read the old phase ({@code getPhase},
 * {@code awaitAdvance}) and a {@code register} waits until the advance. If it returns true the
 * phaser terminates: the phase advances, its waiters are released, later arrivals and awaits
 * return at once and registrations do nothing. If it returns false the next phase starts with
 * the registered parties, and with none left the phaser is empty but not terminated.
 *
 * <p>The model ({@link PhaserModel}): a phaser whose class overrides {@code onAdvance} has a
 * second rb lock {@code <p>.update}, taken around each arrival and registration (outside the
 * state lock, and released before an arrival waits), so arrivals and registrations stay atomic
 * while the last arrival releases the state lock, calls the override's procedure, and takes
 * the state lock back; observers take only the state lock and see the old phase meanwhile. The
 * result is tracked only where every reached override returns one constant ({@link
 * ConstantResults#returned}): after the call the advance terminates the phaser (no refill,
 * counter {@code terminated} set) if the hook returns true, refills the next phase (none left:
 * not terminated) if it returns false, and otherwise chooses freely between the two, which
 * contains both of Java's outcomes.
 *
 * <p>Soundness: every run of Java has a run of the model in the same order of steps (the
 * update lock orders only arrivals and registrations, which Java orders by its state word; an
 * arrival during the hook, more arrivals than parties, is left to the {@code
 * IllegalStateException} caveat of the phaser model). The procedure is the override's instance
 * the points-to analysis reached at the arrival with the phaser as receiver; an override it did
 * not reach there, one that may throw (Java: the phase never advances and the arrival
 * throws), and one whose own body registers parties (Java: the register waits for the advance
 * it is part of, forever; the model, whose locks are reentrant, adds them) keep an UNSOUND
 * {@code phaser-advance} caveat.
 */
final class PhaserAdvance {
  static final String HOOK = "boolean onAdvance(int,int)";

  /**
   * The hook procedures an arrival may run (one of them, none if empty) and the outcomes of
   * the advance after it: terminate the phaser, go on to the next phase.
   */
  record Hooks(List<String> procedures, boolean mayTerminate, boolean mayContinue) {
    static final Hooks NONE = new Hooks(List.of(), true, true);
  }

  private final TranslationContext tc;
  private final Map<Integer, Boolean> overrides = new HashMap<>();

  PhaserAdvance(TranslationContext tc) {
    this.tc = tc;
  }

  /** True if the phaser object's class is an application class that overrides the hook. */
  boolean overrides(AbstractObject phaser) {
    return overrides.computeIfAbsent(phaser.id(), k -> override(phaser));
  }

  private boolean override(AbstractObject phaser) {
    return HookOverrides.of(tc, phaser, HOOK).isPresent();
  }

  /**
   * The procedures of the hook the arrival {@code c} on {@code phaser} may run: the call-backs
   * of the call that are the hook with the phaser as receiver (none if its class does not
   * override it). Caveats where none was reached or one may throw.
   */
  Hooks hooks(LibraryModel.Call c, AbstractObject phaser) {
    if (!overrides(phaser)) {
      return Hooks.NONE;
    }
    List<MethodInstance> reached = new ArrayList<>();
    for (MethodInstance cb : tc.pts().callbacks(c.mi(), c.index())) {
      if (cb.method().getSubSignature().toString().equals(HOOK)
          && tc.pts().receiversOf(cb).contains(phaser)) {
        reached.add(cb);
      }
    }
    if (reached.isEmpty()) {
      // an arrival by method reference (new Thread(p::arriveAndAwaitAdvance)) has no call-backs
      // of its own: the override's instance for this receiver reached elsewhere
      MethodInstance any = HookOverrides.reached(tc, phaser,
          HookOverrides.of(tc, phaser, HOOK).orElseThrow());
      if (any != null) {
        reached.add(any);
      }
    }
    List<String> out = new ArrayList<>();
    Set<Integer> results = new HashSet<>();
    for (MethodInstance cb : reached) {
      out.add(tc.procedureName(cb));
      results.add(ConstantResults.returned(tc.pts().body(cb)));
      if (registers(cb)) {
        tc.caveat("phaser-advance", c.origin(), phaser.type() + ".onAdvance calls register or"
            + " bulkRegister: Java then waits forever for the advance it is part of; the model"
            + " adds the parties", Caveat.Effect.UNSOUND);
      }
      if (tc.mayThrow(cb)) {
        tc.caveat("phaser-advance", c.origin(), phaser.type() + ".onAdvance may throw: Java"
            + " then never advances the phase and the arrival throws; the model advances",
            Caveat.Effect.UNSOUND);
      }
    }
    if (out.isEmpty()) {
      tc.caveat("phaser-advance", c.origin(), phaser.type() + ".onAdvance is not run at this"
          + " arrival (the analysis did not reach it with the phaser as receiver): the phaser"
          + " terminates only when no party is registered", Caveat.Effect.UNSOUND);
      return Hooks.NONE;
    }
    boolean known = !results.contains(null);
    return new Hooks(out, !known || results.contains(1), !known || results.contains(0));
  }

  /**
   * True if the hook's own body calls {@code register} or {@code bulkRegister} declared in
   * {@code Phaser} or a subclass (javac names the hook's class for {@code this.register()}).
   */
  private boolean registers(MethodInstance hook) {
    MethodCode body = tc.pts().body(hook);
    for (int i = 0; body != null && i < body.size(); i++) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
      if (inv != null && (inv.getMethodSignature().getName().equals("register")
          || inv.getMethodSignature().getName().equals("bulkRegister"))
          && tc.code().isSubtype(inv.getMethodSignature().getDeclClassType(),
              tc.code().classType(PhaserModel.PHASER))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The commands of the last arrival before it advances a phase of parity {@code p}, which it
   * entered holding {@code lock} (for p = 1 the {@code phase} counter has been taken down to
   * test it, and is put back while the hook runs): release the lock, run one of {@code hooks},
   * take the lock back, then either go on to refill the next phase or terminate the phaser
   * (set {@code terminated}, go to {@code refilled}), as the hooks' {@link Hooks} outcomes
   * allow. Nothing but the choice if no hook was reached.
   */
  static void runHook(List<Command> cs, int p, String lock, String phase, String terminated,
      Hooks hooks, String refilled, Supplier<String> label, Origin origin) {
    if (!hooks.procedures().isEmpty()) {
      if (p == 1) {
        cs.add(new Command.Up(label.get(), phase, 1, origin));
      }
      cs.add(new Command.Release(label.get(), lock, origin));
      cs.addAll(PoolHooks.run(hooks.procedures(), false, label, origin));
      cs.add(new Command.Acquire(label.get(), lock, origin));
      if (p == 1) {
        cs.add(new Command.Down(label.get(), phase, 1, origin));
      }
    }
    String keep = label.get();
    String stop = label.get();
    String stopped = label.get();
    if (!hooks.mayContinue()) {
      cs.add(new Command.Goto(label.get(), stop, origin));
    } else if (hooks.mayTerminate()) {
      cs.add(new Command.Jump(label.get(), List.of(keep, stop), origin));
    } else {
      cs.add(new Command.Goto(label.get(), keep, origin));
    }
    cs.add(new Command.Skip(stop, origin));
    cs.add(new Command.TryUp(label.get(), terminated, 1, stopped, origin));
    cs.add(new Command.Skip(stopped, origin));
    if (p == 0) {
      cs.add(new Command.Up(label.get(), phase, 1, origin));
    }
    cs.add(new Command.Goto(label.get(), refilled, origin));
    cs.add(new Command.Skip(keep, origin));
  }
}
