package org.petrify.bench;

import java.util.ArrayList;
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
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * CTL on the dining philosophers of {@code gen_philo.py} ({@code variant} sym|asym), with and
 * without stubborn sets, reporting time plus states, edges and states/s ({@link StateCounters};
 * compare states/s with {@link ExplorationBenchmark}, the engine's full exploration):
 * <ul>
 *   <li>{@code AG EF (eat_0 > 0)}: TRUE on asym (every state, one pass; target asym 16 under
 *       1 s), FALSE on sym (the deadlock);
 *   <li>{@code EG (eat_0 = 0)}: TRUE on both (philosopher 0 may starve; a lasso, or the path
 *       to the deadlock, found on the fly);
 *   <li>{@code AF (eat_0 + ... + eat_{n-1} > 0)}, "someone eats": TRUE on asym (the search for
 *       an infinite path of nobody eating must exhaust that region), FALSE on sym.
 * </ul>
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

  @Param({"asym", "sym"})
  public String variant;

  private PetriNet net;
  private boolean asymmetric;
  private Formula agEf;
  private Formula egStarve;
  private Formula afSomeoneEats;

  @Setup
  public void setUp() {
    net = PhilosopherNets.of(variant, philosophers);
    asymmetric = variant.equals("asym");
    IntExpr eat0 = new IntExpr.Tokens(List.of(net.placeId("eat_0")));
    agEf = new Formula.AG(new Formula.EF(
        new Formula.Compare(eat0, Formula.CompareOp.GT, new IntExpr.Constant(0))));
    egStarve = new Formula.EG(
        new Formula.Compare(eat0, Formula.CompareOp.EQ, new IntExpr.Constant(0)));
    List<Integer> eating = new ArrayList<>();
    for (int i = 0; i < philosophers; i++) {
      eating.add(net.placeId("eat_" + i));
    }
    afSomeoneEats = new Formula.AF(new Formula.Compare(new IntExpr.Tokens(eating),
        Formula.CompareOp.GT, new IntExpr.Constant(0)));
  }

  @Benchmark
  public long agEfEat0(StateCounters counters) {
    return expect(check(agEf, true), asymmetric, counters);
  }

  @Benchmark
  public long agEfEat0WithoutPor(StateCounters counters) {
    return expect(check(agEf, false), asymmetric, counters);
  }

  @Benchmark
  public long egStarvationWithPor(StateCounters counters) {
    return expect(check(egStarve, true), true, counters);
  }

  @Benchmark
  public long egStarvationWithoutPor(StateCounters counters) {
    return expect(check(egStarve, false), true, counters);
  }

  @Benchmark
  public long afSomeoneEatsWithPor(StateCounters counters) {
    return expect(check(afSomeoneEats, true), asymmetric, counters);
  }

  @Benchmark
  public long afSomeoneEatsWithoutPor(StateCounters counters) {
    return expect(check(afSomeoneEats, false), asymmetric, counters);
  }

  private CheckResult check(Formula f, boolean por) {
    return ModelChecker.of(net)
        .options(CheckOptions.defaults().withPartialOrderReduction(por)).check(f);
  }

  private static long expect(CheckResult r, boolean expected, StateCounters counters) {
    if (r.verdict() != (expected ? Verdict.TRUE : Verdict.FALSE)) {
      throw new IllegalStateException("expected " + expected + ", got " + r);
    }
    return counters.record(r.statistics());
  }
}
