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
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;

/**
 * Issue 21 (2): the full exploration without partial-order reduction of the asymmetric
 * philosophers (asym-16: 1,136,689 states; asym-18: 6,625,109 states, 76.4M edges) with 1 and
 * 2 depth-first workers; the speed-up is the ratio of the two times (target: at least 1.8 on
 * 2 idle cores). Structural reduction is off (it would reduce the net to one transition).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xmx6g", "-XX:+UseParallelGC"})
public class ParallelExplorationBenchmark {
  @Param({"16", "18"})
  public int n;

  @Param({"1", "2"})
  public int workers;

  private PetriNet net;

  @Setup
  public void setUp() {
    net = PhilosopherNets.of("asym", n);
  }

  @Benchmark
  public long fullExploration(StateCounters counters) {
    CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(false).withStructuralReduction(false).withWorkers(workers))
        .explore();
    if (r.verdict() != Verdict.TRUE) {
      throw new IllegalStateException("exploration not completed: " + r);
    }
    return counters.record(r.statistics());
  }
}
