package org.petrify.ir.frontend;

/**
 * The mark on the failure of a compare-and-set whose expected value is a fresh read of the
 * same object ({@link FreshCasReads}): the failure continues through a {@code skip} labelled
 * {@code casfail<fresh>@<variable>} ({@code variable} the rb variable of the object's value),
 * then a {@code goto} to where the failure continues. The encoder keeps labels, so the
 * fairness of a check ({@code CasRetryFairness} in the API) finds, per variable, the
 * transitions of these skips and makes them the trigger of a response whose answer is every
 * assignment of the variable: a fair run fails such a compare-and-set infinitely often only if
 * it changes the value infinitely often, as every Java run does (the argument is in
 * {@link FreshCasReads}). The mark changes no behaviour: it only adds one step to a failure.
 */
public final class CasFailureMark {
  /** The prefix of a mark label. */
  public static final String PREFIX = "casfail";

  private CasFailureMark() {}

  /** The label of a mark of a failure on {@code variable}, unique through {@code fresh}. */
  static String label(String variable, String fresh) {
    return PREFIX + fresh + "@" + variable;
  }

  /** The variable a mark label names, or null if the label is no mark. */
  public static String variableOf(String label) {
    if (label == null || !label.startsWith(PREFIX)) {
      return null;
    }
    int at = label.indexOf('@', PREFIX.length());
    return at < 0 || at == label.length() - 1 ? null : label.substring(at + 1);
  }
}
