package org.petrify.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code petrify rb}: print the program's rb translation. */
@Command(name = "rb", mixinStandardHelpOptions = true, description = "Print the rb translation of a JVM program.")
final class RbCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ProgramOptions program = new ProgramOptions();

  @picocli.CommandLine.Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    String text = program.analysis().rb();
    out.print(text.endsWith("\n") ? text : text + "\n");
    out.flush();
    return ExitCode.OK;
  }
}
