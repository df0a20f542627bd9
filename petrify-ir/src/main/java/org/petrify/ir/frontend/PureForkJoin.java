package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.JdkForkJoin;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Fork/join families whose tasks are <em>pure</em> run sequentially, for the deadlock check:
 * each task runs inline where it is joined, and handing it to the pool does nothing. Recursive
 * divide-and-conquer (sums, array kernels) then needs no worker threads, whose number a
 * recursion does not bound.
 *
 * <p>A family ({@link ForkJoinModel}: counters {@code F.pending}, {@code F.done} of a name
 * starting with {@link JdkForkJoin#WORKER}{@code @}, and worker procedures that claim from
 * {@code F.pending}) is pure if the code its workers run (every procedure their calls reach)
 * has no command but {@code skip}, {@code goto}, {@code jump}, {@code read}, {@code write},
 * {@code call}, {@code raise}, {@code switch}, and the hand-overs and joins of pure families:
 * it takes no lock, waits for nothing but pure tasks, wakes, starts, parks or counts nothing,
 * and assigns no variable another thread may test (a greatest fixpoint over the families).
 *
 * <p>Soundness for deadlock: a pure task can block only in the join of a pure task; a join
 * whose task is still queued runs it, so a chain of such waits ends at a task that runs (a
 * cycle of joins among pure tasks, which needs a task to join an ancestor, is not covered).
 * So in a dead state no thread waits for a pure task, and the pure tasks' steps touch nothing
 * another thread observes: every run can be reordered to run each pure task in one go at its
 * join, where the joiner waits anyway, which is the sequential program's run; pure tasks never
 * joined leave no trace. The joiner's locks do not matter, since pure tasks take none. Not for
 * races (sequential runs hide the tasks' concurrent accesses) nor termination (an unjoined task
 * that never ends); those checks keep the model as it is.
 */
final class PureForkJoin {
  private PureForkJoin() {}

  /**
   * The caveats of a translation, with each UNSOUND {@code summary-fork-join} of a pure family
   * made IMPRECISE: a join that takes another task's end can hide no deadlock of pure tasks
   * (the deadlock check runs them sequentially, see the class comment); for races it only
   * returns early, which adds runs; for termination a pure task that never ends may stay
   * queued, unrun, behind a join that took another task's end (docs/limitations.md).
   */
  static List<Caveat> judged(Program program, List<Caveat> caveats) {
    Set<String> pure = pureFamilies(program, new HashMap<>());
    if (pure.isEmpty()) {
      return caveats;
    }
    List<Caveat> out = new ArrayList<>();
    for (Caveat c : caveats) {
      boolean ofPure = c.kind().equals("summary-fork-join")
          && c.effect() == Caveat.Effect.UNSOUND
          && pure.stream().anyMatch(f -> c.message().contains(f + ".pending "));
      out.add(ofPure ? new Caveat(c.kind(), c.where(), c.message() + " (its tasks are pure: the"
          + " deadlock check runs them sequentially where they are joined)",
          Caveat.Effect.IMPRECISE) : c);
    }
    return out;
  }

  /** The program with the pure families run sequentially (the same program if none is). */
  static Program sequential(Program program) {
    Map<String, String> familyOfWorker = new HashMap<>();
    Set<String> pure = pureFamilies(program, familyOfWorker);
    if (pure.isEmpty()) {
      return program;
    }
    String prefix = JdkForkJoin.WORKER + "@";
    List<Procedure> out = new ArrayList<>();
    for (Procedure p : program.procedures()) {
      if (pure.contains(familyOfWorker.get(p.name()))) {
        continue;
      }
      List<Command> body = new ArrayList<>();
      for (Command c : p.body()) {
        String family = familyOf(c, familyOfWorker, prefix);
        boolean handOverOrClaim = c instanceof Command.Up || c instanceof Command.Fork
            || c instanceof Command.TryDown || c instanceof Command.TryUp;
        body.add(family != null && pure.contains(family) && handOverOrClaim
            ? new Command.Skip(c.label(), c.origin()) : c);
      }
      out.add(new Procedure(p.name(), body));
    }
    return new Program(out, program.main(), program.variables(), program.counters());
  }

  /** The pure families of the program; fills {@code familyOfWorker} (worker procedure to family). */
  private static Set<String> pureFamilies(Program program, Map<String, String> familyOfWorker) {
    String prefix = JdkForkJoin.WORKER + "@";
    Map<String, Procedure> byName = new HashMap<>();
    program.procedures().forEach(p -> byName.put(p.name(), p));
    Map<String, List<Procedure>> workers = new HashMap<>();
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.TryDown t && t.counter().startsWith(prefix)
            && t.counter().endsWith(".pending") && p.name().startsWith("thread:" + prefix)) {
          String family = t.counter().substring(0, t.counter().length() - ".pending".length());
          familyOfWorker.put(p.name(), family);
          workers.computeIfAbsent(family, k -> new ArrayList<>()).add(p);
          break;
        }
      }
    }
    if (workers.isEmpty()) {
      return Set.of();
    }
    Set<String> pure = new HashSet<>(workers.keySet());
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String family : List.copyOf(pure)) {
        if (!runsOnlyPure(workers.get(family), byName, pure, familyOfWorker, prefix)) {
          pure.remove(family);
          changed = true;
        }
      }
    }
    return pure;
  }

  /** True if the workers' code and all it calls has only commands a pure family may have. */
  private static boolean runsOnlyPure(List<Procedure> roots, Map<String, Procedure> byName,
      Set<String> pure, Map<String, String> familyOfWorker, String prefix) {
    Set<String> seen = new HashSet<>();
    ArrayDeque<Procedure> work = new ArrayDeque<>(roots);
    roots.forEach(p -> seen.add(p.name()));
    while (!work.isEmpty()) {
      Procedure p = work.poll();
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          Procedure callee = byName.get(call.procedure());
          if (callee != null && seen.add(callee.name())) {
            work.add(callee);
          }
          continue;
        }
        if (c instanceof Command.Skip || c instanceof Command.Goto || c instanceof Command.Jump
            || c instanceof Command.Read || c instanceof Command.Write
            || c instanceof Command.Raise || c instanceof Command.Switch) {
          continue;
        }
        String family = familyOf(c, familyOfWorker, prefix);
        if (family == null || !pure.contains(family)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The family a fork/join command is about (its counter's or forked worker's), or null. */
  private static String familyOf(Command c, Map<String, String> familyOfWorker, String prefix) {
    String counter = null;
    if (c instanceof Command.Up u) {
      counter = u.counter();
    } else if (c instanceof Command.Down d) {
      counter = d.counter();
    } else if (c instanceof Command.TryDown t) {
      counter = t.counter();
    } else if (c instanceof Command.TryUp t) {
      counter = t.counter();
    } else if (c instanceof Command.Until u) {
      counter = u.counter();
    }
    if (counter != null) {
      if (!counter.startsWith(prefix)) {
        return null;
      }
      int dot = counter.lastIndexOf('.');
      String suffix = counter.substring(dot);
      return suffix.equals(".pending") || suffix.equals(".done") ? counter.substring(0, dot)
          : null;
    }
    return c instanceof Command.Fork f ? familyOfWorker.get(f.procedure()) : null;
  }
}
