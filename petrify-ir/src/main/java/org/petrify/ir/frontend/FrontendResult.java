package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * The rb program translated from the bytecode, the caveats on what it does not model exactly,
 * and figures about the translation.
 */
public record FrontendResult(Program program, List<Caveat> caveats, Statistics statistics) {
  public FrontendResult {
    caveats = List.copyOf(caveats);
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
