package org.petrify.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.petrify.checker.unfolding.UnfoldingStatistics;

/**
 * Secondary JMH results of an unfolding: the prefix size of the last invocation. As with
 * {@link StateCounters}, JMH's summary line sums these over the measured iterations.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class PrefixCounters {
  public long conditions;
  public long events;
  public long cutoffs;
  public long races;

  @Setup(Level.Iteration)
  public void clear() {
    conditions = 0;
    events = 0;
    cutoffs = 0;
    races = 0;
  }

  long record(UnfoldingStatistics s, int raceCount) {
    conditions = s.conditions();
    events = s.events();
    cutoffs = s.cutoffs();
    races = raceCount;
    return events;
  }
}
