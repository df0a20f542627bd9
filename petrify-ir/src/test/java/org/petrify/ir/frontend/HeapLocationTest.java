package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeapLocationTest {

  @Test
  void guessesReportNamesFromRbVariables() {
    assertThat(HeapLocation.guess("corpus.race.account.Account@Main.java:14.balance").display())
        .isEqualTo("Account.balance");
    assertThat(HeapLocation.guess("app.Main$Cell@Main.java:3[ctx].value").display())
        .isEqualTo("Main.Cell.value");
    assertThat(HeapLocation.guess("corpus.race.program1.Main.x").display()).isEqualTo("Main.x");
    assertThat(HeapLocation.guess("int[]@Main.java:14[app.Main.run:3#1][]").display())
        .isEqualTo("int[]@Main.java:14");
    assertThat(HeapLocation.guess("x").display()).isEqualTo("x");
  }

  @Test
  void anUnknownObjectAliasesEveryLocationOfItsField() {
    HeapLocation a = new HeapLocation("app.A@A.java:3.count", "A.count",
        HeapLocation.Kind.INSTANCE_FIELD, false, false);
    HeapLocation b = new HeapLocation("app.A@A.java:9.count", "A.count",
        HeapLocation.Kind.INSTANCE_FIELD, false, false);
    HeapLocation any = new HeapLocation("app.A.count", "A.count",
        HeapLocation.Kind.INSTANCE_FIELD, false, false, true);
    HeapLocation other = new HeapLocation("app.A@A.java:3.total", "A.total",
        HeapLocation.Kind.INSTANCE_FIELD, false, false);
    assertThat(a.mayAlias(a)).isTrue();
    assertThat(a.mayAlias(b)).isFalse();
    assertThat(any.mayAlias(a)).isTrue();
    assertThat(b.mayAlias(any)).isTrue();
    assertThat(any.mayAlias(other)).isFalse();
    HeapLocation array = new HeapLocation("int[]@A.java:4[]", "int[]@A.java:4",
        HeapLocation.Kind.ARRAY_ELEMENT, false, false);
    HeapLocation anyArray = new HeapLocation("int[][]", "int[]@?",
        HeapLocation.Kind.ARRAY_ELEMENT, false, false, true);
    assertThat(anyArray.mayAlias(array)).isTrue();
    assertThat(anyArray.mayAlias(a)).isFalse();
    assertThat(new HeapLocation("v", "A.v", HeapLocation.Kind.STATIC_FIELD, true, false).racy())
        .isFalse();
  }

  @Test
  void elementsOfOneArrayAliasUnlessBothIndexesAreKnownAndDiffer() {
    HeapLocation all = HeapLocation.element("int[]@A.java:4", "int[]@A.java:4", null, false);
    HeapLocation zero = HeapLocation.element("int[]@A.java:4", "int[]@A.java:4", 0, false);
    HeapLocation one = HeapLocation.element("int[]@A.java:4", "int[]@A.java:4", 1, false);
    HeapLocation otherZero = HeapLocation.element("int[]@A.java:9", "int[]@A.java:9", 0, false);
    HeapLocation anyArray = new HeapLocation("int[][]", "int[]@?",
        HeapLocation.Kind.ARRAY_ELEMENT, false, false, true);
    assertThat(zero.variable()).isEqualTo("int[]@A.java:4[0]");
    assertThat(all.variable()).isEqualTo("int[]@A.java:4[]");
    assertThat(zero.mayAlias(one)).isFalse();
    assertThat(one.mayAlias(zero)).isFalse();
    assertThat(zero.mayAlias(zero)).isTrue();
    assertThat(zero.mayAlias(all)).isTrue();
    assertThat(all.mayAlias(one)).isTrue();
    assertThat(zero.mayAlias(otherZero)).isFalse();
    assertThat(anyArray.mayAlias(one)).isTrue();
    assertThat(one.mayAlias(anyArray)).isTrue();
  }

  @Test
  void guessesAnElementOfOneIndex() {
    HeapLocation g = HeapLocation.guess("int[]@Main.java:14[app.Main.run:3#1][2]");
    assertThat(g.kind()).isEqualTo(HeapLocation.Kind.ARRAY_ELEMENT);
    assertThat(g.index()).isEqualTo(2);
    assertThat(g.display()).isEqualTo("int[]@Main.java:14");
    assertThat(g.mayAlias(HeapLocation.guess("int[]@Main.java:14[app.Main.run:3#1][]")))
        .isTrue();
    assertThat(g.mayAlias(HeapLocation.guess("int[]@Main.java:14[app.Main.run:3#1][3]")))
        .isFalse();
  }
}
