package org.petrify.api;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.petrify.ir.encode.HeldLock;
import org.petrify.ir.encode.ThreadState;
import org.petrify.ir.rb.Command;

/**
 * A thread of a dead marking that is stopped at an acquire of a lock it holds itself: Java
 * re-enters a lock its thread holds, so the net stops it there only because the lock's depth
 * reached the reentrancy bound (an acquire at the bound has no transition; UNSOUND caveat
 * {@code reentrancy-bound}). Such a dead state is no deadlock of the program, and the model
 * does not follow the program beyond the bound, so the check gives no verdict (INCONCLUSIVE)
 * rather than a VIOLATED that no run shows. A thread with several instances is skipped: they
 * share the held places, so the holder may be another instance, a real block.
 *
 * <p>(A release, wait or notification of a lock not held has transitions of its own that throw
 * {@code IllegalMonitorStateException}, the encoder's {@code UnheldRoutes}: no dead state has a
 * thread stopped there any more.)
 */
final class BoundedReentry {
  private BoundedReentry() {}

  /** The first single-instance thread stopped at an acquire of a lock it holds, if any. */
  static Optional<ThreadState> find(List<ThreadState> states, Predicate<String> multiInstance) {
    for (ThreadState s : states) {
      if (s.status() == ThreadState.Status.RUNNABLE || s.where() == null
          || multiInstance.test(s.thread())) {
        continue;
      }
      Command c = s.where().command();
      String lock = c instanceof Command.Acquire || c instanceof Command.TryAcquire
          ? Command.lockOf(c) : null;
      if (lock != null && s.held().stream().map(HeldLock::lock).anyMatch(lock::equals)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
