package org.petrify.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * <pre>
 * java -jar bench/target/benchmarks.jar PorStateCostBenchmark -f 1 -wi 3 -i 5
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

  @Benchmark
  public long deadlockSearch(StateCounters counters) {
    CheckResult r = ModelChecker.of(petriNet).options(options).checkDeadlock();
    return counters.record(r.statistics());
  }
}
