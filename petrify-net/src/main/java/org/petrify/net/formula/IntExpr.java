package org.petrify.net.formula;

import java.util.List;

/**
 * An integer expression over a marking: constants, token counts of places, and sums and
 * constant multiples of those. Place ids refer to one particular net.
 */
public sealed interface IntExpr {

  /** Evaluates the expression on a marking indexed by place id. */
  long evaluate(int[] marking);

  record Constant(long value) implements IntExpr {
    @Override
    public long evaluate(int[] marking) {
      return value;
    }
  }

  /** The total number of tokens on the listed places (a place listed twice counts twice). */
  record Tokens(List<Integer> places) implements IntExpr {
    public Tokens {
      places = List.copyOf(places);
    }

    @Override
    public long evaluate(int[] marking) {
      long sum = 0;
      for (int p : places) {
        sum += marking[p];
      }
      return sum;
    }
  }

  record Sum(List<IntExpr> terms) implements IntExpr {
    public Sum {
      terms = List.copyOf(terms);
    }

    @Override
    public long evaluate(int[] marking) {
      long sum = 0;
      for (IntExpr term : terms) {
        sum += term.evaluate(marking);
      }
      return sum;
    }
  }

  record Times(long factor, IntExpr term) implements IntExpr {
    @Override
    public long evaluate(int[] marking) {
      return factor * term.evaluate(marking);
    }
  }
}
