package org.petrify.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.maven.execution.MavenSession;
import org.petrify.api.Report;
import org.petrify.api.report.KnownFindings;
import org.petrify.api.report.ReportHtml;
import org.petrify.api.report.ReportSarif;
import org.petrify.api.report.SourceLocations;

/**
 * The reports of every module of one build, written after each module as one SARIF log (one
 * run, results keyed {@code module: entry point}) and one HTML page into the top-level
 * project's {@code target/petrify}: {@code petrify-build.sarif} and {@code petrify-build.html}.
 * Rewritten after each module, so a build that stops at a failing module still has the
 * aggregate of the modules checked so far. Each report keeps the triage of its module's
 * baseline and suppressions.
 */
final class BuildAggregate {
  /** One aggregate per running build; a finished build's session is collected. */
  private static final Map<MavenSession, BuildAggregate> BUILDS =
      Collections.synchronizedMap(new WeakHashMap<>());

  private final Map<String, Report> reports = new LinkedHashMap<>();
  private final Map<Report, KnownFindings.Triage> triage = new IdentityHashMap<>();
  private final List<Path> sourceRoots = new ArrayList<>();
  private boolean baseline;

  static BuildAggregate of(MavenSession session) {
    return BUILDS.computeIfAbsent(session, s -> new BuildAggregate());
  }

  /** Adds a module's reports and writes the aggregate into {@code dir}. */
  synchronized void add(String module, Map<String, Report> moduleReports, KnownFindings known,
      List<Path> roots, Path dir, Path top) throws IOException {
    for (Map.Entry<String, Report> e : moduleReports.entrySet()) {
      reports.put(module + ": " + e.getKey(), e.getValue());
      triage.put(e.getValue(), known.triage(e.getValue()));
    }
    sourceRoots.addAll(roots);
    baseline |= known.hasBaseline();
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("petrify-build.sarif"), ReportSarif.write(reports,
        SourceLocations.of(sourceRoots, top), triage::get, baseline) + "\n",
        StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("petrify-build.html"), ReportHtml.write(reports),
        StandardCharsets.UTF_8);
  }
}
