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
import org.petrify.net.PetriNet;

/**
 * Issue 9: {@code EF DEADLOCK} on the whole philosopher family ({@link PhilosopherFamily#CASES})
 * with the defaults (DFS, stubborn sets) and structural reductions on ({@code structural=true},
 * the default of {@code check}/{@code net-check}) or off (stubborn sets alone, the setting
 * LoLA's figures compare with). The {@code states} counter is the number of states stored.
 * Single-shot: one check per iteration; asym-1000 without structural reduction takes about 10 s
 * and 3 GB, hence the heap.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar PhilosopherFamilyBenchmark -f 1 -wi 1 -i 3
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgs = {"-Xmx8g", "-XX:+UseParallelGC"})
public class PhilosopherFamilyBenchmark {
  @Param({"asym-5", "asym-10", "asym-20", "asym-30", "asym-40", "asym-50", "asym-100",
      "asym-200", "asym-500", "asym-1000", "sym-10", "sym-100", "sym-1000"})
  public String net;

  /** Structural reductions before the search (the default) or stubborn sets alone. */
  @Param({"true", "false"})
  public boolean structural;

  private PetriNet petriNet;

  @Setup
  public void setUp() {
    petriNet = PhilosopherFamily.net(net);
  }

  @Benchmark
  public long deadlock(StateCounters counters) {
    return counters.record(PhilosopherFamily.check(net, petriNet, structural).statistics());
  }
}
