package org.petrify.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Statistics;
import org.petrify.net.PetriNet;

/**
 * Quick reproduction of the benchmark figures without JMH: runs every case a few times (warm-up
 * runs first, then measured runs) and prints one table row per case with the best measured time.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.Figures [--sizes 12,14,16] [--warmup 1] [--runs 3]
 * </pre>
 */
public final class Figures {
  private Figures() {}

  private record Case(String name, Supplier<CheckResult> run) {}

  public static void main(String[] args) {
    List<Integer> sizes = List.of(12, 14, 16);
    int warmup = 1;
    int runs = 3;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--sizes" -> {
          List<Integer> parsed = new ArrayList<>();
          for (String s : args[++i].split(",")) {
            parsed.add(Integer.parseInt(s.trim()));
          }
          sizes = parsed;
        }
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        default -> {
          System.err.println("usage: Figures [--sizes 12,14,16] [--warmup N] [--runs N]");
          System.exit(2);
        }
      }
    }
    List<Case> cases = new ArrayList<>();
    for (String variant : List.of("asym", "sym")) {
      for (int n : sizes) {
        PetriNet net = PhilosopherNets.of(variant, n);
        cases.add(new Case("explore no-POR " + variant + "-" + n, () -> ModelChecker.of(net)
            .options(CheckOptions.defaults().withPartialOrderReduction(false)).explore()));
      }
    }
    for (String spec : List.of("sym-10", "sym-100", "sym-1000", "asym-5", "asym-10", "asym-20")) {
      String[] parts = spec.split("-");
      PetriNet net = PhilosopherNets.of(parts[0], Integer.parseInt(parts[1]));
      cases.add(new Case("EF DEADLOCK POR " + spec,
          () -> ModelChecker.of(net).options(CheckOptions.defaults()).checkDeadlock()));
    }
    System.out.printf(Locale.ROOT, "%-28s %8s %10s %11s %9s %12s %11s%n",
        "net", "verdict", "states", "edges", "best ms", "states/s", "bytes/state");
    for (Case c : cases) {
      for (int i = 0; i < warmup; i++) {
        c.run().get();
      }
      long bestNanos = Long.MAX_VALUE;
      CheckResult last = null;
      for (int i = 0; i < runs; i++) {
        long t0 = System.nanoTime();
        last = c.run().get();
        bestNanos = Math.min(bestNanos, System.nanoTime() - t0);
      }
      Statistics s = last.statistics();
      double ms = bestNanos / 1e6;
      System.out.printf(Locale.ROOT, "%-28s %8s %10d %11d %9.1f %12.0f %11.1f%n",
          c.name(), last.verdict(), s.states(), s.edges(), ms,
          ms == 0 ? 0 : s.states() * 1000.0 / ms, s.bytesPerState());
    }
  }
}
