package org.petrify.api;

import java.util.List;
import org.petrify.api.replay.Confirmation;

/**
 * The outcome of replaying a deadlock witness on the real JVM ({@link Analysis#confirm},
 * {@code petrify check --confirm}): the program was run under the agent's controlled scheduler,
 * which granted its locks in the witness's order and held each blocked thread before its
 * blocking acquisition, and then the JVM's own thread states and stacks were compared with the
 * report.
 *
 * @param outcome {@link Confirmation#CONFIRMED} when the JVM showed the reported threads blocked
 *     at the reported lines (and lock waiters waiting for locks of the reported holders);
 *     {@link Confirmation#NOT_CONFIRMED} when it did not (the witness may be spurious, or the
 *     program took a path the witness does not; {@link #reason} says which); {@link
 *     Confirmation#NOT_TRIED} when the witness cannot be replayed (no main class, threads with
 *     several instances, ...)
 * @param threads the blocked threads of the witness, by their report names
 * @param reason what the JVM showed (confirmed), or why not, or why no replay was tried
 * @param millis wall-clock time of the replay, 0 if none was run
 */
public record JvmReplay(Confirmation outcome, List<String> threads, String reason, long millis) {
  public JvmReplay {
    threads = List.copyOf(threads);
  }

  /** The report line, e.g. {@code reproduced on the JVM: threads A, B blocked as reported}. */
  public String text() {
    return switch (outcome) {
      case CONFIRMED -> "reproduced on the JVM: threads " + String.join(", ", threads)
          + " blocked as reported (" + reason + ")";
      case NOT_CONFIRMED -> "not reproduced (the witness may be spurious): " + reason;
      case NOT_TRIED -> "not replayed on the JVM: " + reason;
    };
  }
}
