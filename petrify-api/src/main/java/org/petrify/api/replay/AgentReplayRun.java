package org.petrify.api.replay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One run of a Java program under the agent in a replay mode ({@code race --confirm}: mode
 * {@code replay}; {@code check --confirm}: mode {@code deadlock}). A temporary folder holds the
 * plan the agent reads, the result file it writes (one line {@code "VERDICT reason"}, see the
 * agent's {@code ReplayResult}) and the trace it records; the folder is deleted afterwards. The
 * program's output is discarded; a run that outlives its wait is killed.
 *
 * @param ended whether the program ended within the wait
 * @param exitStatus its exit status, -1 if it was killed
 * @param resultLine the agent's result line, trimmed, or "" if it wrote none
 */
public record AgentReplayRun(boolean ended, int exitStatus, String resultLine) {
  /**
   * Runs {@code javaCommand} (the executable first; the agent option is inserted after it) with
   * the plan {@code planFor(resultFile)}, waiting at most {@code waitMillis}.
   */
  public static AgentReplayRun run(String mode, Function<Path, String> planFor,
      List<String> javaCommand, long waitMillis) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("petrify-replay-" + mode);
    try {
      Path plan = dir.resolve("plan");
      Path result = dir.resolve("result");
      Files.writeString(plan, planFor.apply(result), StandardCharsets.UTF_8);
      List<String> cmd = new ArrayList<>();
      cmd.add(javaCommand.get(0));
      cmd.add("-javaagent:" + AgentJar.locate() + "=out=" + dir.resolve("replay.trace") + ","
          + mode + "=" + plan);
      cmd.addAll(javaCommand.subList(1, javaCommand.size()));
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      boolean ended = p.waitFor(waitMillis, TimeUnit.MILLISECONDS);
      if (!ended) {
        p.destroyForcibly();
        p.waitFor(5, TimeUnit.SECONDS);
      }
      String line = Files.exists(result)
          ? Files.readString(result, StandardCharsets.UTF_8).trim() : "";
      return new AgentReplayRun(ended, ended ? p.exitValue() : -1, line);
    } finally {
      deleteTree(dir);
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(f);
      }
    }
  }
}
