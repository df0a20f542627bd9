package org.petrify.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
import org.petrify.net.PetriNet;
import org.petrify.net.io.NetFiles;

/**
 * Issue 21 item 1: the cost per stored state of a depth-first deadlock search with stubborn
 * sets ({@code por=true}) against the same search computing every successor
 * ({@code por=false}), on the contest nets of {@code ../shared/mcc-large} (skipped when absent).
 * The net is the one given, unreduced, and the structural proofs are off ({@code
 * structural=false}), so both modes explore; each search stops at {@link #STATES} stored
 * states (the plain search's spaces have millions) or at its end. ns/state is the score
 * divided by the {@code states} counter of the same run (JMH sums that counter over the
 * iterations: divide by {@code Cnt}).
 *
 * <p>{@link #ratio} runs both searches in one invocation, one after the other (so both see
 * the same load), and reports the cost per stored state of each ({@code stubbornNsPerState},
 * {@code plainNsPerState}) and their ratio in percent ({@code ratioPercent}; the target of issue
 * 21 is at most 200); run it with {@code -p por=true} only (the parameter does not apply to it).
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar PorStateCostBenchmark -f 1 -wi 3 -i 5
 * java -jar bench/target/benchmarks.jar 'PorStateCostBenchmark.ratio' -p por=true -f 1 -wi 2 -i 5
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xmx4g", "-XX:+UseParallelGC"})
public class PorStateCostBenchmark {
  /** States stored per search at most. */
  static final long STATES = 100_000;

  @Param({"Peterson-PT-3", "Railroad-PT-010", "TCPcondis-PT-05"})
  public String net;

  @Param({"true", "false"})
  public boolean por;

  private PetriNet petriNet;
  private CheckOptions options;

  @Setup
  public void setUp() {
    Path file = Path.of(System.getProperty("petrify.mccLarge", "../shared/mcc-large"), "models",
        net + ".pnml.gz");
    if (!Files.isRegularFile(file)) {
      throw new IllegalStateException("no " + file + " (set -Dpetrify.mccLarge=DIR)");
    }
    try {
      petriNet = NetFiles.read(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    options = CheckOptions.defaults().withStructuralReduction(false).withPartialOrderReduction(por)
        .withMaxStates(STATES);
  }

  /** The per-state costs of {@link #ratio}'s two searches (its last invocation). */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class RatioCounters {
    public long stubbornNsPerState;
    public long plainNsPerState;
    public long ratioPercent;

    @Setup(Level.Iteration)
    public void clear() {
      stubbornNsPerState = 0;
      plainNsPerState = 0;
      ratioPercent = 0;
    }
  }

  /** Both searches, stubborn sets first; the score is their sum, the counters each one. */
  @Benchmark
  public long ratio(RatioCounters counters) {
    CheckOptions base = CheckOptions.defaults().withStructuralReduction(false).withMaxStates(STATES);
    long t0 = System.nanoTime();
    CheckResult stubborn = ModelChecker.of(petriNet).options(base.withPartialOrderReduction(true))
        .checkDeadlock();
    long t1 = System.nanoTime();
    CheckResult plain = ModelChecker.of(petriNet).options(base.withPartialOrderReduction(false))
        .checkDeadlock();
    long t2 = System.nanoTime();
    counters.stubbornNsPerState = (t1 - t0) / Math.max(1, stubborn.statistics().states());
    counters.plainNsPerState = (t2 - t1) / Math.max(1, plain.statistics().states());
    counters.ratioPercent = 100 * counters.stubbornNsPerState / Math.max(1, counters.plainNsPerState);
    return stubborn.statistics().states() + plain.statistics().states();
  }

  @Benchmark
  public long deadlockSearch(StateCounters counters) {
    CheckResult r = ModelChecker.of(petriNet).options(options).checkDeadlock();
    return counters.record(r.statistics());
  }
}
