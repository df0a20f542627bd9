package org.petrify.ir.frontend;

/**
 * Options of the translation.
 *
 * @param aliasPrecision how precisely objects are told apart (default: context-sensitive)
 * @param maxProcedures a budget on the number of rb procedures (method instances); exceeding it
 *     is a {@link FrontendException}, never an OutOfMemoryError
 */
public record FrontendOptions(AliasPrecision aliasPrecision, int maxProcedures) {

  /** Precision of the points-to analysis that names locks, threads and heap locations. */
  public enum AliasPrecision {
    /** One abstract object per allocation site, one procedure per method. */
    ALLOCATION_SITE,
    /**
     * Allocation sites qualified by heap context: receiver identity for instance methods (plus
     * the call site for allocating ones), call strings of depth 3 for static methods; one
     * procedure per method and context. The default.
     */
    CONTEXT_SENSITIVE
  }

  public FrontendOptions {
    if (aliasPrecision == null) {
      throw new IllegalArgumentException("aliasPrecision is null");
    }
    if (maxProcedures < 1) {
      throw new IllegalArgumentException("maxProcedures must be positive: " + maxProcedures);
    }
  }

  /** Context-sensitive aliasing, at most 20,000 procedures. */
  public static FrontendOptions defaults() {
    return new FrontendOptions(AliasPrecision.CONTEXT_SENSITIVE, 20_000);
  }

  public FrontendOptions withAliasPrecision(AliasPrecision precision) {
    return new FrontendOptions(precision, maxProcedures);
  }

  public FrontendOptions withMaxProcedures(int max) {
    return new FrontendOptions(aliasPrecision, max);
  }
}
