package org.petrify.net.formula;

import java.util.List;
import org.petrify.net.PetriNet;

/**
 * Prints formulas in the syntax {@link FormulaParser} reads, with node names from the net
 * (quoted where needed).
 *
 * <p>Round trip: {@code FormulaParser.parse(print(f, net), net).equals(f)} for every formula
 * whose {@link Formula.And}/{@link Formula.Or} nodes have at least two operands, whose
 * {@link IntExpr.Sum} nodes have at least two terms and whose {@link IntExpr.Tokens} nodes list
 * at least one place (the parser never builds other shapes; the printer writes a one-operand
 * AND/OR or one-term sum as its operand and an empty token sum as {@code 0}). Binary
 * connectives are always parenthesised and operands of unary operators are parenthesised
 * unless they are atoms or comparisons, so the output does not depend on operator precedence.
 */
public final class FormulaPrinter {
  private final PetriNet net;
  private final StringBuilder out = new StringBuilder();

  private FormulaPrinter(PetriNet net) {
    this.net = net;
  }

  /** The text of {@code formula}, naming places and transitions of {@code net}. */
  public static String print(Formula formula, PetriNet net) {
    FormulaPrinter printer = new FormulaPrinter(net);
    printer.formula(formula);
    return printer.out.toString();
  }

  /** The text of an integer expression. */
  public static String print(IntExpr expr, PetriNet net) {
    FormulaPrinter printer = new FormulaPrinter(net);
    printer.expr(expr);
    return printer.out.toString();
  }

  /** A place or transition name as the parser reads it: plain, or quoted with escapes. */
  public static String quote(String name) {
    return FormulaLexer.quote(name);
  }

  private void formula(Formula f) {
    if (f instanceof Formula.True) {
      out.append("TRUE");
    } else if (f instanceof Formula.False) {
      out.append("FALSE");
    } else if (f instanceof Formula.Deadlock) {
      out.append("DEADLOCK");
    } else if (f instanceof Formula.Initial) {
      out.append("INITIAL");
    } else if (f instanceof Formula.Fireable fireable) {
      out.append("FIREABLE(");
      List<Integer> ts = fireable.transitions();
      for (int i = 0; i < ts.size(); i++) {
        out.append(i == 0 ? "" : ", ").append(quote(net.transitionName(ts.get(i))));
      }
      out.append(')');
    } else if (f instanceof Formula.Compare compare) {
      expr(compare.left());
      out.append(' ').append(compare.op().symbol()).append(' ');
      expr(compare.right());
    } else if (f instanceof Formula.Not not) {
      unary("NOT ", not.operand());
    } else if (f instanceof Formula.And and) {
      connective(" AND ", and.operands());
    } else if (f instanceof Formula.Or or) {
      connective(" OR ", or.operands());
    } else if (f instanceof Formula.EX g) {
      unary("EX ", g.operand());
    } else if (f instanceof Formula.AX g) {
      unary("AX ", g.operand());
    } else if (f instanceof Formula.EF g) {
      unary("EF ", g.operand());
    } else if (f instanceof Formula.AF g) {
      unary("AF ", g.operand());
    } else if (f instanceof Formula.EG g) {
      unary("EG ", g.operand());
    } else if (f instanceof Formula.AG g) {
      unary("AG ", g.operand());
    } else if (f instanceof Formula.EU u) {
      until("E (", u.hold(), u.goal());
    } else if (f instanceof Formula.AU u) {
      until("A (", u.hold(), u.goal());
    } else {
      throw new IllegalArgumentException("unknown formula " + f);
    }
  }

  private void until(String prefix, Formula hold, Formula goal) {
    out.append(prefix);
    atomic(hold);
    out.append(" U ");
    atomic(goal);
    out.append(')');
  }

  private void unary(String operator, Formula operand) {
    out.append(operator);
    atomic(operand);
  }

  /** Prints {@code f} so that it reads back as one atom whatever surrounds it. */
  private void atomic(Formula f) {
    boolean bare = f instanceof Formula.True || f instanceof Formula.False
        || f instanceof Formula.Deadlock || f instanceof Formula.Initial
        || f instanceof Formula.Fireable || f instanceof Formula.Compare
        || (f instanceof Formula.And and && and.operands().size() > 1)
        || (f instanceof Formula.Or or && or.operands().size() > 1);
    if (bare) {
      formula(f);
    } else {
      out.append('(');
      formula(f);
      out.append(')');
    }
  }

  private void connective(String operator, List<Formula> operands) {
    if (operands.size() == 1) {
      formula(operands.get(0));
      return;
    }
    out.append('(');
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) {
        out.append(operator);
      }
      atomic(operands.get(i));
    }
    out.append(')');
  }

  private void expr(IntExpr e) {
    if (e instanceof IntExpr.Constant c) {
      out.append(c.value());
    } else if (e instanceof IntExpr.Tokens tokens) {
      List<Integer> places = tokens.places();
      if (places.isEmpty()) {
        out.append('0');
      }
      for (int i = 0; i < places.size(); i++) {
        out.append(i == 0 ? "" : " + ").append(quote(net.placeName(places.get(i))));
      }
    } else if (e instanceof IntExpr.Sum sum) {
      List<IntExpr> terms = sum.terms();
      if (terms.isEmpty()) {
        out.append('0');
      } else if (terms.size() == 1) {
        expr(terms.get(0));
      }
      for (int i = 0; terms.size() > 1 && i < terms.size(); i++) {
        out.append(i == 0 ? "" : " + ");
        IntExpr term = terms.get(i);
        if (term instanceof IntExpr.Constant || term instanceof IntExpr.Times) {
          expr(term);
        } else {
          out.append('(');
          expr(term);
          out.append(')');
        }
      }
    } else if (e instanceof IntExpr.Times times) {
      out.append(times.factor()).append(" * ");
      IntExpr term = times.term();
      if (term instanceof IntExpr.Constant
          || (term instanceof IntExpr.Tokens t && t.places().size() == 1)) {
        expr(term);
      } else {
        out.append('(');
        expr(term);
        out.append(')');
      }
    } else {
      throw new IllegalArgumentException("unknown expression " + e);
    }
  }
}
