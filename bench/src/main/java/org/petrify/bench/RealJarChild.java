package org.petrify.bench;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.cli.Main;

/**
 * One harness of {@link RealJarFigures}, run in a JVM of its own: checks the harness for
 * deadlock with the command line ({@code petrify check ... --property deadlock --format json
 * --progress}, as a user would run it, so {@code --test} entries and {@code --confirm} are the
 * launcher's), writes the JSON report and the progress lines to the output folder, and prints
 * {@code key=value} lines for the parent: the exit status, the peak heap (the sum of the heap
 * pools' peaks, an upper bound of the peak occupancy), the wall time, the CPU time of the
 * whole JVM and, as {@code cpu_STAGE}, its CPU time per stage ({@link StageCpu}).
 *
 * <pre>
 * java -Xmx2g -cp ... org.petrify.bench.RealJarChild NAME TIMEOUT_S CONFIRM(true|false) OUT_DIR
 * </pre>
 */
final class RealJarChild {
  private RealJarChild() {}

  public static void main(String[] args) throws IOException {
    RealJarFigures.Harness h = RealJarFigures.harness(args[0]);
    double timeout = Double.parseDouble(args[1]);
    boolean confirm = Boolean.parseBoolean(args[2]);
    Path outDir = Path.of(args[3]);
    Path repo = RealJarFigures.repository();
    List<String> cli = new ArrayList<>(List.of("check",
        RealJarFigures.classPath(h, RealJarFigures.harnessClasses(h), repo),
        h.test() ? "--test" : "--main", h.entry(), "--property", "deadlock",
        "--timeout", Double.toString(timeout), "--progress", "--format", "json"));
    if (confirm) {
      cli.add("--confirm");
      cli.add("--confirm-timeout");
      cli.add("30");
    }
    String suffix = confirm ? "-confirm" : "";
    Files.createDirectories(outDir);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long t0 = System.nanoTime();
    int exit;
    StageCpu cpu = new StageCpu(new BufferedOutputStream(Files.newOutputStream(
        outDir.resolve(h.name() + suffix + ".err"))));
    // The progress lines go to their file as they come, so a killed child leaves them.
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(cpu, true, StandardCharsets.UTF_8)) {
      exit = Main.run(cli.toArray(String[]::new), o, e);
      cpu.finish();
    }
    long wall = (System.nanoTime() - t0) / 1_000_000L;
    long peak = 0;
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (p.getType() == MemoryType.HEAP && p.getPeakUsage() != null) {
        peak += p.getPeakUsage().getUsed();
      }
    }
    Files.writeString(outDir.resolve(h.name() + suffix + ".json"),
        out.toString(StandardCharsets.UTF_8));
    System.out.println("exit=" + exit);
    System.out.println("peakHeapMb=" + (peak >> 20));
    System.out.println("wallMillis=" + wall);
    System.out.println("processCpuMillis=" + StageCpu.processCpuNanos() / 1_000_000L);
    cpu.millis().forEach((stage, ms) -> System.out.println("cpu_" + stage + "=" + ms));
    System.out.flush();
    // Threads the analysis or a replay left behind must not keep this JVM alive.
    System.exit(0);
  }
}
