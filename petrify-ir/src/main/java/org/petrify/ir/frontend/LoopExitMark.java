package org.petrify.ir.frontend;

/**
 * The mark on the exit of a bounded loop ({@link org.petrify.ir.pointsto.BoundedLoops}) whose
 * test stays a nondeterministic {@code jump}: the jump's exit target is a {@code skip} labelled
 * {@code exit<i>_<label>} ({@code i} the test's statement index in the Java method), followed
 * by a {@code goto} to the real exit. Every copy of the test (one per translation environment)
 * has its own label with the same {@code exit<i>} prefix, and the encoder keeps labels, so the
 * fairness of a check ({@code ProgramFairness} in the API) finds, per subnet, the jump
 * transitions into such skips of one loop and makes them one strongly fair group together with
 * the subnet's exceptional exits: a fair run that passes the test infinitely often leaves the
 * loop infinitely often, as every Java run does (the argument is in {@code BoundedLoops}).
 * The mark changes no behaviour: the skip only adds one step on the way out.
 */
public final class LoopExitMark {
  /** The prefix of a mark label. */
  public static final String PREFIX = "exit";

  private LoopExitMark() {}

  /** The label of the mark of loop test {@code i}, unique through {@code fresh}. */
  static String label(int i, String fresh) {
    return PREFIX + i + "_" + fresh;
  }

  /** The loop a mark label belongs to ({@code exit<i>}), or null if it is no mark. */
  public static String loopOf(String label) {
    if (label == null || !label.startsWith(PREFIX)) {
      return null;
    }
    int u = label.indexOf('_');
    if (u <= PREFIX.length()) {
      return null;
    }
    for (int k = PREFIX.length(); k < u; k++) {
      if (!Character.isDigit(label.charAt(k))) {
        return null;
      }
    }
    return label.substring(0, u);
  }
}
