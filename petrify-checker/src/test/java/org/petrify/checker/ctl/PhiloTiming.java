package org.petrify.checker.ctl;

import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;
import java.util.List;

/** Manual timing (not a test): java -cp ... PhiloTiming 16. */
final class PhiloTiming {
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    PetriNet net = Philosophers.asymmetric(n);
    int eat0 = net.placeId("eat_0");
    Formula eats = new Formula.Compare(new IntExpr.Tokens(List.of(eat0)), Formula.CompareOp.GT,
        new IntExpr.Constant(0));
    Formula agef = new Formula.AG(new Formula.EF(eats));
    for (int i = 0; i < 4; i++) {
      long t0 = System.nanoTime();
      EngineStates space = new EngineStates(
          org.petrify.checker.StateSpace.create(net, org.petrify.checker.CheckOptions.defaults()));
      StateGraph g = StateGraph.explore(space, ExplorationBudget.unlimited());
      long t1 = System.nanoTime();
      GlobalLabelling l = new GlobalLabelling(g, net, Fairness.none(), ExplorationBudget.unlimited());
      boolean v = l.holdsInitially(agef);
      long t2 = System.nanoTime();
      System.out.println(v + " states=" + g.stateCount() + " explore ms=" + (t1 - t0) / 1000000 + " label ms=" + (t2 - t1) / 1000000);
    }
  }
}
