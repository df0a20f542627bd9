package org.petrify.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.petrify.api.Report;
import org.petrify.api.Step;
import org.petrify.api.WitnessLine;

/**
 * How long the interleaving of a deadlock report is, in lines, with every step ({@code check
 * --full-witness}, one line per step as before witnesses were summarised) and as reports show
 * it (the concurrency skeleton, other steps summarised per thread and run), for every corpus
 * program whose deadlock check is VIOLATED. Prints one row per program and the totals.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.WitnessLineFigures [--only REGEX]
 *     [-Dpetrify.corpus=src-test-corpus/target/classes]
 * </pre>
 */
public final class WitnessLineFigures {
  private WitnessLineFigures() {}

  public static void main(String[] args) {
    Pattern only = Pattern.compile(".*");
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--only") && i + 1 < args.length) {
        only = Pattern.compile(args[++i]);
      } else {
        System.err.println("usage: WitnessLineFigures [--only REGEX]");
        System.exit(2);
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
    System.out.printf(Locale.ROOT, "%-40s %8s %8s %9s %9s%n", "program", "steps", "lines",
        "skeleton", "summaries");
    List<long[]> rows = new ArrayList<>();
    for (CorpusPrograms.Program p : programs) {
      Report r = CorpusRun.deadlock(p);
      if (!r.violated()) {
        continue;
      }
      List<WitnessLine> lines = r.witnessLines();
      long skeleton = r.witness().stream().map(Step::kind).filter(k -> k.isSkeleton()).count();
      long summaries = lines.stream().filter(l -> l instanceof WitnessLine.Summary).count();
      int before = Math.max(1, r.witness().size());
      int after = Math.max(1, lines.size());
      rows.add(new long[] {before, after});
      System.out.printf(Locale.ROOT, "%-40s %8d %8d %9d %9d%n", p.name(), before, after,
          skeleton, summaries);
    }
    long[] before = rows.stream().mapToLong(x -> x[0]).sorted().toArray();
    long[] after = rows.stream().mapToLong(x -> x[1]).sorted().toArray();
    if (before.length == 0) {
      System.out.println("no VIOLATED program");
      return;
    }
    System.out.printf(Locale.ROOT, "%d VIOLATED programs; interleaving lines before/after:"
        + " total %d/%d, median %d/%d, max %d/%d%n", before.length, sum(before), sum(after),
        before[before.length / 2], after[after.length / 2], before[before.length - 1],
        after[after.length - 1]);
  }

  private static long sum(long[] xs) {
    long s = 0;
    for (long x : xs) {
      s += x;
    }
    return s;
  }
}
