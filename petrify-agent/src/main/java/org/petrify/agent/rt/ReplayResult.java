package org.petrify.agent.rt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The end of a controlled replay: one line {@code "<VERDICT> <reason>"} written to the result
 * file the launching process reads, then the JVM halts (the replayed threads may be blocked for
 * ever, so neither shutdown hooks nor a normal exit are waited for).
 */
final class ReplayResult {
  private ReplayResult() {}

  static void writeAndHalt(Path result, String verdict, String why) {
    try {
      Files.writeString(result, verdict + " " + why + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      System.err.println("petrify-agent: cannot write the replay result: " + e);
    }
    Runtime.getRuntime().halt(0);
  }
}
