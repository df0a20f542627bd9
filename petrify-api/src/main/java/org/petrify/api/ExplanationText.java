package org.petrify.api;

import java.util.List;
import org.petrify.ir.rb.ClassInitLock;

/** Renders explanations as text, after {@code jstack}'s deadlock report. */
final class ExplanationText {
  private ExplanationText() {}

  static String deadlock(Explanation.Deadlock d, boolean fullWitness) {
    StringBuilder s = new StringBuilder();
    s.append("Found one Java-level deadlock:\n");
    s.append("=============================\n");
    for (Explanation.BlockedThread t : d.threads()) {
      s.append('"').append(t.label()).append("\":\n");
      String init = initialisedClass(t);
      if (init != null) {
        s.append("  waiting for class ").append(init).append(" to be initialised")
            .append(t.heldBy() != null ? " by thread \"" + t.heldBy() + "\"" : "").append('\n');
      } else {
        s.append("  ").append(waiting(t)).append('\n');
      }
      if (t.heldBy() != null && init == null) {
        s.append("  which is held by \"").append(t.heldBy()).append("\"\n");
      }
    }
    s.append("\nJava stack information for the threads listed above:\n");
    s.append("===================================================\n");
    for (Explanation.BlockedThread t : d.threads()) {
      s.append('"').append(t.label()).append('"').append(created(t.createdAt())).append(":\n");
      List<SourceLocation> stack = t.stack();
      List<Explanation.HeldLock> holds = t.holds();
      boolean[] shown = new boolean[holds.size()];
      for (int i = 0; i < stack.size(); i++) {
        s.append("\tat ").append(stack.get(i).frame()).append('\n');
        if (i == 0) {
          s.append("\t- ").append(waiting(t)).append('\n');
        }
        // Like jstack, each lock is listed under the frame (method) that took it.
        for (int h = holds.size() - 1; h >= 0; h--) {
          if (!shown[h] && sameMethod(holds.get(h).acquiredAt(), stack.get(i))) {
            locked(s, holds.get(h));
            shown[h] = true;
          }
        }
      }
      for (int h = holds.size() - 1; h >= 0; h--) {
        if (!shown[h]) {
          locked(s, holds.get(h));
        }
      }
    }
    appendSteps(s, d.interleaving(), -1, fullWitness);
    return s.toString();
  }

  /**
   * In {@code jstack}'s words: "waiting to lock <L>" for a thread blocked on a lock (its {@code
   * waitingFor} is then {@code "lock <L>"}), else "waiting for" what blocks it; for a class
   * initialisation lock (see {@link ClassInitLock}), "waiting for class C to be initialised".
   */
  static String waiting(Explanation.BlockedThread t) {
    String init = initialisedClass(t);
    if (init != null) {
      return "waiting for class " + init + " to be initialised";
    }
    return (t.waits() == Explanation.Waits.LOCK ? "waiting to " : "waiting for ")
        + t.waitingFor();
  }

  /** The class whose initialisation lock (see {@link ClassInitLock}) a thread waits for, or null. */
  static String initialisedClass(Explanation.BlockedThread t) {
    return t.waits() == Explanation.Waits.LOCK && ClassInitLock.is(t.lock())
        ? ClassInitLock.className(t.lock()) : null;
  }

  /** {@code " (created at pkg.Cls.m(Cls.java:12))"}, or nothing when the site is unknown. */
  private static String created(SourceLocation at) {
    return at != null && at.isKnown() ? " (created at " + at.frame() + ")" : "";
  }

  private static boolean sameMethod(SourceLocation a, SourceLocation b) {
    return a.isKnown() && a.className().equals(b.className())
        && a.methodName().equals(b.methodName());
  }

  private static void locked(StringBuilder s, Explanation.HeldLock h) {
    if (ClassInitLock.is(h.lock())) {
      s.append("\t- initialising class ").append(ClassInitLock.className(h.lock()));
    } else {
      s.append("\t- locked <").append(h.lock()).append('>');
    }
    if (h.depth() > 1) {
      s.append(" (").append(h.depth()).append(" times)");
    }
    if (h.acquiredAt().isKnown()) {
      s.append(" at ").append(h.acquiredAt().frame());
    }
    s.append('\n');
  }

  static String nonTermination(Explanation.NonTermination n, boolean fullWitness) {
    StringBuilder s = new StringBuilder();
    s.append("Found an execution that never terminates:\n");
    s.append("=========================================\n");
    for (Explanation.LoopingThread t : n.threads()) {
      s.append('"').append(t.thread()).append('"').append(created(t.createdAt()))
          .append(" never finishes");
      if (n.loopStart() < 0) {
        s.append(": it is a worker of the thread pool used at ")
            .append(t.waitingAt().frame()).append(", which this run never shuts down; the worker"
            + " is not a daemon, waits for more tasks forever and keeps the JVM from exiting"
            + " (call shutdown() or close() when the tasks are done, on every path, e.g. in a"
            + " finally block)\n");
      } else if (!t.loop().isEmpty()) {
        s.append(", it loops through:\n");
        for (SourceLocation frame : t.loop()) {
          s.append("\tat ").append(frame.frame()).append('\n');
        }
      } else {
        s.append(", it waits at ")
            .append(t.waitingAt() != null ? t.waitingAt().frame() : "its exit")
            .append(" while others loop\n");
      }
    }
    appendSteps(s, n.interleaving(), n.loopStart(), fullWitness);
    return s.toString();
  }

  /**
   * The interleaving, one line per step of the concurrency skeleton and one per thread for each
   * run of other steps (every step if {@code fullWitness}).
   */
  private static void appendSteps(StringBuilder s, List<Step> steps, int loopStart,
      boolean fullWitness) {
    s.append("\nInterleaving that leads there:\n");
    if (steps.isEmpty()) {
      s.append("  (the initial state)\n");
    }
    List<WitnessLine> lines = fullWitness ? WitnessSummary.full(steps)
        : WitnessSummary.of(steps, loopStart);
    int loopLine = WitnessSummary.loopLine(steps, loopStart, lines);
    for (int i = 0; i < lines.size(); i++) {
      if (i == loopLine) {
        s.append("  -- from here on, repeated forever --\n");
      }
      s.append("  ").append(lines.get(i).text()).append('\n');
    }
  }
}
