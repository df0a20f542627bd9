package org.petrify.api.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.petrify.api.BadInputException;
import org.petrify.api.PetrifyVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/**
 * The {@code petrify} command line. {@link #run} is the whole program without
 * {@link System#exit}, so tests call it in-process with their own streams.
 *
 * <p>Errors: bad usage and bad input print one line {@code petrify: <problem>} on stderr and
 * exit with 2; an unexpected exception (a bug) prints one line and exits with 70. {@code --debug}
 * adds the stack trace.
 */
@Command(name = "petrify", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
    description = "Deadlocks, livelocks and non-termination in JVM programs, via Petri nets.",
    subcommands = {CheckCommand.class, RbCommand.class, NetCommand.class, NetCheckCommand.class,
        RecordCommand.class, TraceCommand.class, RaceCommand.class,
        HelpCommand.class},
    footer = {"", "Exit status of check: 0 holds, 1 violated, 2 bad usage or input, 3 inconclusive."})
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  private Main() {}

  /** {@code --version}: the version the build recorded. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"petrify " + PetrifyVersion.get()};
    }
  }

  public static void main(String[] args) {
    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    System.exit(run(args, stdout, stderr));
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "missing command (try petrify --help)");
  }

  /** Runs the command line and returns the exit status; nothing calls {@link System#exit}. */
  public static int run(String[] args, PrintStream stdout, PrintStream stderr) {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
    boolean debug = Arrays.asList(args).contains("--debug");
    CommandLine cl = new CommandLine(new Main());
    cl.setOut(out);
    cl.setErr(err);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler((e, a) -> {
      err.println("petrify: " + InputErrors.oneLine(e.getMessage())
          + " (try " + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
      if (debug) {
        e.printStackTrace(err);
      }
      err.flush();
      return ExitCode.BAD_INPUT;
    });
    cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof BadInputException) {
        err.println("petrify: " + InputErrors.oneLine(e.getMessage()));
        if (debug) {
          e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.BAD_INPUT;
      }
      err.println("petrify: internal error: " + InputErrors.oneLine(String.valueOf(e))
          + (debug ? "" : " (run with --debug for the stack trace)"));
      if (debug) {
        e.printStackTrace(err);
      }
      err.flush();
      return ExitCode.INTERNAL_ERROR;
    });
    int status = cl.execute(args);
    out.flush();
    err.flush();
    return status;
  }
}
