package org.petrify.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.io.NetFiles;

/**
 * One full exploration of the asymmetric philosophers with {@code w} depth-first workers, for
 * timing as a whole process (issue 21, item 2; {@link ParallelExplorationBenchmark} is the JMH
 * form): stubborn sets and structural reduction off, as there. Prints the verdict, states,
 * edges, the process CPU time and the wall time of the check. In place of N, a net file
 * (LoLA, PNML or PNML.gz) is explored the same way.
 *
 * <pre>
 * java -Xmx6g -XX:+UseParallelGC -cp bench/target/benchmarks.jar \
 *     org.petrify.bench.ParallelExplorationFigures 18 2
 * java -Xmx2g -XX:+UseParallelGC -cp bench/target/benchmarks.jar \
 *     org.petrify.bench.ParallelExplorationFigures ../shared/mcc-large/models/Railroad-PT-010.pnml.gz 1
 * </pre>
 */
public final class ParallelExplorationFigures {
  private ParallelExplorationFigures() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: ParallelExplorationFigures N|NET-FILE WORKERS");
      System.exit(2);
    }
    PetriNet net = args[0].matches("\\d+") ? Philosophers.asymmetric(Integer.parseInt(args[0]))
        : NetFiles.read(Path.of(args[0]));
    int workers = Integer.parseInt(args[1]);
    var os = (com.sun.management.OperatingSystemMXBean)
        ManagementFactory.getOperatingSystemMXBean();
    long cpu0 = os.getProcessCpuTime();
    long wall0 = System.nanoTime();
    CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(false).withStructuralReduction(false).withWorkers(workers))
        .explore();
    System.out.printf(Locale.ROOT, "%s states %d edges %d cpu %.2f wall %.2f%n", r.verdict(),
        r.statistics().states(), r.statistics().edges(), (os.getProcessCpuTime() - cpu0) / 1e9,
        (System.nanoTime() - wall0) / 1e9);
  }
}
