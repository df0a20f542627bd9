package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * Recursion stacks end to end: a deadlock that only a return to the wrong call site of a
 * recursion makes possible is not reported below the recursion bound (the stack makes the
 * returns exact), and past it a witness that returns wrongly gives no verdict, with the
 * {@code recursion-bound} caveat, instead of a violation.
 */
class RecursionBoundTest {
  /**
   * {@code log} holds {@code A} and logs again while {@code d} has room: {@code levels} nested
   * calls. The innermost call returning to {@code main}'s site instead of its caller's would
   * let {@code main} end holding {@code A}, and {@code other} wait for it for ever.
   */
  private static String logsAgain(int levels) {
    StringBuilder b = new StringBuilder("main main\nvar d {");
    for (int i = 0; i <= levels; i++) {
      b.append(' ').append(i);
    }
    b.append(" } = 0\nproc main {\n  m0: fork other t1\n  m1: call log\n}\n")
        .append("proc other {\n  o0: acquire A\n  o1: release A\n}\n")
        .append("proc log {\n  l0: acquire A\n  l1: switch d");
    for (int i = 0; i < levels; i++) {
      b.append(' ').append(i).append(" a").append(i);
    }
    b.append(' ').append(levels).append(" l4\n");
    for (int i = 0; i < levels; i++) {
      b.append("  a").append(i).append(": assign d ").append(i + 1).append('\n')
          .append("  g").append(i).append(": goto l3\n");
    }
    b.append("  l3: call log\n  l4: release A\n}\n");
    return b.toString();
  }

  @Test
  void belowTheBoundTheRecursionReturnsExactly() {
    Report r = RbPrograms.analyze(RbParser.parse(logsAgain(3))).reentrancyBound(8).deadlock();
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.VIOLATED);
    assertThat(r.caveats()).as(r.text()).noneMatch(c -> c.kind().id().equals("wrong-return"));
  }

  @Test
  void pastTheBoundAWrongReturnGivesNoVerdict() {
    Report r = RbPrograms.analyze(RbParser.parse(logsAgain(5))).reentrancyBound(8).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("recursion bound"));
    assertThat(r.caveats()).as(r.text())
        .anyMatch(c -> c.kind().id().equals("recursion-bound"));
  }

  @Test
  void aLargerRecursionBoundMakesTheDeeperRecursionExact() {
    Analysis a = RbPrograms.analyze(RbParser.parse(logsAgain(5))).reentrancyBound(8);
    Report r = a.recursionBound(6).deadlock();
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.VIOLATED);
    assertThat(r.caveats()).as(r.text())
        .noneMatch(c -> c.kind().id().equals("recursion-bound"))
        .noneMatch(c -> c.kind().id().equals("wrong-return"));
    assertThat(a.recursionBound(Analysis.DEFAULT_RECURSION_BOUND)).isSameAs(a);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> a.recursionBound(0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
