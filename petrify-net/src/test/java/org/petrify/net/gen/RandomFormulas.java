package org.petrify.net.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.Formula.CompareOp;
import org.petrify.net.formula.IntExpr;

/**
 * Random formulas over a net for differential tests; plain Java, the same seed gives the same
 * formula.
 *
 * <p>Atoms ({@link #atom}): mostly comparisons — the token sum of 1-3 random places against a
 * constant {@code 0..3} or against another place sum, with a random operator — and
 * {@code FIREABLE} of 1-2 random transitions; rarely {@code DEADLOCK}, {@code INITIAL},
 * {@code TRUE}, {@code FALSE}. Places or transitions are only used if the net has some.
 * Expressions are {@link IntExpr.Tokens} and {@link IntExpr.Constant}, occasionally a
 * {@link IntExpr.Sum} with a {@link IntExpr.Times} term. {@code And}/{@code Or} have 2-3
 * operands. {@code depth} bounds the nesting of connectives and temporal operators; depth 0
 * gives an atom.
 */
public final class RandomFormulas {
  private RandomFormulas() {}

  /** A state predicate (no temporal operator) of nesting depth at most {@code depth}. */
  public static Formula statePredicate(Random random, PetriNet net, int depth) {
    if (depth <= 0 || random.nextInt(4) == 0) {
      return atom(random, net);
    }
    return switch (random.nextInt(3)) {
      case 0 -> new Formula.Not(statePredicate(random, net, depth - 1));
      case 1 -> new Formula.And(operands(random, net, depth, false));
      default -> new Formula.Or(operands(random, net, depth, false));
    };
  }

  /** {@code EF φ} or {@code AG φ} with φ a state predicate of depth at most {@code depth}. */
  public static Formula reachability(Random random, PetriNet net, int depth) {
    Formula predicate = statePredicate(random, net, depth);
    return random.nextBoolean() ? new Formula.EF(predicate) : new Formula.AG(predicate);
  }

  /** A CTL formula using every operator, of nesting depth at most {@code depth}. */
  public static Formula ctl(Random random, PetriNet net, int depth) {
    if (depth <= 0 || random.nextInt(5) == 0) {
      return atom(random, net);
    }
    Formula f = ctl(random, net, depth - 1);
    return switch (random.nextInt(12)) {
      case 0 -> new Formula.Not(f);
      case 1 -> new Formula.And(operands(random, net, depth, true));
      case 2 -> new Formula.Or(operands(random, net, depth, true));
      case 3 -> new Formula.EX(f);
      case 4 -> new Formula.AX(f);
      case 5 -> new Formula.EF(f);
      case 6 -> new Formula.AF(f);
      case 7 -> new Formula.EG(f);
      case 8 -> new Formula.AG(f);
      case 9 -> new Formula.EU(f, ctl(random, net, depth - 1));
      case 10 -> new Formula.AU(f, ctl(random, net, depth - 1));
      default -> f;
    };
  }

  private static List<Formula> operands(Random random, PetriNet net, int depth, boolean ctl) {
    List<Formula> operands = new ArrayList<>();
    for (int i = 2 + random.nextInt(2); i > 0; i--) {
      operands.add(ctl ? ctl(random, net, depth - 1) : statePredicate(random, net, depth - 1));
    }
    return operands;
  }

  /** A random atomic proposition (see the class comment). */
  public static Formula atom(Random random, PetriNet net) {
    int kind = random.nextInt(20);
    if (kind < 12 && net.placeCount() > 0) {
      IntExpr left = tokens(random, net);
      IntExpr right;
      int shape = random.nextInt(6);
      if (shape < 3) {
        right = new IntExpr.Constant(random.nextInt(4));
      } else if (shape < 5) {
        right = tokens(random, net);
      } else {
        right = new IntExpr.Sum(List.of(new IntExpr.Times(2, tokens(random, net)),
            new IntExpr.Constant(random.nextInt(3))));
      }
      CompareOp op = CompareOp.values()[random.nextInt(CompareOp.values().length)];
      return random.nextBoolean() ? new Formula.Compare(left, op, right)
          : new Formula.Compare(right, op, left);
    }
    if (kind < 17 && net.transitionCount() > 0) {
      List<Integer> transitions = new ArrayList<>();
      for (int i = 1 + random.nextInt(2); i > 0; i--) {
        transitions.add(random.nextInt(net.transitionCount()));
      }
      return new Formula.Fireable(transitions);
    }
    return switch (random.nextInt(4)) {
      case 0 -> new Formula.Deadlock();
      case 1 -> new Formula.Initial();
      case 2 -> new Formula.True();
      default -> new Formula.False();
    };
  }

  private static IntExpr tokens(Random random, PetriNet net) {
    List<Integer> places = new ArrayList<>();
    for (int i = 1 + random.nextInt(random.nextInt(4) == 0 ? 3 : 1); i > 0; i--) {
      places.add(random.nextInt(net.placeCount()));
    }
    return new IntExpr.Tokens(places);
  }
}
