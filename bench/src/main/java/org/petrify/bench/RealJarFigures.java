package org.petrify.bench;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.checker.ProgressListener;

/**
 * The deadlock check of harnesses over real library jars from Maven Central, each with a
 * lock-order deadlock documented in its tracker: commons-dbcp 1.2.2 with commons-pool 1.3
 * ({@code harness.dbcp.EvictorDeadlock}) and log4j 1.2.14 ({@code
 * harness.log4j.AppenderDeadlock}). The harness classes are compiled with this module (the
 * jars are its {@code provided} dependencies, so nothing else depends on them) and copied to
 * a folder of their own; the jars are read from the local Maven repository ({@code
 * -Dmaven.repo.local}, default {@code ~/.m2/repository}). Prints per harness: classes read
 * and methods reached, milliseconds per stage, net size, states, verdict and reason, and the
 * report text.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.RealJarFigures [--timeout S] [--only NAME]
 * </pre>
 */
public final class RealJarFigures {
  private RealJarFigures() {}

  /** One harness: its main class and the jars it runs on (Maven coordinates). */
  record Harness(String name, String mainClass, List<String> classPrefixes, List<String> jars) {}

  static final List<Harness> HARNESSES = List.of(
      new Harness("dbcp", "harness.dbcp.EvictorDeadlock",
          List.of("harness/dbcp/", "org/apache/commons/dbcp/datasources/HarnessPools"),
          List.of("commons-dbcp:commons-dbcp:1.2.2", "commons-pool:commons-pool:1.3")),
      new Harness("log4j", "harness.log4j.AppenderDeadlock", List.of("harness/log4j/"),
          List.of("log4j:log4j:1.2.14")));

  public static void main(String[] args) throws IOException {
    double timeout = 600;
    String only = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--timeout" -> timeout = Double.parseDouble(args[++i]);
        case "--only" -> only = args[++i];
        default -> {
          System.err.println("usage: RealJarFigures [--timeout S] [--only dbcp|log4j]");
          System.exit(2);
        }
      }
    }
    Path repo = Path.of(System.getProperty("maven.repo.local",
        System.getProperty("user.home") + "/.m2/repository"));
    List<String> rows = new ArrayList<>();
    for (Harness h : HARNESSES) {
      if (only != null && !only.equals(h.name())) {
        continue;
      }
      List<Path> cp = new ArrayList<>();
      cp.add(harnessClasses(h));
      for (String coordinate : h.jars()) {
        Path jar = jar(repo, coordinate);
        if (!Files.isRegularFile(jar)) {
          System.err.println("missing " + jar + " (mvn -pl bench dependency:resolve fetches it)");
          System.exit(2);
        }
        cp.add(jar);
      }
      Map<String, String> stageSummaries = new LinkedHashMap<>();
      ProgressListener listener = new ProgressListener() {
        @Override
        public void onProgress(org.petrify.checker.Statistics statistics) {}

        @Override
        public void onStage(String stage, String summary, long millis) {
          stageSummaries.putIfAbsent(stage, summary);
        }
      };
      long t0 = System.nanoTime();
      Report r = Petrify.analyze(cp).mainClass(h.mainClass())
          .timeout(Duration.ofMillis((long) (timeout * 1000))).progress(listener).deadlock();
      long wall = (System.nanoTime() - t0) / 1_000_000L;
      Statistics s = r.statistics();
      String built = stageSummaries.getOrDefault("encode", "-");
      rows.add(String.format(Locale.ROOT, "| %s | %s | %d | %d | %d | %d | %d | %,d | %,d | %,d | %s |",
          h.name(), built, s.loadMillis(), s.translateMillis(), s.encodeMillis(),
          s.checkMillis(), wall, s.places(), s.transitions(), s.states(), r.verdict()));
      System.out.println("== " + h.name() + " (" + h.mainClass() + " on " + h.jars() + ")");
      System.out.println(r.text());
    }
    System.out.println("| harness | read and translated | load ms | translate ms | encode ms"
        + " | check ms | wall ms | places | transitions | states | verdict |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
    rows.forEach(System.out::println);
  }

  /** The jar of {@code group:artifact:version} in the repository. */
  static Path jar(Path repo, String coordinate) {
    String[] g = coordinate.split(":");
    return repo.resolve(g[0].replace('.', '/')).resolve(g[1]).resolve(g[2])
        .resolve(g[1] + "-" + g[2] + ".jar");
  }

  private static boolean harnessEntry(Harness h, String path) {
    return path.endsWith(".class") && h.classPrefixes().stream().anyMatch(path::startsWith);
  }

  /** The harness's classes copied from this module's classes to a folder of its own. */
  static Path harnessClasses(Harness h) throws IOException {
    Path target = Files.createTempDirectory("petrify-harness-" + h.name());
    Path source;
    try {
      source = Path.of(RealJarFigures.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
    if (Files.isDirectory(source)) {
      try (Stream<Path> files = Files.walk(source)) {
        for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)
            .filter(f -> harnessEntry(h, source.relativize(f).toString()))::iterator) {
          Path to = target.resolve(source.relativize(f).toString());
          Files.createDirectories(to.getParent());
          Files.copy(f, to);
        }
      }
    } else {
      try (ZipFile zip = new ZipFile(source.toFile())) {
        Enumeration<? extends ZipEntry> all = zip.entries();
        while (all.hasMoreElements()) {
          ZipEntry e = all.nextElement();
          if (!e.isDirectory() && harnessEntry(h, e.getName())) {
            Path to = target.resolve(e.getName());
            Files.createDirectories(to.getParent());
            try (InputStream in = zip.getInputStream(e)) {
              Files.copy(in, to);
            }
          }
        }
      }
    }
    return target;
  }
}
