package org.petrify.ir.frontend;

/**
 * Options of the translation.
 *
 * @param aliasPrecision how precisely objects are told apart (default: context-sensitive)
 * @param maxProcedures a budget on the number of rb procedures (method instances); exceeding it
 *     is a {@link FrontendException}, never an OutOfMemoryError
 * @param valueBound the most values an int field is tracked with exactly (see {@link
 *     TrackedValues}); values outside its range become nondeterministic (caveat IMPRECISE
 *     {@code value-bound}). At least 2; booleans and enums are always tracked exactly.
 */
public record FrontendOptions(AliasPrecision aliasPrecision, int maxProcedures,
    int valueBound) {

  /** The default {@link #valueBound()}. */
  public static final int DEFAULT_VALUE_BOUND = 8;

  /** The largest {@link #valueBound()} accepted. */
  public static final int MAX_VALUE_BOUND = 1024;

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
    if (valueBound < 2 || valueBound > MAX_VALUE_BOUND) {
      throw new IllegalArgumentException("valueBound must be in 2.." + MAX_VALUE_BOUND + ": "
          + valueBound);
    }
  }

  /** Context-sensitive aliasing, at most 20,000 procedures, ints tracked with 8 values. */
  public static FrontendOptions defaults() {
    return new FrontendOptions(AliasPrecision.CONTEXT_SENSITIVE, 20_000, DEFAULT_VALUE_BOUND);
  }

  public FrontendOptions withAliasPrecision(AliasPrecision precision) {
    return new FrontendOptions(precision, maxProcedures, valueBound);
  }

  public FrontendOptions withMaxProcedures(int max) {
    return new FrontendOptions(aliasPrecision, max, valueBound);
  }

  public FrontendOptions withValueBound(int bound) {
    return new FrontendOptions(aliasPrecision, maxProcedures, bound);
  }
}
