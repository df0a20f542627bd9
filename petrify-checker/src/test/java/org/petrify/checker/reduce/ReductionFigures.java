package org.petrify.checker.reduce;

import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.Philosophers;

/**
 * Prints, for the dining philosophers of {@code gen_philo.py}, the size before and after
 * structural reduction for {@code EF DEADLOCK} and the states explored with and without it.
 * Run: {@code java -cp <test classpath> org.petrify.checker.reduce.ReductionFigures 5 10 16 ...};
 * the unreduced search runs only where it is feasible (N ≤ 16 without POR, ≤ 30 with).
 */
final class ReductionFigures {
  private ReductionFigures() {}

  public static void main(String[] args) {
    Formula deadlock = new Formula.EF(new Formula.Deadlock());
    for (String arg : args) {
      int n = Integer.parseInt(arg);
      for (PetriNet net : new PetriNet[] {Philosophers.asymmetric(n), Philosophers.symmetric(n)}) {
        ReducedNet r = StructuralReducer.forFormula(net, deadlock, false).orElseThrow();
        for (boolean por : new boolean[] {false, true}) {
          CheckOptions base = CheckOptions.defaults().withPartialOrderReduction(por)
              .withMaxStates(20_000_000);
          CheckResult on = ModelChecker.of(net).options(base).check(deadlock);
          boolean feasible = n <= (por ? 30 : 16); // unreduced: see issue 9's table
          CheckResult off = !feasible ? null : ModelChecker.of(net)
              .options(base.withStructuralReduction(false).withMaxStates(2_000_000))
              .check(deadlock);
          if (off == null) {
            System.out.printf("%-14s por=%-5s %s | reduced: %s, %d states, %d ms | unreduced:"
                + " not run%n", net.name(), por, r.summary(), on.verdict(),
                on.statistics().states(), on.statistics().millis());
            continue;
          }
          System.out.printf("%-14s por=%-5s %s | reduced: %s, %d states, %d ms | unreduced: %s,"
              + " %d states, %d ms%n", net.name(), por, r.summary(), on.verdict(),
              on.statistics().states(), on.statistics().millis(), off.verdict(),
              off.statistics().states(), off.statistics().millis());
        }
      }
    }
  }
}
