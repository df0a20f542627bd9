package org.petrify.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.petrify.api.BadInputException;
import org.petrify.api.RaceSearch;
import org.petrify.api.Report;
import org.petrify.api.race.DynamicRaces;
import org.petrify.api.report.ReportJson;
import org.petrify.api.report.ReportSarif;
import org.petrify.net.io.NetFiles;
import org.petrify.net.io.NetFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code petrify race}: the data races of a recorded run, or the net mined from it. */
@Command(name = "race", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Find the data races of a run recorded by petrify record (the net mined from"
        + " the trace, two conflicting accesses enabled together), or export that net.",
    footer = {"", "Exit status: 0 no race, 1 races reported, 2 bad usage or input, 3 inconclusive;"
        + " 0 for a net export."})
final class RaceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--trace", paramLabel = "FILE", required = true, description = "The trace file.")
  Path trace;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (default), json or sarif for the races; lola, pnml or dot for the mined net.")
  Format format;

  enum Format { TEXT, JSON, SARIF, LOLA, PNML, DOT }

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of stdout.")
  Path output;

  @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "unfolding",
      description = "unfolding (default: a complete prefix of the mined net's unfolding, two "
          + "accesses whose events can be concurrent) or states (a breadth-first search of its "
          + "markings); both give the same races.")
  Engine engine;

  enum Engine { UNFOLDING, STATES }

  @Option(names = "--max-states", paramLabel = "N", defaultValue = "2000000",
      description = "Bound on the prefix's events (unfolding) or the markings explored (states),"
          + " default 2,000,000; above it INCONCLUSIVE.")
  long maxStates;

  @Option(names = "--confirm", description = "Replay each race under a controlled scheduler and "
      + "label it CONFIRMED or NOT CONFIRMED (runs the recorded command again; see also COMMAND).")
  boolean confirm;

  @Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  @Parameters(paramLabel = "COMMAND", arity = "0..*",
      description = "For --confirm: the Java command to replay, after -- (default: the command "
          + "petrify record saved next to the trace).")
  List<String> command = List.of();

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (maxStates <= 0) {
      throw new BadInputException("--max-states must be positive");
    }
    switch (format) {
      case LOLA, PNML, DOT -> {
        write(NetFiles.toText(DynamicRaces.minedNet(trace), NetFormat.valueOf(format.name())));
        return ExitCode.OK;
      }
      default -> { }
    }
    Report r = DynamicRaces.analyze(trace,
        engine == Engine.STATES ? RaceSearch.STATE_SPACE : RaceSearch.UNFOLDING, maxStates,
        confirm ? java.util.Optional.of(command) : java.util.Optional.empty());
    write(switch (format) {
      case JSON -> ReportJson.write(r) + "\n";
      case SARIF -> ReportSarif.write(r) + "\n";
      default -> r.text();
    });
    return switch (r.verdict()) {
      case HOLDS -> ExitCode.OK;
      case VIOLATED -> ExitCode.VIOLATED;
      case INCONCLUSIVE -> ExitCode.INCONCLUSIVE;
    };
  }

  private void write(String text) throws IOException {
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
      return;
    }
    try (Writer w = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
      w.write(text);
    } catch (java.nio.file.NoSuchFileException | java.nio.file.AccessDeniedException e) {
      throw new BadInputException(output + ": cannot write here");
    }
  }
}
