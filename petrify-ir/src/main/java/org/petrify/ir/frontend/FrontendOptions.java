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
 * @param release the Java release multi-release jars are read at ({@code META-INF/versions/N}
 *     entries up to it replace the base entries), 8 up to the running JDK's; 0 for the running
 *     JDK's release, as {@code java -jar} would run them
 * @param demandDriven translate only the method instances that may be in the concurrency
 *     skeleton ({@link DemandSet}; the others become stubs that {@link Skeleton} slices the
 *     same way); for programs that are then cut to their skeleton (deadlock, termination,
 *     livelock), never for the whole program (nets, races), which needs every access. Off by
 *     default.
 */
public record FrontendOptions(AliasPrecision aliasPrecision, int maxProcedures,
    int valueBound, int release, boolean demandDriven) {

  /** Options translating every reachable method instance. */
  public FrontendOptions(AliasPrecision aliasPrecision, int maxProcedures, int valueBound,
      int release) {
    this(aliasPrecision, maxProcedures, valueBound, release, false);
  }

  /** Options reading multi-release jars at the running JDK's release. */
  public FrontendOptions(AliasPrecision aliasPrecision, int maxProcedures, int valueBound) {
    this(aliasPrecision, maxProcedures, valueBound, 0);
  }

  /** The oldest release {@link #release()} accepts (multi-release jars came with Java 9). */
  public static final int MIN_RELEASE = 8;

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
    if (release != 0 && (release < MIN_RELEASE || release > Runtime.version().feature())) {
      throw new IllegalArgumentException("release must be in " + MIN_RELEASE + ".."
          + Runtime.version().feature() + " (the running JDK's): " + release);
    }
  }

  /** The release multi-release jars are read at: {@link #release()}, or the running JDK's. */
  public int effectiveRelease() {
    return release == 0 ? Runtime.version().feature() : release;
  }

  /** Context-sensitive aliasing, at most 20,000 procedures, ints tracked with 8 values. */
  public static FrontendOptions defaults() {
    return new FrontendOptions(AliasPrecision.CONTEXT_SENSITIVE, 20_000, DEFAULT_VALUE_BOUND, 0);
  }

  public FrontendOptions withAliasPrecision(AliasPrecision precision) {
    return new FrontendOptions(precision, maxProcedures, valueBound, release, demandDriven);
  }

  public FrontendOptions withMaxProcedures(int max) {
    return new FrontendOptions(aliasPrecision, max, valueBound, release, demandDriven);
  }

  public FrontendOptions withValueBound(int bound) {
    return new FrontendOptions(aliasPrecision, maxProcedures, bound, release, demandDriven);
  }

  /** Multi-release jars read at {@code javaRelease} (0: the running JDK's). */
  public FrontendOptions withRelease(int javaRelease) {
    return new FrontendOptions(aliasPrecision, maxProcedures, valueBound, javaRelease,
        demandDriven);
  }

  /** Demand-driven translation on or off ({@link #demandDriven()}). */
  public FrontendOptions withDemandDriven(boolean on) {
    return new FrontendOptions(aliasPrecision, maxProcedures, valueBound, release, on);
  }
}
