package org.petrify.cli;

import java.time.Duration;
import picocli.CommandLine.Option;

/** The budget, reduction and diagnostics options shared by {@code check} and {@code net-check}. */
final class EngineOptions {
  /** The defaults of {@code check}, shared with the Maven plugin and {@code @PetrifyCheck}. */
  static final long CHECK_MAX_STATES = 5_000_000L;
  static final double CHECK_TIMEOUT_SECONDS = 120;

  @Option(names = "--max-states", paramLabel = "N",
      description = "Stop after storing N states; the answer is then inconclusive (default:"
          + " 5000000 for check, 50000000 for net-check).")
  Long maxStates;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Stop after S seconds, a positive number, decimals allowed (default: 120 for"
          + " check, no limit for net-check); the answer is then inconclusive.")
  Double timeoutSeconds;

  @Option(names = "--no-por", description = "Turn partial-order reduction (stubborn sets) off.")
  boolean noPartialOrderReduction;

  @Option(names = "--no-reduce",
      description = "Turn structural reduction of the net (before the search) off.")
  boolean noStructuralReduction;

  @Option(names = "--progress",
      description = "Show a progress line on stderr (default: only when stderr is a terminal).")
  boolean progress;

  @Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  /** The timeout given, else {@code defaultSeconds} (null: none). */
  Duration timeout(Double defaultSeconds) {
    Double s = timeoutSeconds != null ? timeoutSeconds : defaultSeconds;
    return s == null ? null : Duration.ofNanos((long) (s * 1e9));
  }

  /** The state budget given, else {@code defaultStates}. */
  long maxStates(long defaultStates) {
    return maxStates != null ? maxStates : defaultStates;
  }

  void validate(picocli.CommandLine commandLine) {
    if (maxStates != null && maxStates <= 0) {
      throw new picocli.CommandLine.ParameterException(commandLine,
          "--max-states must be positive, got " + maxStates);
    }
    if (timeoutSeconds != null && (timeoutSeconds.isNaN() || !(timeoutSeconds > 0))) {
      throw new picocli.CommandLine.ParameterException(commandLine,
          "--timeout must be a positive number of seconds, got " + timeoutSeconds
              + " (for a long run give a large number)");
    }
  }

  /** True if a progress line should be drawn: asked for, or stderr is a terminal. */
  boolean showProgress() {
    return progress || Boolean.getBoolean("petrify.stderr.tty");
  }
}
