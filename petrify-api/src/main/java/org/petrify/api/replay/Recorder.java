package org.petrify.api.replay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a Java command with the recording agent ({@code petrify record}): the agent option is
 * inserted right after the executable, {@code java [jvm options] -cp CP Main args} unchanged
 * otherwise. The command is also written next to the trace ({@code TRACE.command}, one argument
 * per line) so that {@code petrify race --confirm} can run the program again.
 */
public final class Recorder {
  private Recorder() {}

  /** The command with the agent option for {@code trace} inserted. */
  public static List<String> command(List<String> javaCommand, Path trace, List<String> include) {
    if (javaCommand.isEmpty()) {
      throw new ReplayInputException("no command to record (petrify record [--out FILE] -- java ...)");
    }
    StringBuilder option = new StringBuilder("-javaagent:").append(AgentJar.locate())
        .append("=out=").append(trace.toAbsolutePath());
    if (!include.isEmpty()) {
      option.append(",include=").append(String.join(":", include));
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(javaCommand.get(0));
    cmd.add(option.toString());
    cmd.addAll(javaCommand.subList(1, javaCommand.size()));
    return cmd;
  }

  /**
   * Runs the command recording into {@code trace}, with the program's standard streams those
   * of this process, and returns its exit status.
   */
  public static int record(List<String> javaCommand, Path trace, List<String> include)
      throws IOException, InterruptedException {
    List<String> cmd = command(javaCommand, trace, include);
    Process p;
    try {
      p = new ProcessBuilder(cmd).inheritIO().start();
    } catch (IOException e) {
      throw new ReplayInputException(javaCommand.get(0) + ": cannot run: " + e.getMessage());
    }
    int status = p.waitFor();
    Path saved = commandFile(trace);
    try {
      Files.write(saved, javaCommand, StandardCharsets.UTF_8);
    } catch (IOException e) {
      // the trace is still usable; only race --confirm needs the command
    }
    return status;
  }

  /** Where {@link #record} saves the recorded command. */
  public static Path commandFile(Path trace) {
    return trace.resolveSibling(trace.getFileName() + ".command");
  }
}
