package org.petrify.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One whole-process {@code net-check} run for the contest figures ({@link MccFigures},
 * {@link MccLargeFigures}), and the small helpers both tools share. The child is the runnable
 * jar in a JVM of this one's JDK (with {@code -Xss16m}, the AOT cache when given and the
 * launcher's {@link #heapFlags heap flags}), under
 * {@code /usr/bin/time} when present for its CPU seconds; wall seconds are measured here. A child
 * still running at the deadline, or when this JVM exits, is killed with its descendants.
 */
final class NetCheckProcess {
  private static final Pattern TIME = Pattern.compile("CPU ([0-9.]+) ([0-9.]+)");

  private NetCheckProcess() {}

  /** What one child printed, its exit status, its wall time and its CPU time ("n/a" if unknown). */
  record Outcome(String stdout, String stderr, int exit, double wall, String cpu) {}

  /**
   * Runs {@code java -jar jar net-check args...}, waiting at most {@code waitMillis}; the
   * child's files live in {@code work} and are overwritten by the next run.
   */
  static Outcome run(String jar, String aot, List<String> args, long waitMillis, Path work)
      throws IOException, InterruptedException {
    boolean timed = Files.isExecutable(Path.of("/usr/bin/time"));
    List<String> cmd = new ArrayList<>();
    Path time = work.resolve("time");
    Files.deleteIfExists(time);
    if (timed) {
      cmd.addAll(List.of("/usr/bin/time", "-f", "CPU %U %S", "-o", time.toString()));
    }
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    if (aot != null) {
      cmd.addAll(List.of("-XX:AOTCache=" + aot, "-Xlog:aot=off", "-Xlog:cds=off"));
    }
    cmd.addAll(heapFlags());
    cmd.addAll(List.of("-Xss16m", "-jar", jar, "net-check"));
    cmd.addAll(args);
    Path stdout = work.resolve("out");
    Path stderr = work.resolve("err");
    long t0 = System.nanoTime();
    Process p = new ProcessBuilder(cmd).redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile()).start();
    Thread reaper = new Thread(() -> p.descendants().forEach(ProcessHandle::destroyForcibly));
    Runtime.getRuntime().addShutdownHook(reaper);
    if (!p.waitFor(waitMillis, TimeUnit.MILLISECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly().waitFor();
    }
    Runtime.getRuntime().removeShutdownHook(reaper);
    double wall = (System.nanoTime() - t0) / 1e9;
    String cpu = "n/a";
    if (timed && Files.isRegularFile(time)) {
      Matcher t = TIME.matcher(Files.readString(time));
      if (t.find()) {
        cpu = String.format(Locale.ROOT, "%.2f s",
            Double.parseDouble(t.group(1)) + Double.parseDouble(t.group(2)));
      }
    }
    return new Outcome(Files.readString(stdout, StandardCharsets.UTF_8),
        Files.readString(stderr, StandardCharsets.UTF_8), p.exitValue(), wall, cpu);
  }

  /**
   * The launcher's heap flags, so that a child runs as {@code petrify} would: an initial heap of
   * a sixth of the default maximum ({@code -XX:InitialRAMPercentage=4.17}), and
   * {@code -XX:+UseTransparentHugePages} where transparent huge pages are in madvise mode
   * (Linux).
   */
  static List<String> heapFlags() throws IOException {
    Path mode = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    return Files.isReadable(mode) && Files.readString(mode).contains("[madvise]")
        ? List.of("-XX:InitialRAMPercentage=4.17", "-XX:+UseTransparentHugePages")
        : List.of("-XX:InitialRAMPercentage=4.17");
  }

  /** The options {@code --name value} of {@code args}, in order. */
  static Map<String, String> options(String[] args) {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      opt.put(args[i], args[i + 1]);
    }
    return opt;
  }

  /** The contest's {@code oracle.tsv}: net name to its deadlock answer, header skipped. */
  static Map<String, String> oracle(Path tsv) throws IOException {
    Map<String, String> result = new LinkedHashMap<>();
    for (String line : Files.readAllLines(tsv)) {
      String[] f = line.split("\t");
      if (f.length > 1 && !f[0].equals("instance")) {
        result.put(f[0], f[1]);
      }
    }
    return result;
  }

  /** The load averages of {@code /proc/loadavg}, or "n/a". */
  static String load() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + ", " + f[1] + ", " + f[2];
    } catch (IOException | RuntimeException e) {
      return "n/a";
    }
  }
}
