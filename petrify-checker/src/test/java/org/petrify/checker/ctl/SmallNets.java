package org.petrify.checker.ctl;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/** Test-side generators of small bounded nets and random CTL formulas (plain Random in). */
final class SmallNets {
  private SmallNets() {}

  /** A random token-preserving net (every transition consumes as many tokens as it produces). */
  static PetriNet randomConservative(Random random) {
    int places = 2 + random.nextInt(5);
    int transitions = 2 + random.nextInt(6);
    PetriNetBuilder b = new PetriNetBuilder("random");
    int total = 0;
    for (int p = 0; p < places; p++) {
      int tokens = random.nextInt(3) == 0 ? 1 + random.nextInt(2) : 0;
      total += tokens;
      b.addPlace("p" + p, tokens);
    }
    if (total == 0) {
      b.setInitialTokens(0, 1);
    }
    for (int t = 0; t < transitions; t++) {
      b.addTransition("t" + t);
      int in = 1 + random.nextInt(2);
      for (int k = 0; k < in; k++) {
        b.consume(t, random.nextInt(places), 1);
      }
      int out = random.nextInt(5) == 0 ? in - 1 : in; // occasionally lose a token
      for (int k = 0; k < out; k++) {
        b.produce(t, random.nextInt(places), 1);
      }
    }
    return b.build();
  }

  /** A random CTL formula of the given temporal depth over {@code net}. */
  static Formula randomFormula(Random random, PetriNet net, int depth) {
    if (depth == 0 || random.nextInt(4) == 0) {
      return randomAtom(random, net);
    }
    int choice = random.nextInt(13);
    Formula a = randomFormula(random, net, depth - 1);
    return switch (choice) {
      case 0 -> new Formula.EX(a);
      case 1 -> new Formula.AX(a);
      case 2 -> new Formula.EF(a);
      case 3 -> new Formula.AF(a);
      case 4 -> new Formula.EG(a);
      case 5 -> new Formula.AG(a);
      case 6 -> new Formula.EU(a, randomFormula(random, net, depth - 1));
      case 7 -> new Formula.AU(a, randomFormula(random, net, depth - 1));
      case 8 -> new Formula.Not(a);
      case 9 -> new Formula.And(List.of(a, randomFormula(random, net, depth - 1)));
      case 10 -> new Formula.Or(List.of(a, randomFormula(random, net, depth - 1)));
      case 11 -> new Formula.EG(new Formula.Or(List.of(a, randomAtom(random, net))));
      default -> new Formula.AF(new Formula.And(List.of(a, randomAtom(random, net))));
    };
  }

  static Formula randomAtom(Random random, PetriNet net) {
    int choice = random.nextInt(8);
    switch (choice) {
      case 0:
        return new Formula.Deadlock();
      case 1:
        return new Formula.Fireable(List.of(random.nextInt(net.transitionCount())));
      case 2:
        return new Formula.Initial();
      default:
        List<Integer> places = new ArrayList<>();
        places.add(random.nextInt(net.placeCount()));
        if (random.nextBoolean()) {
          places.add(random.nextInt(net.placeCount()));
        }
        Formula.CompareOp op = Formula.CompareOp.values()[random.nextInt(6)];
        return new Formula.Compare(new IntExpr.Tokens(places), op,
            new IntExpr.Constant(random.nextInt(3)));
    }
  }
}
