package org.petrify.net.formula;

import java.util.ArrayList;
import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula.CompareOp;
import org.petrify.net.formula.FormulaLexer.Kind;
import org.petrify.net.formula.FormulaLexer.Token;

/**
 * Parses CTL formulas in LoLA's syntax and resolves place and transition names against a net.
 *
 * <p>Grammar, loosest binding first ({@code |} separates alternatives):
 * <pre>
 *   formula   := [FORMULA] implies [;]
 *   implies   := or [(-&gt; | IMPLIES) implies]          a -&gt; b is NOT a OR b
 *   or        := and {(OR | ||) and}                     n-ary, flattened on one level
 *   and       := unary {(AND | &amp;&amp;) unary}
 *   unary     := (NOT | !) unary
 *              | (EF | AG | EG | AF | EX | AX) implies    temporal prefixes reach as far right
 *              | (E | EXPATH | A | ALLPATH) path          as possible: EF a AND b = EF (a AND b)
 *              | atom
 *   path      := (F | EVENTUALLY | G | ALWAYS | X | NEXTSTATE) implies
 *              | ( implies (U | UNTIL) implies )
 *   atom      := TRUE | FALSE | DEADLOCK | INITIAL
 *              | FIREABLE ( [transition {, transition}] )
 *              | expr (&lt; | &lt;= | = | == | != | &lt;&gt; | &gt;= | &gt;) expr
 *              | ( implies )
 *   expr      := term {(+ | -) term}
 *   term      := factor [* factor]                       one side must be a number
 *   factor    := number | - number | place | ( expr )
 * </pre>
 * An expression that is a sum of unparenthesised place names ({@code p1 + p2}, or one place)
 * becomes one {@link IntExpr.Tokens}; any other sum becomes an {@link IntExpr.Sum} of its terms;
 * {@code a - b} becomes {@code a + (-1 * b)}. Names follow {@link FormulaLexer}: keywords and
 * names with special characters are written in double quotes. Keywords are case-sensitive.
 * {@code { ... }} is a comment.
 *
 * <p>Errors are {@link FormulaException}s naming the column: syntax errors, unknown places or
 * transitions, numbers out of range, nesting deeper than {@value #MAX_DEPTH}.
 */
public final class FormulaParser {
  /** Maximum nesting of operators and parentheses, so recursion stays bounded. */
  public static final int MAX_DEPTH = 400;

  private final String text;
  private final PetriNet net;
  private final List<Token> tokens;
  private int next;
  private int depth;

  private FormulaParser(String text, PetriNet net) {
    this.text = text;
    this.net = net;
    this.tokens = FormulaLexer.tokens(text);
  }

  /**
   * Parses one formula over {@code net}.
   *
   * @throws FormulaException if the text is not a formula or names unknown nodes
   */
  public static Formula parse(String text, PetriNet net) {
    FormulaParser parser = new FormulaParser(text, net);
    Formula formula = parser.whole();
    return formula;
  }

  private Formula whole() {
    if (peek().is("FORMULA")) {
      next++;
    }
    Formula formula = implies();
    if (peek().is(";")) {
      next++;
    }
    expectEnd();
    return formula;
  }

  private void expectEnd() {
    Token token = peek();
    if (token.kind() != Kind.END) {
      throw error(token, "unexpected " + describe(token) + " after the formula");
    }
  }

  private Formula implies() {
    enter();
    Formula left = or();
    if (peek().is("->") || peek().is("IMPLIES")) {
      next++;
      Formula right = implies();
      left = new Formula.Or(List.of(new Formula.Not(left), right));
    }
    depth--;
    return left;
  }

  private Formula or() {
    Formula first = and();
    if (!(peek().is("OR") || peek().is("||"))) {
      return first;
    }
    List<Formula> operands = new ArrayList<>();
    operands.add(first);
    while (peek().is("OR") || peek().is("||")) {
      next++;
      operands.add(and());
    }
    return new Formula.Or(operands);
  }

  private Formula and() {
    Formula first = unary();
    if (!(peek().is("AND") || peek().is("&&"))) {
      return first;
    }
    List<Formula> operands = new ArrayList<>();
    operands.add(first);
    while (peek().is("AND") || peek().is("&&")) {
      next++;
      operands.add(unary());
    }
    return new Formula.And(operands);
  }

