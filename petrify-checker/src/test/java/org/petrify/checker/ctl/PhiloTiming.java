package org.petrify.checker.ctl;

import java.util.List;
import org.petrify.checker.CheckOptions;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;

/**
 * Manual timing, not a test (the JMH benchmark is in bench):
 * PhiloTiming N [LOCAL|GLOBAL|AUTO] [asym|sym] [por|nopor].
 */
final class PhiloTiming {
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    Strategy strategy = args.length > 1 ? Strategy.valueOf(args[1]) : Strategy.AUTO;
    boolean sym = args.length > 2 && args[2].equals("sym");
    CheckOptions options = CheckOptions.defaults()
        .withPartialOrderReduction(args.length <= 3 || !args[3].equals("nopor"));
    PetriNet net = sym ? Philosophers.symmetric(n) : Philosophers.asymmetric(n);
    Formula eats = new Formula.Compare(new IntExpr.Tokens(List.of(net.placeId("eat_0"))),
        Formula.CompareOp.GT, new IntExpr.Constant(0));
    Formula agef = new Formula.AG(new Formula.EF(eats));
    for (int i = 0; i < 4; i++) {
      CtlOutcome o = CtlEvaluator.run(net, agef, options, strategy);
      System.out.println(o.verdict() + " states=" + o.states() + " edges=" + o.edges() + " ms="
          + o.millis() + " " + o.reduction());
    }
  }
}
