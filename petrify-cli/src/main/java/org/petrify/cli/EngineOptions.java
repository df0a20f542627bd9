package org.petrify.cli;

import java.time.Duration;
import picocli.CommandLine.Option;

/** The budget, reduction and diagnostics options shared by {@code check} and {@code net-check}. */
final class EngineOptions {
  @Option(names = "--max-states", paramLabel = "N",
      description = "Stop after storing N states; the answer is then inconclusive (default: ${DEFAULT-VALUE}).",
      defaultValue = "50000000")
  long maxStates;

  @Option(names = "--timeout", paramLabel = "S",
      description = "Stop after S seconds (decimals allowed; default: no limit).")
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

  /** The timeout, or null for none. */
  Duration timeout() {
    if (timeoutSeconds == null || timeoutSeconds <= 0) {
      return null;
    }
    return Duration.ofNanos((long) (timeoutSeconds * 1e9));
  }

  void validate(picocli.CommandLine commandLine) {
    if (maxStates <= 0) {
      throw new picocli.CommandLine.ParameterException(commandLine,
          "--max-states must be positive, got " + maxStates);
    }
    if (timeoutSeconds != null && (timeoutSeconds.isNaN() || timeoutSeconds < 0)) {
      throw new picocli.CommandLine.ParameterException(commandLine,
          "--timeout must be a non-negative number of seconds, got " + timeoutSeconds);
    }
  }

  /** True if a progress line should be drawn: asked for, or stderr is a terminal. */
  boolean showProgress() {
    return progress || Boolean.getBoolean("petrify.stderr.tty");
  }
}
