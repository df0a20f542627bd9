package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import java.time.Duration;
import org.petrify.net.gen.Philosophers;

/**
 * Diagnostic: states explored by the POR deadlock check on the philosophers families; arguments
 * {@code asym|sym N...} (default: the list).
 */
public final class PorScaling {
  public static void main(String[] args) {
    CheckOptions o = CheckOptions.defaults().withTimeout(Duration.ofSeconds(60));
    String variant = args.length > 0 ? args[0] : "asym";
    for (int i = 1; i < args.length; i++) {
      int n = Integer.parseInt(args[i]);
      var net = variant.equals("sym") ? Philosophers.symmetric(n) : Philosophers.asymmetric(n);
      long lola = 2L * n * n - 4L * n + 5;
      long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
      CheckResult r = ModelChecker.of(net).options(o).checkDeadlock();
      cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu;
      System.out.println(variant + " " + n + " (LoLA " + lola + "): "
          + r + " cpu " + cpu / 1_000_000 + " ms");
    }
  }
}
