package org.petrify.api;

import java.util.Optional;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;

/**
 * The first start, along a witness, of a thread whose run target the model does not know (its
 * procedure is a {@link Procedure#UNKNOWN_TARGET_THREAD} one, reported by an UNSOUND {@code
 * empty-thread} caveat). Such a thread does nothing in the model, but on the JVM it runs some
 * code: it may take or release locks, signal, count down, or start other threads. A violation
 * whose witness starts one may hang on something that thread would do (the service thread of
 * a Guava {@code AbstractExecutionThreadService} made by a factory the model cannot follow
 * never signals "running"), so it is no evidence of a violation of the program: the check
 * gives no verdict (INCONCLUSIVE) and names the thread. A witness that never starts one does
 * not depend on what it would run (it never reaches the start), and keeps its verdict. The
 * same holds for the thread a library call forks where the JDK may run application code the
 * model drops ({@link Procedure#DROPPED_CALLBACK_THREAD}, a {@code library-callback} caveat):
 * hooks such as {@code ThreadPoolExecutor.terminated}, a {@code SubmissionPublisher}'s consumer.
 */
final class UnknownThreadStarts {
  private UnknownThreadStarts() {}

  /**
   * The first fork of an unknown-target thread among the witness's transitions, if any: of a
   * thread the program starts, else of a dropped-code thread.
   */
  static Optional<NodeInfo> find(NetOrigins origins, int[] witness) {
    NodeInfo dropped = null;
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      if (info != null && info.command() instanceof Command.Fork f
          && f.procedure().startsWith(Procedure.UNKNOWN_TARGET_THREAD)) {
        if (!f.thread().startsWith(Procedure.DROPPED_CALLBACK_THREAD)) {
          return Optional.of(info);
        }
        dropped = dropped == null ? info : dropped;
      }
    }
    return Optional.ofNullable(dropped);
  }
}
