package org.petrify.api;

import java.util.List;
import java.util.Optional;
import org.petrify.ir.encode.ThreadState;
import org.petrify.ir.rb.Command;

/**
 * A thread of a dead marking that is stuck at a {@code release}, {@code wait}, {@code await},
 * {@code notify}, {@code notifyAll} or {@code signal}: the net gives those commands a
 * transition only while the thread holds the lock (at a depth the net tracks), so a thread
 * stuck there does not hold it. Java never blocks there: it throws
 * {@code IllegalMonitorStateException}. A dead state with such a thread is therefore not a
 * deadlock of the program, and since the model does not follow the exception, the check gives
 * no verdict (INCONCLUSIVE) rather than a VIOLATED that no run shows. (A lock held deeper than
 * the reentrancy bound also has no release transition; that case carries its own UNSOUND
 * caveat.)
 */
final class UnheldMonitor {
  private UnheldMonitor() {}

  /** The first thread stuck at a command that needs a lock it does not hold, if any. */
  static Optional<ThreadState> find(List<ThreadState> states) {
    for (ThreadState s : states) {
      if (s.status() != ThreadState.Status.STUCK || s.where() == null) {
        continue;
      }
      Command c = s.where().command();
      if (c instanceof Command.Release || c instanceof Command.Wait
          || c instanceof Command.Await || c instanceof Command.Notify
          || c instanceof Command.NotifyAll || c instanceof Command.Signal) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
