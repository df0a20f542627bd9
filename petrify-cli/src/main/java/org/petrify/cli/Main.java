package org.petrify.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.petrify.api.BadInputException;
import org.petrify.api.InternalErrorException;
import org.petrify.api.PetrifyVersion;
import org.petrify.api.replay.ReplayInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/**
 * The {@code petrify} command line. {@link #run} is the whole program without
 * {@link System#exit}, so tests call it in-process with their own streams.
 *
 * <p>Errors: bad usage and bad input print one line {@code petrify: <problem>} on stderr and
 * exit with 2; an unexpected exception or {@link Error} (a bug) prints one line naming the stage
 * ({@code petrify: internal error in stage translate: ...}) and exits with 70; running out of
 * memory outside the stages' budgets prints one line and exits with 3 (inconclusive).
 * {@code --debug} adds the stack trace.
 */
@Command(name = "petrify", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
    description = "Deadlocks, livelocks and non-termination in JVM programs, via Petri nets.",
    subcommands = {CheckCommand.class, RbCommand.class, NetCommand.class, NetCheckCommand.class,
        RecordCommand.class, TraceCommand.class, RaceCommand.class,
        HelpCommand.class},
    footer = {"", "Exit status of check: 0 holds, 1 violated, 2 bad usage or input, 3 inconclusive,"
        + " 70 internal error."})
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
        "missing command");
  }

  /** Runs the command line and returns the exit status; nothing calls {@link System#exit}. */
  public static int run(String[] args, PrintStream stdout, PrintStream stderr) {
    return run(args, stdout, stderr, true);
  }

  /**
   * {@link #run(String[], PrintStream, PrintStream)}; with {@code fastPath}, a well-formed
   * {@code net-check} runs without picocli ({@link NetCheckFastPath}), with the same output and
   * status (tests compare both paths).
   */
  static int run(String[] args, PrintStream stdout, PrintStream stderr, boolean fastPath) {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
    boolean debug = Arrays.asList(args).contains("--debug");
    NetCheckCommand fast = fastPath ? NetCheckFastPath.parse(args) : null;
    if (fast != null) {
      int status;
      try {
        status = fast.execute(out, err);
      } catch (BadInputException | ReplayInputException e) {
        err.println("petrify: " + InputErrors.oneLine(e.getMessage()));
        if (debug) {
          e.printStackTrace(err);
        }
        status = ExitCode.BAD_INPUT;
      } catch (Throwable e) { // as picocli's execution handler below
        status = failed(e, "net-check", err, debug);
      }
      out.flush();
      err.flush();
      return status;
    }
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
      if (e instanceof BadInputException || e instanceof ReplayInputException) {
        err.println("petrify: " + InputErrors.oneLine(e.getMessage()));
        if (debug) {
          e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.BAD_INPUT;
      }
      return failed(e, commandLine.getCommandName(), err, debug);
    });
    int status;
    try {
      status = cl.execute(args);
    } catch (Throwable e) { // Errors pass through picocli's handler: the contract holds for them too
      status = failed(e, commandName(cl, args), err, debug);
    }
    out.flush();
    err.flush();
    return status;
  }

  /**
   * Reports a failure that is not bad input, on one line: running out of memory is
   * inconclusive (exit 3), anything else an internal error (exit 70) naming the stage, or the
   * command where no stage caught it ({@code internal error in stage check: ...}).
   */
  static int failed(Throwable e, String command, PrintWriter err, boolean debug) {
    int status;
    if (e instanceof OutOfMemoryError) {
      err.println("petrify: out of memory (maximum heap " + (Runtime.getRuntime().maxMemory() >> 20)
          + " MB) in command " + command + "; inconclusive (give the JVM more heap, e.g."
          + " JAVA_OPTS=-Xmx8g)");
      status = ExitCode.INCONCLUSIVE;
    } else {
      String line = e instanceof InternalErrorException
          ? e.getMessage()
          : "internal error in command " + command + ": " + InternalErrorException.describe(e);
      err.println("petrify: " + InputErrors.oneLine(line)
          + (debug ? "" : " (run with --debug for the stack trace)"));
      status = ExitCode.INTERNAL_ERROR;
    }
    if (debug) {
      e.printStackTrace(err);
    }
    err.flush();
    return status;
  }

  private static String commandName(CommandLine cl, String[] args) {
    for (String a : args) {
      if (cl.getSubcommands().containsKey(a)) {
        return a;
      }
    }
    return "petrify";
  }
}
