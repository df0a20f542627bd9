package org.petrify.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.io.NetFiles;

/**
 * The per-state cost of stubborn sets against the plain successor computation (issue 21, item
 * 1) as {@link PorStateCostBenchmark#ratio} measures it (depth-first {@code EF DEADLOCK} on the
 * net as given, structural reduction and proofs off, at most {@value #STATES} stored states),
 * but timed by the CPU time of the checking thread and the minimum over {@code runs} runs of
 * each mode, alternating: on a machine shared with other processes that moves far less than
 * the wall time. Prints one Markdown row per net: states and edges of each mode, ns per
 * stored state (minimum), and their ratio.
 *
 * <pre>
 * java -Xmx3g -XX:+UseParallelGC -cp bench/target/benchmarks.jar \
 *     org.petrify.bench.PorStateCostFigures --runs 8 NET.pnml.gz ...
 * </pre>
 */
public final class PorStateCostFigures {
  static final long STATES = 100_000;

  private PorStateCostFigures() {}

  public static void main(String[] args) throws IOException {
    int runs = 5;
    int first = 0;
    if (args.length >= 2 && args[0].equals("--runs")) {
      runs = Integer.parseInt(args[1]);
      first = 2;
    }
    if (first >= args.length) {
      System.err.println("usage: PorStateCostFigures [--runs N] NET.pnml.gz ...");
      System.exit(2);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.println("| net | stubborn: states / edges | ns per state | plain: states / edges "
        + "| ns per state | ratio |");
    System.out.println("|---|---:|---:|---:|---:|---:|");
    for (int i = first; i < args.length; i++) {
      PetriNet net = NetFiles.read(Path.of(args[i]));
      CheckOptions base = CheckOptions.defaults().withStructuralReduction(false)
          .withMaxStates(STATES);
      long[] best = {Long.MAX_VALUE, Long.MAX_VALUE};
      CheckResult[] last = new CheckResult[2];
      for (int r = 0; r < runs; r++) {
        for (int mode = 0; mode < 2; mode++) {
          long c0 = threads.getCurrentThreadCpuTime();
          last[mode] = ModelChecker.of(net).options(base.withPartialOrderReduction(mode == 0))
              .checkDeadlock();
          best[mode] = Math.min(best[mode], threads.getCurrentThreadCpuTime() - c0);
        }
      }
      double stubborn = (double) best[0] / Math.max(1, last[0].statistics().states());
      double plain = (double) best[1] / Math.max(1, last[1].statistics().states());
      System.out.printf(Locale.ROOT, "| %s | %,d / %,d | %.0f | %,d / %,d | %.0f | %.2f |%n",
          Path.of(args[i]).getFileName().toString().replace(".pnml.gz", ""),
          last[0].statistics().states(), last[0].statistics().edges(), stubborn,
          last[1].statistics().states(), last[1].statistics().edges(), plain, stubborn / plain);
    }
  }
}
