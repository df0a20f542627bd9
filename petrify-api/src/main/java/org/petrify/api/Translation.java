package org.petrify.api;

import java.util.List;
import java.util.Map;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.frontend.HeapLocation;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * A program taken through the pipeline up to the net: the rb program, its encoding (net, side
 * table, property formulas), the caveats of every stage, the stage times, and what the rb
 * variables of reads and writes stand for, the run-time names of the threads and the fields
 * that hold the locks and the daemon threads (all empty for a program given in rb), and the
 * positions of the lock operations the skeleton dropped ({@link
 * org.petrify.ir.frontend.Skeleton.Result#droppedLockSites}). Immutable;
 * shared by all properties checked on one {@link Analysis}.
 */
record Translation(Program program, EncodedProgram encoded, List<Caveat> caveats,
    long loadMillis, long translateMillis, long encodeMillis,
    Map<String, HeapLocation> locations, ThreadLabels threads, LockLabels locks, Sizes sizes,
    java.util.Set<String> daemonThreads, List<SourceLocation> droppedLockSites) {

  /**
   * How big the program was at each stage: classes read and reached, methods reached, rb
   * procedures translated and in the skeleton that was encoded, thread-local and leaf locks
   * dropped, methods translated (zeros where unknown).
   */
  record Sizes(int classes, int classesReached, int methodsReached, int procedures,
      int skeletonProcedures, int droppedLocks, int methodsTranslated) {}

  /** The figures of a report: stage times, net and search sizes, and {@link #sizes()}. */
  Statistics statistics(long checkMillis, int places, int transitions, long states, long edges,
      String reduction, org.petrify.checker.reduce.ReductionSummary structural) {
    return new Statistics(loadMillis, translateMillis, encodeMillis, checkMillis, places,
        transitions, states, edges, reduction, ApiTypes.reduction(structural), sizes.classes(),
        sizes.classesReached(), sizes.methodsReached(), sizes.procedures(),
        sizes.skeletonProcedures(), sizes.droppedLocks(), sizes.methodsTranslated());
  }

  Translation {
    caveats = List.copyOf(caveats);
    locations = Map.copyOf(locations);
    daemonThreads = java.util.Set.copyOf(daemonThreads);
    droppedLockSites = List.copyOf(droppedLockSites);
  }

  /** The heap location of an rb variable: the frontend's description, else a guess from its name. */
  HeapLocation location(String variable) {
    HeapLocation known = locations.get(variable);
    return known != null ? known : HeapLocation.guess(variable);
  }
}
