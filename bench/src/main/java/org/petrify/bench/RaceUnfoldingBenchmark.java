package org.petrify.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.petrify.checker.unfolding.RaceCandidates;
import org.petrify.checker.unfolding.Unfolder;
import org.petrify.checker.unfolding.Unfolding;

/**
 * Issue 10: the second seed paper's Tab. 6 scaling family ({@link RaceScalingNets}, k threads,
 * two shared counters, two locks): unfold the mined net to a complete prefix and read off the
 * potential races. Secondary results: the prefix's conditions, events, cut-offs and the number
 * of racing transition pairs. {@link RaceScalingFigures} prints the same as a table beside the
 * paper's figures.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgs = {"-Xmx4g", "-XX:+UseParallelGC"})
public class RaceUnfoldingBenchmark {
  @Param({"2", "4", "6", "8", "10", "12"})
  public int threads;

  private RaceScalingNets.Labelled net;

  @Setup
  public void setUp() {
    net = RaceScalingNets.of(threads);
  }

  @Benchmark
  public long unfoldAndFindRaces(PrefixCounters counters) {
    Unfolding unfolding = Unfolder.unfold(net.net());
    if (!unfolding.complete()) {
      throw new IllegalStateException("incomplete prefix: " + unfolding);
    }
    RaceCandidates races = RaceCandidates.find(unfolding, net.labels());
    return counters.record(unfolding.statistics(), races.candidates().size());
  }
}
