package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * The rb program translated from the bytecode, the caveats on what it does not model exactly,
 * figures about the translation, for every rb variable of a {@code read}/{@code write} the
 * heap location it stands for, and for every rb thread id (the main thread and each started
 * thread) the name the thread has at run time.
 */
public record FrontendResult(Program program, List<Caveat> caveats, Statistics statistics,
    Map<String, HeapLocation> locations, Map<String, ThreadName> threadNames) {
  public FrontendResult {
    caveats = List.copyOf(caveats);
    locations = Map.copyOf(locations);
    threadNames = java.util.Collections.unmodifiableMap(
        new java.util.LinkedHashMap<>(threadNames));
  }

  /** A result without a location table and without thread names. */
  public FrontendResult(Program program, List<Caveat> caveats, Statistics statistics) {
    this(program, caveats, statistics, Map.of(), Map.of());
  }

  /**
   * @param loadMillis time to check the classpath and open it with SootUp
   * @param translateMillis time for bodies, points-to analysis and rb translation
   * @param classes application classes on the classpath
   * @param methods reachable application methods (distinct signatures)
   * @param procedures rb procedures (methods in their contexts, plus thread and entry stubs)
   * @param abstractObjects abstract objects of the points-to analysis
   */
  public record Statistics(long loadMillis, long translateMillis, int classes, int methods,
      int procedures, int abstractObjects) {}
}
