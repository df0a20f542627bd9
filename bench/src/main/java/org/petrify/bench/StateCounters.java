package org.petrify.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.petrify.checker.Statistics;

/**
 * Secondary JMH results taken from the engine's {@link Statistics}: reported per iteration next
 * to the time, as events (not normalised by time). {@code statesPerSecond} is the engine's own
 * wall-clock rate of the last invocation of the iteration.
 *
 * <p>JMH shows the exact value per iteration, but its summary line <em>sums</em> event counters
 * over the {@code Cnt} measured iterations: divide the summary by {@code Cnt} (the benchmarks run
 * in single-shot mode, so every iteration is one check).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class StateCounters {
  /** Distinct states stored by the last invocation. */
  public long states;
  /** Edges (transitions fired) in the last invocation. */
  public long edges;
  /** Bytes of state store (arena + hash table) per stored state, rounded. */
  public long bytesPerState;
  /** States per second of the last invocation, as measured by the engine. */
  public long statesPerSecond;

  @Setup(Level.Iteration)
  public void clear() {
    states = 0;
    edges = 0;
    bytesPerState = 0;
    statesPerSecond = 0;
  }

  long record(Statistics s) {
    states = s.states();
    edges = s.edges();
    bytesPerState = Math.round(s.bytesPerState());
    statesPerSecond = Math.round(s.statesPerSecond());
    return states;
  }
}
