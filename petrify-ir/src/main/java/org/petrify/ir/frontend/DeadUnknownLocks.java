package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Drops the {@code unknown-lock} caveats of lock operations that no reachable procedure of the
 * finished rb program performs.
 *
 * <p>Every method instance the points-to analysis reaches is translated, also one whose calls
 * the translation itself decides away (a pattern {@code switch} case that the subject's classes
 * rule out, {@link TypeSwitches}; a branch decided by pinned values): such an instance may lock
 * an argument that has no abstract object there, because nothing flows into it on a path no run
 * takes, and reports {@code unknown-lock}. The caveat is kept when a procedure reachable from
 * the program's entry (through {@code call} and {@code fork}) has a lock command on an unknown
 * lock ({@code ?type}) at the caveat's Java frame; otherwise it is dropped.
 *
 * <p>Sound: the caveat says that the lock command it names stands for every unknown lock at
 * once. If no reachable procedure has a lock command at that frame on an unknown lock, no run
 * of the model performs it, and since the translation only leaves out calls no Java run makes,
 * no Java run performs it either: the approximation it warns about is never used.
 */
final class DeadUnknownLocks {
  private static final String KIND = "unknown-lock";

  private DeadUnknownLocks() {}

  /** {@code caveats} without the unknown-lock caveats no reachable lock command bears out. */
  static List<Caveat> judged(Program program, List<Caveat> caveats) {
    if (caveats.stream().noneMatch(c -> c.kind().equals(KIND))) {
      return caveats;
    }
    Set<String> frames = unknownLockFrames(program);
    List<Caveat> out = new ArrayList<>(caveats.size());
    for (Caveat c : caveats) {
      if (!c.kind().equals(KIND) || frames.contains(c.where().frame())) {
        out.add(c);
      }
    }
    return out;
  }

  /** The frames of the lock commands on unknown locks in procedures reachable from the entry. */
  private static Set<String> unknownLockFrames(Program program) {
    Map<String, Procedure> byName = new HashMap<>();
    program.procedures().forEach(p -> byName.put(p.name(), p));
    Set<String> seen = new HashSet<>();
    ArrayDeque<String> work = new ArrayDeque<>(List.of(program.main()));
    Set<String> frames = new HashSet<>();
    while (!work.isEmpty()) {
      String name = work.pop();
      Procedure p = seen.add(name) ? byName.get(name) : null;
      if (p == null) {
        continue;
      }
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          work.push(call.procedure());
        } else if (c instanceof Command.Fork fork) {
          work.push(fork.procedure());
        }
        String lock = Command.lockOf(c);
        if (lock != null && lock.startsWith("?")) {
          frames.add(c.origin().frame());
        }
      }
    }
    return frames;
  }
}
