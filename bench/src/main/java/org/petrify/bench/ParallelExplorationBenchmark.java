package org.petrify.bench;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
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
 *
 * <p>On a loaded machine the wall times say little about the speed-up; the secondary result
 * {@code statesPerCpuSecond} (states divided by the CPU time the JVM process used during the
 * check, all threads) does not depend on the load as much: its ratio between 2 and 1 workers
 * is the parallel efficiency, and twice it the speed-up to expect on 2 idle cores when both
 * workers are busy all the time.
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

  /** The CPU time of the last invocation, as states per CPU second of the whole process. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class CpuCounters {
    public long statesPerCpuSecond;

    @Setup(Level.Iteration)
    public void clear() {
      statesPerCpuSecond = 0;
    }
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory
        .getOperatingSystemMXBean()).getProcessCpuTime();
  }

  @Benchmark
  public long fullExploration(StateCounters counters, CpuCounters cpu) {
    long cpu0 = processCpuNanos();
    CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(false).withStructuralReduction(false).withWorkers(workers))
        .explore();
    long cpuNanos = processCpuNanos() - cpu0;
    if (r.verdict() != Verdict.TRUE) {
      throw new IllegalStateException("exploration not completed: " + r);
    }
    cpu.statesPerCpuSecond = cpuNanos <= 0 ? 0 : r.statistics().states() * 1_000_000_000L / cpuNanos;
    return counters.record(r.statistics());
  }
}
