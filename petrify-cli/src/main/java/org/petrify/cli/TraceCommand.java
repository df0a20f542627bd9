package org.petrify.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.petrify.api.race.DynamicRaces;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code petrify trace}: a recorded trace as text. */
@Command(name = "trace", mixinStandardHelpOptions = true,
    description = "Print a trace written by petrify record as text: threads, then each thread's"
        + " events with their source positions.")
final class TraceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The trace file.")
  Path file;

  @Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    out.print(DynamicRaces.dump(file));
    out.flush();
    return ExitCode.OK;
  }
}
