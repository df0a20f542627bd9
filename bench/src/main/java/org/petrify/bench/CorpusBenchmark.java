package org.petrify.bench;

import java.util.List;
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
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.api.Verdict;

/**
 * The whole pipeline ({@code Petrify.analyze(classpath).mainClass(..).deadlock()}, bytecode to
 * verdict, a fresh {@code Analysis} each time) on the corpus of {@code src-test-corpus}:
 * {@link #program} for one program ({@code -p program=<name>}, by default one near the median),
 * {@link #wholeCorpus} for all programs in one invocation. The stage times are secondary results
 * ({@link Stages}; the summary line sums them over the iterations, divide by {@code Cnt}).
 *
 * <p>The corpus is read from {@code -Dpetrify.corpus=<dir>} (default
 * {@code src-test-corpus/target/classes}, build it first); pass it to the fork with
 * {@code -jvmArgsAppend -Dpetrify.corpus=...} when running from elsewhere. Without it the
 * set-up fails with a message saying how to build it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx4g"})
public class CorpusBenchmark {
  /** The program of {@link #program}. */
  @Param({"jada.chord"})
  public String program;

  private CorpusPrograms.Program one;
  private List<CorpusPrograms.Program> all;

  /** Stage milliseconds and states of the last invocation, as secondary results. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Stages {
    public long loadMs;
    public long translateMs;
    public long encodeMs;
    public long checkMs;
    public long states;

    @Setup(Level.Iteration)
    public void clear() {
      loadMs = 0;
      translateMs = 0;
      encodeMs = 0;
      checkMs = 0;
      states = 0;
    }
  }

  @Setup
  public void setUp() {
    all = CorpusPrograms.all();
    one = CorpusPrograms.named(program);
  }

  @Benchmark
  @Warmup(iterations = 20)
  @Measurement(iterations = 20)
  public Verdict program(Stages stages) {
    Report r = CorpusRun.deadlock(one);
    Statistics s = r.statistics();
    stages.loadMs = s.loadMillis();
    stages.translateMs = s.translateMillis();
    stages.encodeMs = s.encodeMillis();
    stages.checkMs = s.checkMillis();
    stages.states = s.states();
    return r.verdict();
  }

  @Benchmark
  @Warmup(iterations = 1)
  @Measurement(iterations = 3)
  public long wholeCorpus(Stages stages) {
    CorpusRun.Totals t = CorpusRun.run(all, null);
    stages.loadMs = t.load();
    stages.translateMs = t.translate();
    stages.encodeMs = t.encode();
    stages.checkMs = t.check();
    stages.states = t.states();
    return t.total();
  }
}
