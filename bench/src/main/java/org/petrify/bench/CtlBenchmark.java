package org.petrify.bench;

import java.util.List;
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
import org.petrify.checker.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;

/**
 * CTL on the asymmetric (deadlock-free) dining philosophers: {@code AG EF (eat_0 > 0)} (TRUE;
 * needs every state, answered by one on-the-fly bottom-SCC pass) and {@code EG (eat_0 = 0)}
 * (TRUE: philosopher 0 may starve; a lasso found on the fly, with and without stubborn sets).
 * Compare states/s with the engine's full-exploration benchmark on the same nets.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xmx4g", "-XX:+UseParallelGC"})
public class CtlBenchmark {
  @Param({"12", "14", "16"})
  public int philosophers;

  private PetriNet net;
  private Formula agEf;
  private Formula egStarve;

  @Setup
  public void setUp() {
    net = Philosophers.asymmetric(philosophers);
    IntExpr eat0 = new IntExpr.Tokens(List.of(net.placeId("eat_0")));
    agEf = new Formula.AG(new Formula.EF(
        new Formula.Compare(eat0, Formula.CompareOp.GT, new IntExpr.Constant(0))));
    egStarve = new Formula.EG(
        new Formula.Compare(eat0, Formula.CompareOp.EQ, new IntExpr.Constant(0)));
  }

  @Benchmark
  public long agEfEat0() {
    return expect(ModelChecker.of(net).options(CheckOptions.defaults()).check(agEf));
  }

  @Benchmark
  public long egStarvationWithPor() {
    return expect(ModelChecker.of(net).options(CheckOptions.defaults()).check(egStarve));
  }

  @Benchmark
  public long egStarvationWithoutPor() {
    return expect(ModelChecker.of(net)
        .options(CheckOptions.defaults().withPartialOrderReduction(false)).check(egStarve));
  }

  private static long expect(CheckResult r) {
    if (r.verdict() != Verdict.TRUE) {
      throw new IllegalStateException("expected TRUE, got " + r);
    }
    return r.statistics().states();
  }
}
