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
 *     [--only NAME] [--skeleton-only] [--classes DIR --harness NAME:MAIN:PREFIX,..:G:A:V,..]
 * </pre>
 *
 * {@code --harness} (repeatable) replaces the list of {@link RealJarFigures} by harnesses whose
 * classes are copied from {@code --classes} (a compiled {@code bench/target/classes}): name,
 * main class, class-file prefixes and jar coordinates ({@code group:artifact:version}).
 */
public final class SkeletonFigures {
  private SkeletonFigures() {}

  public static void main(String[] args) throws IOException {
    double timeout = 600;
    String only = null;
    boolean skeletonOnly = false;
    Path classes = null;
    List<String> specs = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--timeout" -> timeout = Double.parseDouble(args[++i]);
        case "--only" -> only = args[++i];
        case "--skeleton-only" -> skeletonOnly = true;
        case "--classes" -> classes = Path.of(args[++i]);
        case "--harness" -> specs.add(args[++i]);
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
    List<RealJarFigures.Harness> harnesses = new ArrayList<>();
    for (String spec : specs) {
      int a = spec.indexOf(':');
      int b = spec.indexOf(':', a + 1);
      int c = spec.indexOf(':', b + 1);
      String jars = c < 0 ? "" : spec.substring(c + 1);
      List<String> coordinates = new ArrayList<>();
      String[] parts = jars.isEmpty() ? new String[0] : jars.split(",");
      coordinates.addAll(List.of(parts));
      harnesses.add(new RealJarFigures.Harness(spec.substring(0, a), spec.substring(a + 1, b),
          List.of(spec.substring(b + 1, c < 0 ? spec.length() : c).split(",")), coordinates));
    }
    if (harnesses.isEmpty()) {
      harnesses.addAll(RealJarFigures.HARNESSES);
    }
    for (RealJarFigures.Harness h : harnesses) {
      if ((only != null && !only.equals(h.name())) || h.test()) {
        continue; // a JUnit harness needs the CLI's --test driver: run it with --no-skeleton
      }
      List<Path> cp = new ArrayList<>();
      cp.add(classes == null ? RealJarFigures.harnessClasses(h) : copy(classes, h));
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

  /** The harness's classes copied from a compiled classes folder to a folder of their own. */
  private static Path copy(Path classes, RealJarFigures.Harness h) throws IOException {
    Path target = Files.createTempDirectory("petrify-skeleton-" + h.name());
    try (java.util.stream.Stream<Path> files = Files.walk(classes)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        String rel = classes.relativize(f).toString();
        if (rel.endsWith(".class") && h.classPrefixes().stream().anyMatch(rel::startsWith)) {
          Path to = target.resolve(rel);
          Files.createDirectories(to.getParent());
          Files.copy(f, to);
        }
      }
    }
    return target;
  }
}
