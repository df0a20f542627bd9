package org.petrify.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The corpus figures without JMH: the deadlock check of every corpus program in one JVM,
 * {@code --warmup} whole passes first, then one measured pass printing a row per program
 * (verdict, states, stage milliseconds, wall milliseconds) and the stage sums and the median.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.CorpusFigures [--warmup 1] [--only REGEX]
 *     [-Dpetrify.corpus=src-test-corpus/target/classes]
 * </pre>
 */
public final class CorpusFigures {
  private CorpusFigures() {}

  public static void main(String[] args) {
    int warmup = 0;
    Pattern only = Pattern.compile(".*");
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        case "--only" -> only = Pattern.compile(args[++i]);
        default -> {
          System.err.println("usage: CorpusFigures [--warmup N] [--only REGEX]");
          System.exit(2);
        }
      }
    }
    List<CorpusPrograms.Program> programs;
    try {
      Pattern filter = only;
      programs = CorpusPrograms.all().stream()
          .filter(p -> filter.matcher(p.name()).matches()).toList();
    } catch (IllegalStateException e) {
      System.err.println(e.getMessage());
      System.exit(2);
      return;
    }
    long c0 = System.nanoTime();
    CorpusRun.Totals cold = null;
    for (int i = 0; i < warmup; i++) {
      CorpusRun.Totals t = CorpusRun.run(programs, null);
      if (cold == null) {
        cold = t;
        System.out.printf(Locale.ROOT, "warm-up pass 1 (cold JVM): %d ms wall%n",
            (System.nanoTime() - c0) / 1_000_000);
      }
    }
    List<String> rows = new ArrayList<>();
    long t0 = System.nanoTime();
    CorpusRun.Totals t = CorpusRun.run(programs, rows);
    long wall = (System.nanoTime() - t0) / 1_000_000;
    System.out.printf(Locale.ROOT, "%-40s %-12s %9s %7s %9s %7s %7s %7s%n", "program", "verdict",
        "states", "load", "translate", "encode", "check", "wall");
    rows.forEach(System.out::println);
    System.out.printf(Locale.ROOT, "%d programs (%s): wall %d ms; sums load %d, translate %d,"
        + " encode %d, check %d ms; states %d; median program %d ms%n", programs.size(),
        warmup == 0 ? "cold JVM" : "after " + warmup + " warm-up passes", wall, t.load(),
        t.translate(), t.encode(), t.check(), t.states(), t.median());
  }
}
