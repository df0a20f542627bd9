package org.petrify.api.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.petrify.api.Analysis;
import org.petrify.api.Fairness;
import org.petrify.api.Report;
import org.petrify.api.report.ReportJson;
import org.petrify.api.report.ReportSarif;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code petrify check}: one property of a Java program. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Check a property of a JVM program: deadlock, livelock, termination or a CTL formula.",
    footer = {"", "Exit status: 0 holds, 1 violated, 2 bad usage or input, 3 inconclusive."})
final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ProgramOptions program = new ProgramOptions();

  @Option(names = "--property", paramLabel = "P", required = true,
      description = "deadlock, livelock, termination, or a CTL formula in LoLA syntax "
          + "(places by name or as running(T), finished(T), holds(T,L), free(L)).")
  String property;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (default), json or sarif.")
  Format format;

  enum Format { TEXT, JSON, SARIF }

  @Option(names = "--fairness", paramLabel = "F", defaultValue = "none",
      description = "Scheduler assumption for termination, livelock, EG and AF: none (default), "
          + "threads (weak fairness per thread), threads_and_choices (plus strong fairness of "
          + "every branch of a nondeterministic choice and of every return of a recursive or"
          + " deep call to one of its call sites).")
  Fairness fairness;

  @Mixin EngineOptions engine = new EngineOptions();

  @Override
  public Integer call() {
    engine.validate(spec.commandLine());
    ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), engine.showProgress(),
        property);
    Analysis a = program.analysis()
        .maxStates(engine.maxStates)
        .timeout(engine.timeout())
        .partialOrderReduction(!engine.noPartialOrderReduction)
        .structuralReduction(!engine.noStructuralReduction)
        .progress(progress)
        .fairness(fairness);
    Report r;
    try {
      r = switch (property.trim().toLowerCase(Locale.ROOT)) {
        case "deadlock" -> a.deadlock();
        case "termination" -> a.termination();
        case "livelock" -> a.livelock();
        default -> a.check(property);
      };
    } finally {
      progress.finish();
    }
    PrintWriter out = spec.commandLine().getOut();
    switch (format) {
      case JSON -> out.println(ReportJson.write(r));
      case SARIF -> out.println(ReportSarif.write(r));
      default -> out.print(r.text());
    }
    out.flush();
    return switch (r.verdict()) {
      case HOLDS -> ExitCode.OK;
      case VIOLATED -> ExitCode.VIOLATED;
      case INCONCLUSIVE -> ExitCode.INCONCLUSIVE;
    };
  }
}
