package org.petrify.api;

/**
 * Figures of one analysis: the wall-clock milliseconds of each stage (reading bytecode,
 * translating it to rb, encoding rb as a net, model checking), the size of the net, and what
 * the engine explored. Stages that were shared with an earlier property of the same
 * {@link Analysis} report the time they took when they ran.
 *
 * @param reduction the reduction the engine used, e.g. {@code "stubborn"} or {@code "none"}
 * @param structuralReduction the net's size before and after structural reduction and the
 *     rules applied, or null when the net was searched as it is; {@code states} and
 *     {@code edges} are then those of the reduced net
 * @param classes classes read: application classes on the class path (0 for an rb program)
 * @param classesReached classes declaring a method the points-to analysis reached
 * @param methodsReached methods (distinct signatures) the points-to analysis reached
 * @param procedures rb procedures translated (methods in their contexts, plus thread stubs)
 * @param skeletonProcedures rb procedures of the concurrency skeleton the net was built from
 *     (see {@link Analysis#skeleton}); equal to {@code procedures} when the whole
 *     program was encoded
 * @param droppedLocks locks of thread-local objects and leaf locks whose operations the
 *     skeleton removed
 * @param methodsTranslated reached methods (distinct signatures) with a body that were
 *     translated to rb: all of them, or, for the skeleton's properties, those that may be in
 *     the skeleton ({@link Analysis#demandDriven})
 */
public record Statistics(long loadMillis, long translateMillis, long encodeMillis,
    long checkMillis, int places, int transitions, long states, long edges, String reduction,
    StructuralReduction structuralReduction, int classes, int classesReached, int methodsReached,
    int procedures, int skeletonProcedures, int droppedLocks, int methodsTranslated) {

  /** Figures without the count of translated methods. */
  public Statistics(long loadMillis, long translateMillis, long encodeMillis, long checkMillis,
      int places, int transitions, long states, long edges, String reduction,
      StructuralReduction structuralReduction, int classes, int classesReached,
      int methodsReached, int procedures, int skeletonProcedures, int droppedLocks) {
    this(loadMillis, translateMillis, encodeMillis, checkMillis, places, transitions, states,
        edges, reduction, structuralReduction, classes, classesReached, methodsReached,
        procedures, skeletonProcedures, droppedLocks, 0);
  }

  /** Figures without the program's sizes. */
  public Statistics(long loadMillis, long translateMillis, long encodeMillis, long checkMillis,
      int places, int transitions, long states, long edges, String reduction,
      StructuralReduction structuralReduction) {
    this(loadMillis, translateMillis, encodeMillis, checkMillis, places, transitions, states,
        edges, reduction, structuralReduction, 0, 0, 0, 0, 0, 0);
  }

  /** Figures of a search on the net as it is (no structural reduction). */
  public Statistics(long loadMillis, long translateMillis, long encodeMillis, long checkMillis,
      int places, int transitions, long states, long edges, String reduction) {
    this(loadMillis, translateMillis, encodeMillis, checkMillis, places, transitions, states,
        edges, reduction, null);
  }

  /** The sum of the four stage times. */
  public long totalMillis() {
    return loadMillis + translateMillis + encodeMillis + checkMillis;
  }
}
