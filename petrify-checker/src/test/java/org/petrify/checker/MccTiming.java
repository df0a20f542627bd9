package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Mcc;

/** Diagnostic: prints the time of each check combination on the named MCC instances. */
public final class MccTiming {
  public static void main(String[] args) {
    for (String instance : args) {
      long t0 = System.nanoTime();
      PetriNet net = Mcc.net(instance);
      System.out.printf("%s: %s read in %d ms%n", instance, net, (System.nanoTime() - t0) / 1_000_000);
      CheckResult full = ModelChecker.of(net).explore();
      System.out.println("  explore: " + full);
      for (boolean por : new boolean[] {true, false}) {
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
              .withPartialOrderReduction(por).withSearch(order)).checkDeadlock();
          System.out.println("  por=" + por + " " + order + ": " + r);
        }
      }
    }
  }
}
