package org.petrify.checker.reduce;

import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import org.petrify.net.testing.Mcc;

/**
 * Diagnostic: wall time of the structural reduction per shared MCC net, for {@code EF DEADLOCK}
 * and for each formula of one examination (default ReachabilityCardinality); prints one line per
 * net: sizes, deadlock ms, sum and max over the formulas, and the rule counts. Arguments:
 * {@code [examination] [from-instance]}.
 */
final class ReductionTiming {
  public static void main(String[] args) throws Exception {
    String exam = args.length > 0 ? args[0] : "ReachabilityCardinality";
    String from = args.length > 1 ? args[1] : null;
    boolean started = from == null;
    for (String instance : Mcc.instances()) {
      started |= instance.equals(from);
      if (!started) {
        continue;
      }
      PetriNet net = Mcc.net(instance);
      long t0 = System.nanoTime();
      ReducedNet dead = StructuralReducer.forFormula(net, new Formula.EF(new Formula.Deadlock()),
          false).orElseThrow();
      long deadMs = (System.nanoTime() - t0) / 1_000_000;
      List<MccProperty> props = MccPropertyReader.read(Mcc.queryFile(instance, exam), net);
      long sum = 0;
      long max = 0;
      int reduced = 0;
      for (MccProperty p : props) {
        if (p.isPlaceBound()) {
          continue;
        }
        long t1 = System.nanoTime();
        var r = StructuralReducer.forFormula(net, p.formula(), false);
        long ms = (System.nanoTime() - t1) / 1_000_000;
        sum += ms;
        max = Math.max(max, ms);
        if (r.isPresent()) {
          reduced++;
        }
      }
      System.out.printf("%-40s P %6d T %6d | deadlock %6d ms %s | %s: %d scoped, sum %6d ms, max %6d ms%n",
          instance, net.placeCount(), net.transitionCount(), deadMs, dead.summary(), exam, reduced,
          sum, max);
    }
  }
}
