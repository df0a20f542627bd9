package org.petrify.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
import org.petrify.checker.reduce.ReducedNet;
import org.petrify.checker.reduce.StructuralReducer;
import org.petrify.checker.structural.DeadlockFreedom;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.io.NetFiles;
import org.petrify.net.structure.StructuralBounds;

/**
 * Where the CPU time of a whole-process {@code net-check NET --formula 'EF DEADLOCK'} goes
 * (issue 21, the table's nets): the stages the check runs, one after the other, timed by the
 * checking thread's CPU time. Round 0 is what a fresh process pays (interpreter, class
 * loading; the JIT compiler's threads are not counted), later rounds the compiled cost.
 *
 * <p>Prints one Markdown row per net and round, ms of CPU per stage. Stages: reading the
 * file; the structural reduction for {@code EF DEADLOCK}; the place invariants and codec of the
 * reduced net ({@code Reachability.of}); the quick siphon–trap attempt ({@link DeadlockFreedom#proveQuickly}); the probe of at most 10,000 stored states
 * with stubborn sets; the full proof attempt ({@link DeadlockFreedom#prove} with the invariant
 * bounds). The check itself stops at the first stage that decides; this program runs them
 * all, so a row shows what each would cost.
 *
 * <pre>
 * java -Xss16m -cp bench/target/benchmarks.jar org.petrify.bench.DeadlockPhaseFigures \
 *     --rounds 3 NET.pnml.gz ...
 * </pre>
 */
public final class DeadlockPhaseFigures {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private DeadlockPhaseFigures() {}

  public static void main(String[] args) throws IOException {
    int rounds = 3;
    int first = 0;
    if (args.length >= 2 && args[0].equals("--rounds")) {
      rounds = Integer.parseInt(args[1]);
      first = 2;
    }
    if (first >= args.length) {
      System.err.println("usage: DeadlockPhaseFigures [--rounds N] NET.pnml.gz ...");
      System.exit(2);
    }
    System.out.println("| net | round | read | reduce | invariants, codec | quick siphon-trap "
        + "| probe (states) | full proof |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (int round = 0; round < rounds; round++) {
      for (int i = first; i < args.length; i++) {
        System.out.println(row(Path.of(args[i]), round));
      }
    }
  }

  private static String row(Path file, int round) throws IOException {
    long c0 = cpu();
    PetriNet net = NetFiles.read(file);
    long c1 = cpu();
    Formula deadlock = FormulaParser.parse("EF DEADLOCK", net);
    Optional<ReducedNet> reduction = StructuralReducer.forFormula(net, deadlock, false);
    boolean reduced = reduction.isPresent() && reduction.get().summary().reduced();
    PetriNet searched = reduced ? reduction.get().net() : net;
    Formula goal = reduced ? reduction.get().translate(deadlock) : deadlock;
    long c2 = cpu();
    Reachability reachability = Reachability.of(searched);
    long c3 = cpu();
    Optional<DeadlockFreedom.Proof> quick =
        DeadlockFreedom.proveQuickly(searched, Duration.ofSeconds(1));
    long c4 = cpu();
    CheckResult probe = reachability.options(CheckOptions.defaults().withMaxStates(10_000))
        .check(goal);
    long c5 = cpu();
    Optional<DeadlockFreedom.Proof> full = DeadlockFreedom.prove(searched,
        StructuralBounds.of(searched), null, Duration.ofSeconds(1));
    long c6 = cpu();
    return String.format(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.1f | %.1f %s | %.1f (%,d %s) "
            + "| %.1f %s |", name(file), round, ms(c1 - c0), ms(c2 - c1), ms(c3 - c2),
        ms(c4 - c3), quick.map(DeadlockFreedom.Proof::technique).orElse("none"), ms(c5 - c4),
        probe.statistics().states(), probe.verdict(), ms(c6 - c5),
        full.map(DeadlockFreedom.Proof::technique).orElse("none"));
  }

  private static String name(Path file) {
    String n = file.getFileName().toString();
    return n.endsWith(".pnml.gz") ? n.substring(0, n.length() - ".pnml.gz".length()) : n;
  }

  private static long cpu() {
    return THREADS.getCurrentThreadCpuTime();
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
