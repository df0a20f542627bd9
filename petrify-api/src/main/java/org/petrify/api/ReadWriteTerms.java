package org.petrify.api;

import java.util.Optional;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * What a thread blocked in the model of a {@code ReentrantReadWriteLock} waits for, in Java
 * terms. The frontend names the model's rb lock and counters {@code <rw>.write},
 * {@code <rw>.readers}, {@code <rw>.rholds} and {@code <rw>.wholds}, {@code <rw>} being the
 * abstract object (its name starts with the class name); a read acquire is the only acquire of
 * {@code <rw>.write} followed by {@code up <rw>.rholds 1}. Names that do not follow this
 * pattern get no description (the generic one applies).
 */
final class ReadWriteTerms {
  private static final String CLASS = "java.util.concurrent.locks.ReentrantReadWriteLock";

  private final Program program;
  private final LockLabels locks;

  ReadWriteTerms(Program program, LockLabels locks) {
    this.program = program;
    this.locks = locks;
  }

  /** The read-write lock an rb lock or counter name belongs to, with its role, or empty. */
  private static Optional<String[]> split(String name) {
    int dot = name == null ? -1 : name.lastIndexOf('.');
    if (dot < 0 || !name.startsWith(CLASS)) {
      return Optional.empty();
    }
    return Optional.of(new String[] {name.substring(0, dot), name.substring(dot + 1)});
  }

  /** For a thread blocked at {@code where} on lock {@code lock}: what it waits for, or empty. */
  Optional<Explanation.WaitingFor> blockedOnLock(NodeInfo where, String lock) {
    return split(lock).filter(p -> p[1].equals("write")).map(p -> new Explanation.WaitingFor(
        isReadAcquire(where, p[0]) ? Explanation.WaitingFor.Reason.READ_LOCK
            : Explanation.WaitingFor.Reason.WRITE_LOCK, locks.shown(p[0])));
  }

  /** For a thread blocked at a counter command: what it waits for, or empty. */
  Optional<Explanation.WaitingFor> blockedOnCounter(Command c) {
    Optional<String[]> p = split(Command.counterOf(c));
    if (p.isEmpty()) {
      return Optional.empty();
    }
    String rw = locks.shown(p.get()[0]);
    Explanation.WaitingFor.Reason reason = switch (p.get()[1]) {
      case "readers" -> c instanceof Command.Until
          ? Explanation.WaitingFor.Reason.READ_HOLDS_RELEASED : null;
      case "rholds" -> c instanceof Command.Down
          ? Explanation.WaitingFor.Reason.READ_HOLD_TO_UNLOCK : null;
      case "wholds" -> c instanceof Command.Down
          ? Explanation.WaitingFor.Reason.WRITE_HOLD_TO_UNLOCK : null;
      default -> null;
    };
    return Optional.ofNullable(reason).map(r -> new Explanation.WaitingFor(r, rw));
  }

  private boolean isReadAcquire(NodeInfo where, String rw) {
    if (where == null || where.subnet() == null || where.label() == null) {
      return false;
    }
    int i;
    Procedure p;
    try {
      p = program.procedure(where.subnet().procedure());
      i = p.indexOf(where.label());
    } catch (IllegalArgumentException e) {
      return false;
    }
    return i + 1 < p.body().size()
        && p.body().get(i + 1) instanceof Command.Up u && u.counter().equals(rw + ".rholds");
  }
}