  private Formula unary() {
    enter();
    Token token = peek();
    Formula result;
    if (token.is("NOT") || token.is("!")) {
      next++;
      result = new Formula.Not(unary());
    } else if (token.kind() == Kind.KEYWORD && isCombinedTemporal(token.text())) {
      next++;
      Formula operand = implies();
      result = switch (token.text()) {
        case "EF" -> new Formula.EF(operand);
        case "AG" -> new Formula.AG(operand);
        case "EG" -> new Formula.EG(operand);
        case "AF" -> new Formula.AF(operand);
        case "EX" -> new Formula.EX(operand);
        default -> new Formula.AX(operand);
      };
    } else if (token.is("E") || token.is("EXPATH")) {
      next++;
      result = path(true);
    } else if (token.is("A") || token.is("ALLPATH")) {
      next++;
      result = path(false);
    } else {
      result = atom();
    }
    depth--;
    return result;
  }

  private static boolean isCombinedTemporal(String word) {
    return switch (word) {
      case "EF", "AG", "EG", "AF", "EX", "AX" -> true;
      default -> false;
    };
  }

  private Formula path(boolean exists) {
    Token token = peek();
    if (token.is("F") || token.is("EVENTUALLY")) {
      next++;
      Formula operand = implies();
      return exists ? new Formula.EF(operand) : new Formula.AF(operand);
    }
    if (token.is("G") || token.is("ALWAYS")) {
      next++;
      Formula operand = implies();
      return exists ? new Formula.EG(operand) : new Formula.AG(operand);
    }
    if (token.is("X") || token.is("NEXTSTATE")) {
      next++;
      Formula operand = implies();
      return exists ? new Formula.EX(operand) : new Formula.AX(operand);
    }
    if (token.is("(")) {
      next++;
      Formula hold = implies();
      Token until = peek();
      if (!(until.is("U") || until.is("UNTIL"))) {
        throw error(until, "expected U or UNTIL but found " + describe(until));
      }
      next++;
      Formula goal = implies();
      expect(")");
      return exists ? new Formula.EU(hold, goal) : new Formula.AU(hold, goal);
    }
    throw error(token, "expected F, G, X or ( after a path quantifier but found "
        + describe(token));
  }

  private Formula atom() {
    Token token = peek();
    if (token.kind() == Kind.KEYWORD) {
      switch (token.text()) {
        case "TRUE":
          next++;
          return new Formula.True();
        case "FALSE":
          next++;
          return new Formula.False();
        case "DEADLOCK":
          next++;
          return new Formula.Deadlock();
        case "INITIAL":
          next++;
          return new Formula.Initial();
        case "FIREABLE":
          next++;
          return fireable();
        default:
          throw error(token, "expected a formula but found " + describe(token));
      }
    }
    if (token.is("(")) {
      int start = next;
      int startDepth = depth;
      try {
        return comparison();
      } catch (FormulaException notAComparison) {
        next = start + 1;
        depth = startDepth;
        Formula inner;
        try {
          inner = implies();
          expect(")");
        } catch (FormulaException notAFormula) {
          // Report whichever reading got further into the text.
          throw furthest(notAComparison, notAFormula);
        }
        return inner;
      }
    }
    return comparison();
  }

  private FormulaException furthest(FormulaException a, FormulaException b) {
    if (a.line() != b.line()) {
      return a.line() > b.line() ? a : b;
    }
    return a.column() > b.column() ? a : b;
  }

  private Formula fireable() {
    expect("(");
    List<Integer> transitions = new ArrayList<>();
    if (!peek().is(")")) {
      transitions.add(transition());
      while (peek().is(",")) {
        next++;
        transitions.add(transition());
      }
    }
    expect(")");
    return new Formula.Fireable(transitions);
  }

  private int transition() {
    Token token = peek();
    if (token.kind() != Kind.NAME && token.kind() != Kind.NUMBER) {
      throw error(token, "expected a transition name but found " + describe(token));
    }
    next++;
    int id = net.transitionId(token.text());
    if (id < 0) {
      String hint = net.placeId(token.text()) >= 0 ? " ('" + token.text() + "' is a place)" : "";
      throw error(token, "unknown transition '" + token.text() + "'" + hint);
    }
    return id;
  }

