package org.petrify.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.petrify.checker.CheckResult;
import org.petrify.net.PetriNet;

/**
 * The issue-9 table without JMH: for every case of {@link PhilosopherFamily} it runs
 * {@code EF DEADLOCK} with stubborn sets alone and with the defaults (stubborn sets plus
 * structural reductions), warm-up runs first, and prints one Markdown row with the states, the
 * best wall time and that run's CPU time of the checking thread, beside LoLA's figures.
 *
 * <pre>
 * java -Xmx8g -cp bench/target/benchmarks.jar org.petrify.bench.PhilosopherFigures \
 *     [--cases asym-5,asym-1000,...] [--warmup 1] [--runs 3]
 * </pre>
 */
public final class PhilosopherFigures {
  private PhilosopherFigures() {}

  private record Run(CheckResult result, long wallNanos, long cpuNanos) {}

  public static void main(String[] args) {
    List<String> cases = PhilosopherFamily.CASES;
    int warmup = 1;
    int runs = 3;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--cases" -> cases = List.of(args[++i].split(","));
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        default -> {
          System.err.println("usage: PhilosopherFigures [--cases asym-5,...] [--warmup N] [--runs N]");
          System.exit(2);
        }
      }
    }
    System.out.println("| net | LoLA states | LoLA time | stubborn sets: states | wall | CPU "
        + "| defaults (+ structural): states | wall | reduced net |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---|");
    for (String spec : cases) {
      PetriNet net = PhilosopherFamily.net(spec);
      Run stubborn = best(spec, net, false, warmup, runs);
      Run defaults = best(spec, net, true, warmup, runs);
      long lola = PhilosopherFamily.lolaStates(spec);
      String lolaTime = PhilosopherFamily.lolaTime(spec);
      String reduced = defaults.result().structuralReduction()
          .map(s -> String.format(Locale.ROOT, "%d/%d -> %d/%d places/transitions, %d ms",
              s.placesBefore(), s.transitionsBefore(), s.placesAfter(), s.transitionsAfter(),
              s.millis()))
          .orElse("not reduced");
      System.out.printf(Locale.ROOT, "| %s | %s | %s | %,d | %s | %s | %,d | %s | %s |%n",
          spec, lola < 0 ? "–" : String.format(Locale.ROOT, "%,d", lola),
          lolaTime == null ? "–" : lolaTime,
          stubborn.result().statistics().states(), seconds(stubborn.wallNanos()),
          seconds(stubborn.cpuNanos()), defaults.result().statistics().states(),
          seconds(defaults.wallNanos()), reduced);
    }
  }

  private static Run best(String spec, PetriNet net, boolean structural, int warmup, int runs) {
    for (int i = 0; i < warmup; i++) {
      PhilosopherFamily.check(spec, net, structural);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Run best = null;
    for (int i = 0; i < Math.max(1, runs); i++) {
      long cpu0 = threads.getCurrentThreadCpuTime();
      long t0 = System.nanoTime();
      CheckResult r = PhilosopherFamily.check(spec, net, structural);
      long wall = System.nanoTime() - t0;
      long cpu = threads.getCurrentThreadCpuTime() - cpu0;
      if (best == null || wall < best.wallNanos()) {
        best = new Run(r, wall, cpu);
      }
    }
    return best;
  }

  private static String seconds(long nanos) {
    return nanos < 10_000_000L ? String.format(Locale.ROOT, "%.1f ms", nanos / 1e6)
        : String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}
