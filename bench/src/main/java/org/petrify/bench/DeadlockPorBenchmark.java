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
 * Issue 2 (b, c): {@code EF DEADLOCK} with stubborn sets (the default) on the symmetric
 * philosophers (deadlock: TRUE) up to 1000 and on the asymmetric ones (deadlock-free: FALSE);
 * the {@code states} counter should grow linearly in N.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10)
@Measurement(iterations = 10)
@Fork(value = 1, jvmArgs = {"-Xmx4g", "-XX:+UseParallelGC"})
public class DeadlockPorBenchmark {
  /** {@code variant-n}: symmetric 10/100/1000, asymmetric 5/10/20. */
  @Param({"sym-10", "sym-100", "sym-1000", "asym-5", "asym-10", "asym-20"})
  public String net;

  private PetriNet petriNet;
  private Verdict expected;

  @Setup
  public void setUp() {
    String[] parts = net.split("-", 2);
    petriNet = PhilosopherNets.of(parts[0], Integer.parseInt(parts[1]));
    expected = parts[0].equals("sym") ? Verdict.TRUE : Verdict.FALSE;
  }

  @Benchmark
  public long deadlockWithPor(StateCounters counters) {
    CheckResult r = ModelChecker.of(petriNet).options(CheckOptions.defaults()).checkDeadlock();
    if (r.verdict() != expected) {
      throw new IllegalStateException("expected " + expected + " for " + net + ", got " + r);
    }
    return counters.record(r.statistics());
  }
}