  private Formula comparison() {
    IntExpr left = expression();
    Token token = peek();
    CompareOp op = switch (token.kind() == Kind.SYMBOL ? token.text() : "") {
      case "<" -> CompareOp.LT;
      case "<=" -> CompareOp.LE;
      case "=", "==" -> CompareOp.EQ;
      case "!=", "<>" -> CompareOp.NE;
      case ">=" -> CompareOp.GE;
      case ">" -> CompareOp.GT;
      default -> throw error(token, "expected a comparison operator but found " + describe(token));
    };
    next++;
    IntExpr right = expression();
    return new Formula.Compare(left, op, right);
  }

  /** A sum; see the class comment for when it becomes one {@link IntExpr.Tokens}. */
  private IntExpr expression() {
    enter();
    List<IntExpr> terms = new ArrayList<>();
    boolean barePlaces = true;
    boolean negate = false;
    while (true) {
      boolean bare = peek().kind() == Kind.NAME && !isFollowedByTimes();
      IntExpr term = term();
      if (negate) {
        term = new IntExpr.Times(-1, term);
        bare = false;
      }
      barePlaces &= bare;
      terms.add(term);
      if (peek().is("+")) {
        negate = false;
      } else if (peek().is("-")) {
        negate = true;
      } else {
        break;
      }
      next++;
    }
    depth--;
    if (barePlaces) {
      List<Integer> places = new ArrayList<>();
      for (IntExpr term : terms) {
        places.addAll(((IntExpr.Tokens) term).places());
      }
      return new IntExpr.Tokens(places);
    }
    return terms.size() == 1 ? terms.get(0) : new IntExpr.Sum(terms);
  }

  private boolean isFollowedByTimes() {
    return tokens.get(Math.min(next + 1, tokens.size() - 1)).is("*");
  }

  private IntExpr term() {
    Token first = peek();
    IntExpr left = factor();
    if (!peek().is("*")) {
      return left;
    }
    next++;
    Token second = peek();
    IntExpr right = factor();
    if (left instanceof IntExpr.Constant c && isLiteral(first)) {
      return new IntExpr.Times(c.value(), right);
    }
    if (right instanceof IntExpr.Constant c && isLiteral(second)) {
      return new IntExpr.Times(c.value(), left);
    }
    throw error(second, "one factor of a product must be a number");
  }

  private static boolean isLiteral(Token token) {
    return token.kind() == Kind.NUMBER || token.is("-");
  }

  private IntExpr factor() {
    Token token = peek();
    if (token.kind() == Kind.NUMBER) {
      next++;
      return new IntExpr.Constant(number(token, false));
    }
    if (token.is("-")) {
      next++;
      Token digits = peek();
      if (digits.kind() != Kind.NUMBER) {
        throw error(digits, "expected a number after '-' but found " + describe(digits));
      }
      next++;
      return new IntExpr.Constant(number(digits, true));
    }
    if (token.kind() == Kind.NAME) {
      next++;
      int id = net.placeId(token.text());
      if (id < 0) {
        String hint = net.transitionId(token.text()) >= 0
            ? " ('" + token.text() + "' is a transition; use FIREABLE)" : "";
        throw error(token, "unknown place '" + token.text() + "'" + hint);
      }
      return new IntExpr.Tokens(List.of(id));
    }
    if (token.is("(")) {
      next++;
      IntExpr inner = expression();
      expect(")");
      return inner;
    }
    throw error(token, "expected a place, a number or ( but found " + describe(token));
  }

  private long number(Token token, boolean negative) {
    try {
      return Long.parseLong(negative ? "-" + token.text() : token.text());
    } catch (NumberFormatException e) {
      throw error(token, "number out of range: " + token.text());
    }
  }

  private void expect(String symbol) {
    Token token = peek();
    if (!token.is(symbol)) {
      throw error(token, "expected '" + symbol + "' but found " + describe(token));
    }
    next++;
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw error(peek(), "formula nested deeper than " + MAX_DEPTH + " levels");
    }
  }

  private Token peek() {
    return tokens.get(next);
  }

  private static String describe(Token token) {
    return switch (token.kind()) {
      case END -> "the end of the formula";
      case NAME -> "name '" + token.text() + "'";
      case NUMBER -> "number " + token.text();
      default -> "'" + token.text() + "'";
    };
  }

  private FormulaException error(Token token, String problem) {
    return error(text, token.offset(), problem);
  }

  /** An exception at character {@code offset} of {@code text}, converted to line and column. */
  static FormulaException error(String text, int offset, String problem) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new FormulaException(line, offset - lineStart + 1, problem);
  }
}
