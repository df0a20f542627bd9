package org.petrify.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.petrify.api.Analysis;
import org.petrify.api.BadInputException;
import org.petrify.api.ClassPathFiles;
import org.petrify.api.InternalErrorException;
import org.petrify.api.Fairness;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.report.ReportHtml;
import org.petrify.api.report.KnownFindings;
import org.petrify.api.report.ReportSarif;

/**
 * {@code petrify:check}: checks the configured properties of each configured main class (or
 * entry method) of the project with Petrify, on the project's runtime class path (its classes
 * and dependencies), and fails the build on a violation and, unless
 * {@code failOnInconclusive} is false, on an inconclusive result. Writes under
 * {@code outputDirectory} (default {@code target/petrify}) one text report per entry point and
 * property ({@code <entry>-<property>.txt}), one SARIF log of all of them
 * ({@code petrify.sarif}, paths relative to the repository root, as code scanning reads them) and one HTML page
 * ({@code petrify.html}).
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true,
    requiresDependencyResolution = ResolutionScope.TEST)
public final class CheckMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  org.apache.maven.execution.MavenSession session;

  /** Main classes to check, e.g. {@code app.Main}; each is one entry point. */
  @Parameter
  List<String> mainClasses = new ArrayList<>();

  /** Entry methods to check, {@code pkg.Cls.method}; each is one entry point. */
  @Parameter
  List<String> entryPoints = new ArrayList<>();

  /**
   * JUnit 4 and 5 tests to check: patterns such as {@code app.*Test} or
   * {@code **}{@code /*ConcurrencyTest} ({@code *} within a package name, {@code **} across
   * packages), test classes, or one method ({@code app.BankTest#transfer}). Each matching test
   * method of the module's test class path is one entry point, run as JUnit runs it (its
   * before and after methods included). Comma-separated on the command line
   * ({@code -Dpetrify.tests=app.*ConcurrencyTest}).
   */
  @Parameter(property = "petrify.tests")
  List<String> tests = new ArrayList<>();

  /** Properties: {@code deadlock}, {@code termination}, {@code livelock}, or CTL formulas. */
  @Parameter
  List<String> properties = new ArrayList<>(List.of("deadlock"));

  /** The most states the engine may store per check; beyond: inconclusive. */
  @Parameter(property = "petrify.maxStates", defaultValue = "5000000")
  long maxStates;

  /** Wall-clock limit per check in seconds (0: none). */
  @Parameter(property = "petrify.timeoutSeconds", defaultValue = "120")
  double timeoutSeconds;

  /** Scheduler assumption of termination and livelock: none, threads, threads_and_choices. */
  @Parameter(property = "petrify.fairness", defaultValue = "none")
  String fairness;

  /**
   * UNSOUND caveat kinds to accept (or {@code all}): a property that holds only in a model with
   * unaccepted UNSOUND caveats is inconclusive, which fails the build unless
   * {@code failOnInconclusive} is false. Comma-separated on the command line
   * ({@code -Dpetrify.acceptUnsound=summary-lock,fair-returns}).
   */
  @Parameter(property = "petrify.acceptUnsound")
  List<String> acceptUnsound = new ArrayList<>();

  /** Fail the build when a property is violated. */
  @Parameter(property = "petrify.failOnViolation", defaultValue = "true")
  boolean failOnViolation;

  /** Fail the build when a check is inconclusive (budget, timeout, unsupported model). */
  @Parameter(property = "petrify.failOnInconclusive", defaultValue = "true")
  boolean failOnInconclusive;

  /** Where the reports go. */
  @Parameter(property = "petrify.outputDirectory",
      defaultValue = "${project.build.directory}/petrify")
  File outputDirectory;

  /** Skip the check. */
  @Parameter(property = "petrify.skip", defaultValue = "false")
  boolean skip;

  /**
   * Known findings: a SARIF log of earlier findings (e.g. written by {@code writeBaseline}).
   * Findings in it are reported as known and do not fail the build; new ones do.
   */
  @Parameter(property = "petrify.baseline")
  File baseline;

  /** Writes this build's findings as a baseline (a SARIF log) to this file. */
  @Parameter(property = "petrify.writeBaseline")
  File writeBaseline;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("Petrify: skipped");
      return;
    }
    if ("pom".equals(project.getPackaging())) {
      getLog().info("Petrify: nothing to analyse in a module with pom packaging");
      return;
    }
    tests = tests.stream().map(String::trim).filter(t -> !t.isEmpty()).toList();
    if (mainClasses.isEmpty() && entryPoints.isEmpty() && tests.isEmpty()) {
      String main = manifestMainClass();
      if (main == null) {
        // A library module of a multi-module build: nothing runs here by itself.
        getLog().warn("Petrify: nothing to analyse in " + project.getArtifactId() + ": no"
            + " <mainClasses>, <entryPoints> or <tests> configured and its jar has no"
            + " Main-Class");
        return;
      }
      getLog().info("Petrify: checking the jar's Main-Class " + main);
      mainClasses = List.of(main);
    }
    KnownFindings known;
    try {
      known = baseline == null ? KnownFindings.none() : KnownFindings.baseline(baseline.toPath());
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException("Petrify: " + e.getMessage(), e);
    }
    List<Path> classpath = classpath(!tests.isEmpty());
    known = known.withSuppressionsFrom(classpath);
    Analysis base;
    try {
      base = Petrify.analyze(classpath)
          .maxStates(maxStates)
          .timeout(timeoutSeconds > 0 ? Duration.ofMillis(Math.round(timeoutSeconds * 1000))
              : null)
          .fairness(Fairness.valueOf(fairness.trim().toUpperCase(Locale.ROOT)))
          .acceptUnsound(acceptUnsound.stream().map(String::trim)
              .filter(k -> !k.isEmpty()).toList());
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException("Petrify: bad configuration: " + e.getMessage(), e);
    }
    Map<String, Analysis> entries = new LinkedHashMap<>();
    for (String main : mainClasses) {
      entries.put(main, base.mainClass(main));
    }
    for (String entry : entryPoints) {
      entries.put(entry, base.entryPoint(entry));
    }
    if (!tests.isEmpty()) {
      try {
        entries.putAll(base.junitTests(tests));
      } catch (BadInputException e) {
        throw new MojoExecutionException("Petrify: " + e.getMessage(), e);
      }
      getLog().info("Petrify: " + (entries.size() - mainClasses.size() - entryPoints.size())
          + " test method(s) match " + String.join(", ", tests));
    }
    Map<String, Report> reports = new LinkedHashMap<>();
    List<String> violated = new ArrayList<>();
    List<String> inconclusive = new ArrayList<>();
    Path out = outputDirectory.toPath();
    try {
      Files.createDirectories(out);
      removeOldReports(out);
      for (Map.Entry<String, Analysis> e : entries.entrySet()) {
        for (String property : properties) {
          Report r = check(e.getValue(), property);
          String key = properties.size() == 1 ? e.getKey() : e.getKey() + " " + property;
          reports.put(key, r);
          Files.writeString(out.resolve(fileName(e.getKey(), property) + ".txt"), r.text(),
              StandardCharsets.UTF_8);
          String line = "Petrify: " + e.getKey() + ": " + r;
          KnownFindings.Triage triage = known.triage(r);
          if (r.verdict() == Verdict.VIOLATED && !triage.isNew()) {
            getLog().warn(line + " (" + triage.why() + ")");
          } else if (r.verdict() == Verdict.VIOLATED) {
            violated.add(e.getKey() + ": " + property);
            getLog().error(line + "\n" + r.text());
          } else if (r.verdict() == Verdict.INCONCLUSIVE) {
            inconclusive.add(e.getKey() + ": " + property + " ("
                + r.reason().orElse("no reason given") + ")");
            getLog().warn(line);
          } else {
            getLog().info(line);
          }
        }
      }
      Files.writeString(out.resolve("petrify.sarif"),
          ReportSarif.write(reports, sourceLocations(), known) + "\n", StandardCharsets.UTF_8);
      if (writeBaseline != null) {
        KnownFindings.writeBaseline(writeBaseline.toPath(), reports);
        getLog().info("Petrify: baseline written to " + writeBaseline);
      }
      Files.writeString(out.resolve("petrify.html"), ReportHtml.write(reports),
          StandardCharsets.UTF_8);
      if (session != null && session.getTopLevelProject() != null) {
        MavenProject top = session.getTopLevelProject();
        Path aggregate = Path.of(top.getBuild().getDirectory(), "petrify");
        BuildAggregate.of(session).add(project.getArtifactId(), reports, known, sourceRoots(),
            aggregate, top.getBasedir().toPath());
      }
    } catch (IOException e) {
      throw new MojoExecutionException("Petrify: cannot write the reports to " + out + ": "
          + e.getMessage(), e);
    } catch (BadInputException | InternalErrorException e) {
      throw new MojoExecutionException("Petrify: " + e.getMessage(), e);
    }
    getLog().info("Petrify: reports in " + out);
    if (failOnViolation && !violated.isEmpty()) {
      throw new MojoFailureException("Petrify found violations: " + String.join(", ", violated)
          + " (see " + out.resolve("petrify.sarif") + ")");
    }
    if (failOnInconclusive && !inconclusive.isEmpty()) {
      throw new MojoFailureException("Petrify could not decide: " + String.join(", ", inconclusive)
          + " (set failOnInconclusive to false to accept)");
    }
  }

  /**
   * The Main-Class of the module's jar (built before {@code verify}), else the one configured
   * for maven-jar-plugin's manifest; null if neither exists.
   */
  private String manifestMainClass() {
    File jar = project.getArtifact() == null ? null : project.getArtifact().getFile();
    if (jar != null) {
      try {
        String main = ClassPathFiles.manifestMainClass(jar.toPath());
        if (main != null) {
          return main;
        }
      } catch (BadInputException e) {
        getLog().debug("Petrify: " + e.getMessage());
      }
    }
    org.apache.maven.model.Plugin jarPlugin =
        project.getBuild().getPluginsAsMap().get("org.apache.maven.plugins:maven-jar-plugin");
    if (jarPlugin != null && jarPlugin.getConfiguration()
        instanceof org.codehaus.plexus.util.xml.Xpp3Dom conf) {
      org.codehaus.plexus.util.xml.Xpp3Dom archive = conf.getChild("archive");
      org.codehaus.plexus.util.xml.Xpp3Dom manifest = archive == null ? null
          : archive.getChild("manifest");
      org.codehaus.plexus.util.xml.Xpp3Dom main = manifest == null ? null
          : manifest.getChild("mainClass");
      if (main != null && main.getValue() != null && !main.getValue().isBlank()) {
        return main.getValue().trim();
      }
    }
    return null;
  }

  /**
   * Deletes the reports an earlier run wrote into the output folder (per-entry {@code .txt}
   * files, {@code petrify.sarif}, {@code petrify.html}), so that none is left stale when the
   * configuration changes; other files are left alone.
   */
  private static void removeOldReports(Path out) throws IOException {
    try (var files = Files.list(out)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        String n = f.getFileName().toString();
        if (n.equals("petrify.sarif") || n.equals("petrify.html")
            || n.matches(".*-(deadlock|termination|livelock|ctl-[0-9a-f]+)\\.txt")) {
          Files.deleteIfExists(f);
        }
      }
    }
  }

  private static Report check(Analysis a, String property) {
    return switch (property.trim().toLowerCase(Locale.ROOT)) {
      case "deadlock" -> a.deadlock();
      case "termination" -> a.termination();
      case "livelock" -> a.livelock();
      default -> a.check(property);
    };
  }

  /**
   * The module's runtime class path (its classes and dependencies), or with {@code tests} its
   * test class path (test classes, classes and all dependencies); only entries that exist.
   */
  private List<Path> classpath(boolean tests) throws MojoExecutionException {
    List<Path> paths = new ArrayList<>();
    try {
      for (String element : tests ? project.getTestClasspathElements()
          : project.getRuntimeClasspathElements()) {
        Path p = Path.of(element);
        if (Files.exists(p)) {
          paths.add(p);
        }
      }
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("Petrify: the " + (tests ? "test" : "runtime")
          + " class path is not resolved", e);
    }
    if (paths.isEmpty()) {
      throw new MojoExecutionException(tests
          ? "Petrify: nothing to analyse (no compiled test classes yet; run petrify:check after"
              + " test-compile, e.g. in verify)"
          : "Petrify: nothing to analyse (no compiled classes yet; run petrify:check after"
              + " compile, e.g. in verify)");
    }
    return paths;
  }

  /**
   * The source roots ({@link #sourceRoots}), with the repository root found from them
   * ({@code .git}) or, failing that, the folder the build was started in.
   */
  private org.petrify.api.report.SourceLocations sourceLocations() {
    Path top = session == null ? null : Path.of(session.getExecutionRootDirectory());
    return org.petrify.api.report.SourceLocations.of(sourceRoots(), top);
  }

  /**
   * The module's main and test source roots, then those of the build's other modules (a class
   * of a sibling module on the class path is found in its sources).
   */
  private List<Path> sourceRoots() {
    List<Path> roots = new ArrayList<>();
    List<MavenProject> projects = new ArrayList<>(List.of(project));
    if (session != null && session.getProjects() != null) {
      session.getProjects().stream().filter(p -> p != project).forEach(projects::add);
    }
    for (MavenProject p : projects) {
      p.getCompileSourceRoots().forEach(r -> roots.add(Path.of(r)));
      p.getTestCompileSourceRoots().forEach(r -> roots.add(Path.of(r)));
    }
    return roots;
  }

  private static String fileName(String entry, String property) {
    String p = switch (property.trim().toLowerCase(Locale.ROOT)) {
      case "deadlock", "termination", "livelock" -> property.trim().toLowerCase(Locale.ROOT);
      default -> "ctl-" + Integer.toHexString(property.hashCode());
    };
    return entry.replaceAll("[^A-Za-z0-9._-]", "_") + "-" + p;
  }
}
