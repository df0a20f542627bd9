package org.petrify.net.formula;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula.CompareOp;
import org.petrify.net.formula.IntExpr.Constant;
import org.petrify.net.formula.IntExpr.Tokens;

class FormulaParserTest {
  static final PetriNet NET = net();

  static PetriNet net() {
    PetriNetBuilder b = new PetriNetBuilder("n");
    b.addPlace("p1", 1);
    b.addPlace("p2", 0);
    b.addPlace("AND", 0);
    b.addPlace("a-b.c", 0);
    b.addPlace("12", 0);
    b.addTransition("t1");
    b.addTransition("t 2");
    b.consume("t1", "p1", 1).produce("t1", "p2", 1);
    return b.build();
  }

  static Formula parse(String text) {
    return FormulaParser.parse(text, NET);
  }


  private static Formula.Compare cmp(IntExpr l, CompareOp op, IntExpr r) {
    return new Formula.Compare(l, op, r);
  }

  private static Tokens p(Integer... places) {
    return new Tokens(List.of(places));
  }

  @Test
  void parsesAtomsAndComparisons() {
    assertThat(parse("EF DEADLOCK")).isEqualTo(new Formula.EF(new Formula.Deadlock()));
    assertThat(parse("p1 >= 2")).isEqualTo(cmp(p(0), CompareOp.GE, new Constant(2)));
    assertThat(parse("p1 + p2 <= 3")).isEqualTo(cmp(p(0, 1), CompareOp.LE, new Constant(3)));
    assertThat(parse("p1 <> p2")).isEqualTo(cmp(p(0), CompareOp.NE, p(1)));
    assertThat(parse("p1 != 0")).isEqualTo(cmp(p(0), CompareOp.NE, new Constant(0)));
    assertThat(parse("\"AND\" = 1")).isEqualTo(cmp(p(2), CompareOp.EQ, new Constant(1)));
    assertThat(parse("a-b.c < \"12\"")).isEqualTo(cmp(p(3), CompareOp.LT, p(4)));
    assertThat(parse("FIREABLE(t1)")).isEqualTo(new Formula.Fireable(List.of(0)));
    assertThat(parse("FIREABLE(\"t 2\", t1)")).isEqualTo(new Formula.Fireable(List.of(1, 0)));
    assertThat(parse("INITIAL AND TRUE OR FALSE")).isEqualTo(new Formula.Or(List.of(
        new Formula.And(List.of(new Formula.Initial(), new Formula.True())), new Formula.False())));
    assertThat(parse("2 * p1 - 1 > (p1 + p2)")).isEqualTo(cmp(
        new IntExpr.Sum(List.of(new IntExpr.Times(2, p(0)), new IntExpr.Times(-1, new Constant(1)))),
        CompareOp.GT, p(0, 1)));
  }

  @Test
  void parsesTemporalOperatorsInBothSpellings() {
    Formula d = new Formula.Deadlock();
    assertThat(parse("AG NOT DEADLOCK")).isEqualTo(new Formula.AG(new Formula.Not(d)));
    assertThat(parse("A G NOT DEADLOCK")).isEqualTo(parse("ALLPATH ALWAYS NOT DEADLOCK"));
    assertThat(parse("EXPATH EVENTUALLY DEADLOCK")).isEqualTo(new Formula.EF(d));
    assertThat(parse("E (TRUE U DEADLOCK)")).isEqualTo(new Formula.EU(new Formula.True(), d));
    assertThat(parse("ALLPATH (p1 > 0 UNTIL DEADLOCK)"))
        .isEqualTo(new Formula.AU(cmp(p(0), CompareOp.GT, new Constant(0)), d));
    assertThat(parse("EX AX EG AF (DEADLOCK)")).isEqualTo(
        new Formula.EX(new Formula.AX(new Formula.EG(new Formula.AF(d)))));
    assertThat(parse("A X DEADLOCK")).isEqualTo(parse("ALLPATH NEXTSTATE DEADLOCK"));
    assertThat(parse("EF DEADLOCK AND INITIAL"))
        .isEqualTo(new Formula.EF(new Formula.And(List.of(d, new Formula.Initial()))));
    assertThat(parse("FORMULA { a comment } EF ((p1 >= 1)) ;"))
        .isEqualTo(new Formula.EF(cmp(p(0), CompareOp.GE, new Constant(1))));
    assertThat(parse("DEADLOCK -> INITIAL")).isEqualTo(
        new Formula.Or(List.of(new Formula.Not(d), new Formula.Initial())));
  }

  @Test
  void errorsNameTheColumn() {
    assertThatThrownBy(() -> parse("EF (p1 > 0 AND q > 1)"))
        .isInstanceOf(FormulaException.class)
        .hasMessage("column 16: unknown place 'q'");
    assertThatThrownBy(() -> parse("FIREABLE(p1)"))
        .hasMessage("column 10: unknown transition 'p1' ('p1' is a place)");
    assertThatThrownBy(() -> parse("t1 > 0"))
        .hasMessageContaining("unknown place 't1' ('t1' is a transition; use FIREABLE)");
    assertThatThrownBy(() -> parse("EF (p1 > 0")).isInstanceOf(FormulaException.class)
        .hasMessageContaining("column 11");
    assertThatThrownBy(() -> parse("p1 > 99999999999999999999")).hasMessageContaining("out of range");
    assertThatThrownBy(() -> parse("p1 * p2 > 0")).hasMessageContaining("must be a number");
    assertThatThrownBy(() -> parse("")).hasMessageContaining("end of the formula");
    assertThatThrownBy(() -> parse("EF ".repeat(1000) + "DEADLOCK"))
        .hasMessageContaining("nested deeper");
    assertThatThrownBy(() -> parse("(".repeat(5000) + "p1 > 0" + ")".repeat(5000)))
        .isInstanceOf(FormulaException.class);
    assertThatThrownBy(() -> parse("TRUE\n AND ?")).isInstanceOf(FormulaException.class)
        .hasMessageStartingWith("line 2, column 6:");
  }

  @Test
  void printerOutputReadsBack() {
    for (String text : List.of("EF DEADLOCK", "AG (p1 + p2 <= 3 OR NOT FIREABLE(t1, \"t 2\"))",
        "E (p1 >= 1 U A (INITIAL U EX AX TRUE))", "\"AND\" + a-b.c > \"12\"",
        "2 * p1 + -3 + (p1 + p2) + (p2) != 4 * (p1 + p2)", "NOT NOT (TRUE AND (FALSE OR DEADLOCK))",
        "EF (DEADLOCK AND INITIAL) AND AF EG p1 = 0")) {
      Formula f = parse(text);
      String printed = FormulaPrinter.print(f, NET);
      assertThat(parse(printed)).as(printed).isEqualTo(f);
    }
    assertThat(FormulaPrinter.print(parse("EF (p1 >= 1 AND \"AND\" = 0)"), NET))
        .isEqualTo("EF (p1 >= 1 AND \"AND\" = 0)");
  }
}
