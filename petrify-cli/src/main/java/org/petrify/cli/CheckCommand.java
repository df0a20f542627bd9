package org.petrify.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.petrify.api.Analysis;
import org.petrify.api.BadInputException;
import org.petrify.api.Fairness;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.report.Json;
import org.petrify.api.report.KnownFindings;
import org.petrify.api.report.SourceLocations;
import org.petrify.api.report.ReportHtml;
import org.petrify.api.report.ReportJson;
import org.petrify.api.report.ReportSarif;
import org.petrify.api.report.WitnessSvg;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code petrify check}: one property of a Java program, per entry point. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Check a property of a JVM program: deadlock, livelock, termination, data races or a CTL formula.",
    footer = {"", "Exit status: 0 holds, 1 violated, 2 bad usage or input, 3 inconclusive.",
        "With several entry points: 1 if any is violated, else 3 if any is inconclusive."})
final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ProgramOptions program = new ProgramOptions();

  /** The named properties; anything else is read as a CTL formula. */
  static final List<String> PROPERTIES = List.of("deadlock", "livelock", "termination", "races");

  @Option(names = "--property", paramLabel = "P", defaultValue = "deadlock",
      description = "deadlock (default), livelock, termination, races, or a CTL formula in LoLA"
          + " syntax (places by name or as running(T), finished(T), holds(T,L), free(L)).")
  String property;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (default), json, sarif or html (one self-contained page with the"
          + " report, the witness diagram and the caveats).")
  Format format;

  enum Format { TEXT, JSON, SARIF, HTML }

  @Option(names = "--witness-svg", paramLabel = "FILE",
      description = "Also draw the witness as a sequence diagram (SVG) into FILE; with several"
          + " entry points, one file per entry point (FILE-<entry>.svg).")
  Path witnessSvg;

  @Option(names = "--source-root", paramLabel = "DIR",
      description = "For --format sarif: a folder where package-relative source paths start"
          + " (e.g. src/main/java); repeatable. Paths are written relative to the repository"
          + " root (the nearest folder with .git), as code scanning reads them.")
  List<Path> sourceRoots = new ArrayList<>();

  @Option(names = "--baseline", paramLabel = "FILE",
      description = "Known findings: a SARIF log written by --write-baseline (or --format"
          + " sarif). Findings in it, and findings suppressed in code with"
          + " @org.petrify.annotations.Suppress, are reported as known and do not make the exit"
          + " status 1.")
  Path baseline;

  @Option(names = "--write-baseline", paramLabel = "FILE",
      description = "Write this run's findings as a baseline (a SARIF log) to FILE.")
  Path writeBaseline;

  @Option(names = "--witness-dot", paramLabel = "FILE",
      description = "Also write the program's net in DOT with the witness marked into FILE.")
  Path witnessDot;

  @Option(names = "--fairness", paramLabel = "F", defaultValue = "none",
      description = "Scheduler assumption for termination, livelock, EG and AF: none (default), "
          + "threads (weak fairness per thread, and a lock free again and again is taken "
          + "eventually), threads_and_choices (plus strong fairness of "
          + "every branch of a nondeterministic choice and of every return of a recursive or"
          + " deep call to one of its call sites).")
  Fairness fairness;

  @Option(names = "--confirm",
      description = "With --property deadlock: replay each deadlock witness on the JVM under a"
          + " controlled scheduler (locks granted in the witness order, each blocked thread held"
          + " before its blocking acquisition) and report whether the JVM shows the threads"
          + " blocked as reported. Needs --main.")
  boolean confirm;

  @Option(names = "--confirm-timeout", paramLabel = "S", defaultValue = "10",
      description = "Seconds a --confirm replay may take before it ends \"not reproduced\""
          + " (default 10).")
  double confirmTimeout;

  @Option(names = "--accept-unsound", paramLabel = "KIND", split = ",",
      description = "Accept UNSOUND caveats of these kinds (comma-separated), or 'all': a"
          + " property that holds in a model with unaccepted UNSOUND caveats is reported"
          + " inconclusive (exit 3), with them accepted it holds (exit 0), the caveats listed.")
  List<String> acceptUnsound = new ArrayList<>();

  @Option(names = "--full-witness",
      description = "Show every step of the witness; by default the interleaving shows the"
          + " concurrency skeleton (locks, waits, notifications, thread starts and joins,"
          + " blocking calls, the writes and tests of the values they depend on) and"
          + " summarises the other steps, one line per thread and run.")
  boolean fullWitness;

  @Mixin EngineOptions engine = new EngineOptions();

  @Override
  public Integer call() {
    engine.validate(spec.commandLine());
    if (confirm && !property.trim().equalsIgnoreCase("deadlock")) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--confirm replays deadlock witnesses: use it with --property deadlock");
    }
    if (!(confirmTimeout > 0) || confirmTimeout > 3600) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--confirm-timeout must be a number of seconds in (0, 3600]: " + confirmTimeout);
    }
    if (acceptUnsound.stream().anyMatch(String::isBlank)) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--accept-unsound takes caveat kinds separated by commas, or all");
    }
    try {
      org.petrify.api.UnsoundKinds.check(acceptUnsound);
    } catch (IllegalArgumentException e) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--accept-unsound: " + e.getMessage());
    }
    String named = property.trim().toLowerCase(Locale.ROOT);
    if (named.matches("[a-z][a-z_-]*") && !PROPERTIES.contains(named)) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "unknown property '" + property.trim() + "'; the properties are "
              + String.join(", ", PROPERTIES) + ", or a CTL formula such as 'EF DEADLOCK'");
    }
    for (Path root : sourceRoots) {
      if (!Files.isDirectory(root)) {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
            "--source-root " + root + ": no such folder");
      }
    }
    KnownFindings known = baseline == null ? KnownFindings.none() : knownFindings(baseline);
    Map<String, Analysis> analyses = program.analyses();
    known = known.withSuppressionsFrom(program.classPath());
    Map<String, Report> reports = new LinkedHashMap<>();
    for (Map.Entry<String, Analysis> entry : analyses.entrySet()) {
      String label = analyses.size() > 1 ? entry.getKey() + ": " + property : property;
      ProgressLine progress = new ProgressLine(spec.commandLine().getErr(),
          engine.showProgress(), label);
      Analysis a = entry.getValue()
          .maxStates(engine.maxStates(EngineOptions.CHECK_MAX_STATES))
          .timeout(engine.timeout(EngineOptions.CHECK_TIMEOUT_SECONDS))
          .partialOrderReduction(!engine.noPartialOrderReduction)
          .structuralReduction(!engine.noStructuralReduction)
          .progress(progress)
          .fairness(fairness)
          .acceptUnsound(acceptUnsound)
          .fullWitness(fullWitness);
      Report r;
      try {
        r = switch (property.trim().toLowerCase(Locale.ROOT)) {
          case "deadlock" -> a.deadlock();
          case "termination" -> a.termination();
          case "livelock" -> a.livelock();
          case "races" -> a.races();
          default -> a.check(property);
        };
      } finally {
        progress.finish();
      }
      if (confirm && r.violated()) {
        if (engine.showProgress()) {
          spec.commandLine().getErr().println("petrify: replaying the witness on the JVM...");
        }
        r = a.confirm(r, java.time.Duration.ofMillis(Math.round(confirmTimeout * 1000)));
      }
      reports.put(entry.getKey(), r);
      if (witnessSvg != null) {
        write(perEntry(witnessSvg, entry.getKey(), analyses.size()), WitnessSvg.write(r));
      }
      if (witnessDot != null) {
        write(perEntry(witnessDot, entry.getKey(), analyses.size()),
            a.netDot(r.witnessTransitions()));
      }
    }
    PrintWriter out = spec.commandLine().getOut();
    boolean single = reports.size() == 1;
    Report only = reports.values().iterator().next();
    switch (format) {
      case JSON -> out.println(single ? ReportJson.write(only) : json(reports));
      case SARIF -> out.println(ReportSarif.write(keyed(reports),
          SourceLocations.of(sourceRoots, null), known));
      case HTML -> out.print(ReportHtml.write(keyed(reports)));
      default -> {
        if (single) {
          out.print(only.text());
        } else {
          boolean first = true;
          for (Map.Entry<String, Report> e : reports.entrySet()) {
            out.print((first ? "" : "\n") + "== " + e.getKey() + " ==\n" + e.getValue().text());
            first = false;
          }
        }
      }
    }
    List<Report> counted = new ArrayList<>();
    for (Map.Entry<String, Report> e : reports.entrySet()) {
      KnownFindings.Triage t = known.triage(e.getValue());
      if (e.getValue().violated() && !t.isNew()) {
        spec.commandLine().getErr().println("petrify: " + (e.getKey().isEmpty() ? ""
            : e.getKey() + ": ") + property.trim() + ": " + t.why()
            + " (not counted in the exit status)");
      } else {
        counted.add(e.getValue());
      }
    }
    if (writeBaseline != null) {
      try {
        KnownFindings.writeBaseline(writeBaseline, keyed(reports));
      } catch (IOException e) {
        throw new BadInputException(writeBaseline + ": cannot write here ("
            + e.getClass().getSimpleName() + ")", e);
      }
    }
    out.flush();
    return exitStatus(counted);
  }

  private static KnownFindings knownFindings(Path file) {
    try {
      return KnownFindings.baseline(file);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage(), e);
    }
  }

  /** With a single entry point the reports carry no entry-point name. */
  private static Map<String, Report> keyed(Map<String, Report> reports) {
    if (reports.size() != 1) {
      return reports;
    }
    return Map.of("", reports.values().iterator().next());
  }

  private static String json(Map<String, Report> reports) {
    List<Object> list = new ArrayList<>();
    for (Map.Entry<String, Report> e : reports.entrySet()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("entryPoint", e.getKey());
      m.putAll(ReportJson.toMap(e.getValue()));
      list.add(m);
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("reports", list);
    return Json.write(doc);
  }

  /** 1 if some report is violated, else 3 if some is inconclusive, else 0. */
  static int exitStatus(Iterable<Report> reports) {
    boolean inconclusive = false;
    for (Report r : reports) {
      if (r.verdict() == Verdict.VIOLATED) {
        return ExitCode.VIOLATED;
      }
      inconclusive |= r.verdict() == Verdict.INCONCLUSIVE;
    }
    return inconclusive ? ExitCode.INCONCLUSIVE : ExitCode.OK;
  }

  /** FILE itself for one entry point, else FILE-<entry>.ext with the entry made file-safe. */
  static Path perEntry(Path file, String entry, int entries) {
    if (entries <= 1) {
      return file;
    }
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String base = dot > 0 ? name.substring(0, dot) : name;
    String ext = dot > 0 ? name.substring(dot) : "";
    String safe = entry.replaceAll("[^A-Za-z0-9._-]", "_");
    return file.resolveSibling(base + "-" + safe + ext);
  }

  private static void write(Path file, String content) {
    try {
      Files.writeString(file, content, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException(file + ": cannot write here (" + e.getClass().getSimpleName()
          + ")", e);
    }
  }
}
