package org.petrify.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.Statistics;

/**
 * The deadlock check of the real-jar harnesses of {@link RealJarFigures}, on the concurrency
 * skeleton (the default) and on the whole program ({@code Analysis.skeleton(false)}), side by
 * side: classes read and reached, methods reached, procedures translated and in the skeleton,
 * stage times, net size, states and verdict of each.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.SkeletonFigures [--timeout S]
 *     [--only NAME] [--skeleton-only]
 * </pre>
 */
public final class SkeletonFigures {
  private SkeletonFigures() {}

  public static void main(String[] args) throws IOException {
    double timeout = 600;
    String only = null;
    boolean skeletonOnly = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--timeout" -> timeout = Double.parseDouble(args[++i]);
        case "--only" -> only = args[++i];
        case "--skeleton-only" -> skeletonOnly = true;
        default -> {
          System.err.println("usage: SkeletonFigures [--timeout S] [--only NAME]"
              + " [--skeleton-only]");
          System.exit(2);
        }
      }
    }
    Path repo = Path.of(System.getProperty("maven.repo.local",
        System.getProperty("user.home") + "/.m2/repository"));
    List<String> rows = new ArrayList<>();
    for (RealJarFigures.Harness h : RealJarFigures.HARNESSES) {
      if (only != null && !only.equals(h.name())) {
        continue;
      }
      List<Path> cp = new ArrayList<>();
      cp.add(RealJarFigures.harnessClasses(h));
      for (String coordinate : h.jars()) {
        Path jar = RealJarFigures.jar(repo, coordinate);
        if (!Files.isRegularFile(jar)) {
          System.err.println("missing " + jar);
          System.exit(2);
        }
        cp.add(jar);
      }
      for (boolean skeleton : skeletonOnly ? new boolean[] {true} : new boolean[] {true, false}) {
        long t0 = System.nanoTime();
        Report r = Petrify.analyze(cp).mainClass(h.mainClass()).skeleton(skeleton)
            .timeout(Duration.ofMillis((long) (timeout * 1000))).deadlock();
        long wall = (System.nanoTime() - t0) / 1_000_000L;
        Statistics s = r.statistics();
        rows.add(String.format(Locale.ROOT, "| %s | %s | %,d / %,d | %,d | %,d / %,d | %d | %d"
            + " | %d | %d | %d | %,d | %,d | %,d | %s |", h.name(),
            skeleton ? "skeleton" : "whole", s.classes(), s.classesReached(),
            s.methodsReached(), s.procedures(), s.skeletonProcedures(), s.loadMillis(),
            s.translateMillis(), s.encodeMillis(), s.checkMillis(), wall, s.places(),
            s.transitions(), s.states(), r.verdict()));
        System.out.println("== " + h.name() + (skeleton ? " (skeleton)" : " (whole program)"));
        System.out.println(r.text());
      }
    }
    System.out.println("| harness | net of | classes read / reached | methods reached"
        + " | procedures / in skeleton | load ms | translate ms | encode ms | check ms | wall ms"
        + " | places | transitions | states | verdict |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    rows.forEach(System.out::println);
  }
}
