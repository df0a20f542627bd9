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
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;

/**
 * Issue 2 (a, c): full exploration without partial-order reduction of the dining philosophers
 * ({@code gen_philo.py}: 4N places, 3N transitions), reporting time per exploration plus states,
 * edges, bytes per stored state and states/s as secondary results ({@link StateCounters}).
 * Target: asym 16 (1,136,689 states, 11.6M edges) under 2.5 s and under 32 bytes/state.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xmx6g", "-XX:+UseParallelGC"})
public class ExplorationBenchmark {
  @Param({"12", "14", "16", "18"})
  public int n;

  @Param({"asym", "sym"})
  public String variant;

  private PetriNet net;

  @Setup
  public void setUp() {
    net = PhilosopherNets.of(variant, n);
  }

  @Benchmark
  public long fullExplorationNoPor(StateCounters counters) {
    CheckResult r = ModelChecker.of(net)
        .options(CheckOptions.defaults().withPartialOrderReduction(false)).explore();
    if (r.verdict() != Verdict.TRUE) {
      throw new IllegalStateException("exploration not completed: " + r);
    }
    return counters.record(r.statistics());
  }
}
