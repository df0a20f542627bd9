package org.petrify.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.petrify.api.race.DynamicRaces;
import org.petrify.api.replay.Recorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code petrify record}: run a Java program with the recording agent. */
@Command(name = "record", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Run a Java program and record its synchronisation and shared accesses into a"
        + " trace: petrify record [--out FILE] -- java [jvm options] -cp CP Main args",
    footer = {"", "Exit status: the program's; 2 bad usage or input."})
final class RecordCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--out", paramLabel = "FILE", defaultValue = "petrify.trace",
      description = "The trace file (default petrify.trace).")
  Path out;

  @Option(names = "--include", paramLabel = "PREFIX",
      description = "Only instrument classes whose name starts with PREFIX (repeatable; default:"
          + " every class outside the JDK).")
  List<String> include = new ArrayList<>();

  @Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  @Parameters(paramLabel = "COMMAND", arity = "1..*",
      description = "The Java command line to run, after --.")
  List<String> command;

  @Override
  public Integer call() throws Exception {
    int status = Recorder.record(command, out, include);
    try {
      DynamicRaces.Recording t = DynamicRaces.recording(out);
      spec.commandLine().getErr().println("petrify: recorded " + t.events() + " events of "
          + t.threads() + " threads into " + out + (t.complete() ? "" : " (incomplete)"));
    } catch (RuntimeException e) {
      spec.commandLine().getErr().println("petrify: no usable trace was written: " + e.getMessage());
      return status == 0 ? ExitCode.BAD_INPUT : status;
    }
    return status;
  }
}
