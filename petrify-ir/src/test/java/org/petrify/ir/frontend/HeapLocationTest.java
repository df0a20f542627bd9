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
}
