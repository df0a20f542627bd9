package org.petrify.bench;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CPU time of the JVM per stage of a {@code petrify check --progress} run, read off the
 * progress lines as they are written: the stream passes every byte on, and at each line
 * (ended by a newline or a carriage return) of the form {@code petrify: PROPERTY: STAGE: ...}
 * whose stage differs from the last one it charges the CPU time used since the last change
 * to the last stage. CPU time is the process's ({@code OperatingSystemMXBean
 * .getProcessCpuTime}: every thread of the JVM, garbage collection and compilation
 * included), so it does not grow with the load of other processes on the machine as wall time
 * does. A stage's figure is accurate to the progress line's period (the line names the stage
 * it is in, and a new stage writes a line when it starts).
 *
 * <p>Invariant: {@link #millis()} holds, per stage in order of first appearance, the CPU time
 * between the first line of that stage and the first line of the next; the stage running when
 * {@link #finish()} is called is charged up to that call.
 */
final class StageCpu extends FilterOutputStream {
  private static final Pattern STAGE = Pattern.compile("^petrify: [^:]+: (\\w+): ");

  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private final Map<String, Long> millis = new LinkedHashMap<>();
  private String stage;
  private long since;

  StageCpu(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) throws IOException {
    out.write(b);
    if (b == '\n' || b == '\r') {
      lineEnded(line.toString(StandardCharsets.UTF_8));
      line.reset();
    } else {
      line.write(b);
    }
  }

  private void lineEnded(String text) {
    Matcher m = STAGE.matcher(text.strip());
    if (m.find() && !m.group(1).equals(stage)) {
      charge(processCpuNanos());
      stage = m.group(1);
    }
  }

  private void charge(long now) {
    if (stage != null) {
      millis.merge(stage, (now - since) / 1_000_000L, Long::sum);
    }
    since = now;
  }

  /** Charges the running stage up to now; call once the run has ended. */
  void finish() {
    charge(processCpuNanos());
    stage = null;
  }

  /** CPU milliseconds per stage, in the order the stages began. */
  Map<String, Long> millis() {
    return millis;
  }

  /** The CPU time of this JVM so far, in nanoseconds (every thread). */
  static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean)
        ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }
}
