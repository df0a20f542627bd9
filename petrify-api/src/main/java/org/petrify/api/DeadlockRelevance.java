package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.JvmExit;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Caveats judged by relevance for the deadlock check: an UNSOUND caveat makes a deadlock HOLDS
 * INCONCLUSIVE only if the construct it names could change that verdict. One rule so far:
 *
 * <p><b>One thread that never waits.</b> If the rb program forks no thread and contains no
 * command that can block ({@code wait}, {@code await}, {@code join}, {@code park},
 * {@code down}, {@code up}, {@code until}; {@code acquire} cannot block the only thread: rb
 * locks are reentrant), and every UNSOUND caveat is of a kind in {@link #LOCAL_KINDS}, those
 * caveats cannot change the deadlock verdict: a deadlock needs a thread blocked forever, which
 * in a program with one thread needs that thread to block on something. The constructs of
 * these kinds neither start a thread nor block: a monitor whose object is unknown (Java
 * monitors are reentrant, and no other thread of the program can hold it), a lock chosen among
 * several or standing for several objects (the same argument), data the model does not track
 * (it only decides which of the rb program's paths are taken, and no command on any path
 * blocks). The {@code up}s of {@code System.exit} ({@link JvmExit}) do not count as blocking:
 * the thread stops there only once the JVM has ended. Any other UNSOUND caveat (an unmodelled
 * library call, a library call-back, an unknown {@code Lock} — which may be a non-reentrant
 * one, such as a {@code StampedLock} view — an unreached handler whose code is not in the rb
 * program) may hide a thread start or a blocking call, so the rule does not apply at all when
 * one is present. The caveats the rule dismisses stay in the report as INFO, saying why.
 */
final class DeadlockRelevance {
  /** The caveat kinds whose constructs neither start a thread nor block (see the class comment). */
  static final Set<String> LOCAL_KINDS = Set.of("unknown-lock", "summary-lock", "lock-choice",
      "value-unknown", "value-race", "value-bound", "value-environments");

  private DeadlockRelevance() {}

  /**
   * The caveats of a deadlock check of {@code program}: {@code caveats} unchanged, except that
   * when the one-thread rule applies its UNSOUND caveats become INFO.
   */
  static List<Caveat> judge(Program program, List<Caveat> caveats) {
    if (program == null || !oneThreadNeverBlocks(program)) {
      return caveats;
    }
    for (Caveat c : caveats) {
      if (c.effect() == Caveat.Effect.UNSOUND && !isLocal(c)) {
        return caveats;
      }
    }
    List<Caveat> out = new ArrayList<>();
    for (Caveat c : caveats) {
      out.add(c.effect() == Caveat.Effect.UNSOUND ? new Caveat(c.kind(), c.where(),
          c.message() + " (cannot change the deadlock verdict: the program has one thread"
          + " and nothing in it blocks)", Caveat.Effect.INFO) : c);
    }
    return out;
  }

  /** True if the caveat is of a local kind; an unknown lock only if it is a monitor. */
  private static boolean isLocal(Caveat c) {
    if (!LOCAL_KINDS.contains(c.kind())) {
      return false;
    }
    return !c.kind().equals("unknown-lock")
        || !c.message().contains("lock of type java.util.concurrent.locks.");
  }

  /**
   * True if every command of every procedure is one that neither forks nor blocks the only
   * thread (a list of the kinds that do not, so that a command kind added later counts as
   * blocking until it is listed).
   */
  static boolean oneThreadNeverBlocks(Program program) {
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        boolean nonBlocking = c instanceof Command.Skip || c instanceof Command.Read
            || c instanceof Command.Write || c instanceof Command.Goto
            || c instanceof Command.Jump || c instanceof Command.Call
            || c instanceof Command.Acquire || c instanceof Command.TryAcquire
            || c instanceof Command.Release || c instanceof Command.Notify
            || c instanceof Command.NotifyAll || c instanceof Command.Signal
            || c instanceof Command.Unpark || c instanceof Command.TryDown
            || c instanceof Command.TryUp || c instanceof Command.Assign
            || c instanceof Command.Switch || c instanceof Command.HoldDepth
            || c instanceof Command.Up u && u.counter().equals(JvmExit.COUNTER);
        if (!nonBlocking) {
          return false;
        }
      }
    }
    return true;
  }
}
