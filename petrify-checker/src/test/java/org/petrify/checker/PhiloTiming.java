package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;

/** Diagnostic: full exploration of asym philosophers, repeated; prints wall and CPU time. */
public final class PhiloTiming {
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    boolean bounds = args.length > 2 && args[2].equals("bounds");
    PetriNet net = Philosophers.asymmetric(n);
    int[] b = new int[net.placeCount()];
    Arrays.fill(b, 1);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < reps; i++) {
      long cpu = mx.getCurrentThreadCpuTime();
      ModelChecker c = ModelChecker.of(net);
      if (bounds) {
        c = c.withPlaceBounds(b);
      }
      CheckResult r = c.explore();
      System.out.println(r + " cpu " + (mx.getCurrentThreadCpuTime() - cpu) / 1_000_000 + " ms");
    }
  }
}
