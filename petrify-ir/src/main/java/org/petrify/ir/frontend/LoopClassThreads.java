package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.CountedJoins;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * The procedure of a thread started in a counted loop whose trips fall into classes
 * ({@link ArgumentVariants#forLoopThread}): an instance claims a class when it starts and runs
 * that class's variant. Class {@code g} has a claim counter {@code claims.<thread>.<g>}
 * ({@link CountedJoins#claimCounter}) of capacity {@code sizes[g]}, initially 0. The instance
 * chooses a first class; {@code tryup} on its counter claims it, and when the class is full the
 * instance tries the next class, round the classes, and runs the entry's own procedure when
 * every class is full:
 *
 * <pre>
 *   jump r0_0 .. r(G-1)_0
 *   rg_s: tryup claims.t.((g+s) mod G) 1 else rg_(s+1)   (the last: else plain)
 *         call variant((g+s) mod G); goto exit
 *   plain: call entry
 * </pre>
 *
 * <p>Soundness. One class: every lambda object made at the capture site was made on some trip,
 * so its captured values give every test the class's outcomes, and the variant of the class's
 * first trip is the same commands as its own ({@link ParameterOutcomes}); an instance beyond
 * the claims runs the entry's procedure, which has every behaviour of every variant. Several
 * classes: the forking loop runs at most once per run and each of its lambda objects reaches
 * one thread, so at most {@code sizes[g]} started threads run a lambda of class {@code g}.
 * Take a Java run and let each instance, when it starts, choose its own class first: the
 * earlier claims of that class are by instances of that class, fewer than its size, so the
 * claim succeeds and the instance runs its own behaviour. Other choices only add runs (an
 * instance running another class's variant, or the entry's procedure). So every Java run is a
 * run of the model, and the number of instances is what the counters allow, which also bounds
 * the thread's unjoined instances ({@link CountedJoins#liveBound}).
 */
final class LoopClassThreads {
  private LoopClassThreads() {}

  static Procedure procedure(TranslationContext tc, String name,
      ArgumentVariants.LoopClassThread spec) {
    String thread = tc.threadId(spec.thread());
    Origin o = spec.thread().origin();
    int classes = spec.variants().size();
    for (int g = 0; g < classes; g++) {
      tc.juc().declareTranslatorCounter(new Counter(CountedJoins.claimCounter(thread, g),
          spec.sizes().get(g), 0, false));
    }
    List<Command> body = new ArrayList<>();
    List<String> firsts = new ArrayList<>();
    for (int g = 0; g < classes; g++) {
      firsts.add("r" + g + "_0");
    }
    if (classes > 1) {
      body.add(new Command.Jump("choose", firsts, o));
    }
    for (int g = 0; g < classes; g++) {
      for (int s = 0; s < classes; s++) {
        int c = (g + s) % classes;
        String failure = s + 1 < classes ? "r" + g + "_" + (s + 1) : "plain";
        body.add(new Command.TryUp("r" + g + "_" + s, CountedJoins.claimCounter(thread, c), 1,
            failure, o));
        body.add(new Command.Call("c" + g + "_" + s, spec.variants().get(c), o));
        body.add(new Command.Goto("x" + g + "_" + s, Procedure.EXIT, o));
      }
    }
    body.add(new Command.Call("plain", spec.plain(), o));
    return new Procedure(name, body);
  }

  /**
   * True if the instances of thread id {@code thread}, whose procedure is {@code name}, share
   * nothing in the net but their code and the places that count them: the procedures it runs
   * (its calls followed) park, test interrupts or hold depths, and use per-thread counters or
   * variables nowhere, and no command of the program unparks or interrupts it. A thread id's
   * instances are tokens on the same places; with that state out of the way, the only other
   * things they share are the join count (caveat {@code summary-thread-join}) and the depth of
   * a lock held to an unknown depth (caveat {@code summary-thread-reentrancy}), each reported
   * on its own, so the instances behave as that many independent copies of the code (the
   * counting abstraction of identical threads), and the generic {@code summary-thread} caveat
   * has nothing left to report.
   */
  static boolean instanceAgnostic(Program program, String name, String thread) {
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.Unpark u && u.thread().equals(thread)
            || c instanceof Command.Interrupt i && i.thread().equals(thread)) {
          return false;
        }
      }
    }
    java.util.Set<String> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(List.of(name));
    while (!work.isEmpty()) {
      String proc = work.poll();
      if (!seen.add(proc)) {
        continue;
      }
      Procedure p = program.procedures().stream().filter(q -> q.name().equals(proc))
          .findFirst().orElse(null);
      if (p == null) {
        return false;
      }
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          work.add(call.procedure());
        } else if (perThread(program, c)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean perThread(Program program, Command c) {
    String counter = c instanceof Command.Down d ? d.counter()
        : c instanceof Command.Up u ? u.counter()
        : c instanceof Command.TryDown d ? d.counter()
        : c instanceof Command.TryUp u ? u.counter()
        : c instanceof Command.Until u ? u.counter() : null;
    String variable = c instanceof Command.Assign a ? a.variable()
        : c instanceof Command.Switch s ? s.variable() : null;
    return c instanceof Command.Park || c instanceof Command.Interruptible
        || c instanceof Command.ClearInterrupt || c instanceof Command.HoldDepth
        || counter != null && perThreadCounter(program, counter)
        || variable != null && perThreadVariable(program, variable);
  }

  /** True if the counter is per-thread or not declared (then it is not known to be shared). */
  private static boolean perThreadCounter(Program program, String name) {
    try {
      return program.counter(name).perThread();
    } catch (IllegalArgumentException e) {
      return true;
    }
  }

  private static boolean perThreadVariable(Program program, String name) {
    try {
      return program.variable(name).perThread();
    } catch (IllegalArgumentException e) {
      return true;
    }
  }
}
