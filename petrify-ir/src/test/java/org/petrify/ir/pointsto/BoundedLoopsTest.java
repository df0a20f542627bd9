package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.BoundedLoopSamples;

/** Which loops {@link BoundedLoops} marks as left after a bounded number of trips. */
class BoundedLoopsTest {

  private static MethodCode code(String method) {
    return TestCode.codeBase().methodCode(TestCode.method(BoundedLoopSamples.class, method));
  }

  private static int marked(String method) {
    return BoundedLoops.of(code(method)).size();
  }

  @Test
  void countedLoopsWithMoreTripsThanUnrolledAreBounded() {
    assertThat(marked("hundredTrips")).as("synchronized body: its handler only rethrows")
        .isEqualTo(1);
    assertThat(marked("countDownBy3")).isEqualTo(1);
  }

  @Test
  void theExitIsTheTestsSuccessorOutsideTheLoop() {
    MethodCode c = code("hundredTrips");
    BoundedLoops.of(c).forEach((test, exit) -> {
      assertThat(c.successors(test)).contains(exit);
      assertThat(c.loopStmts()).contains(test).doesNotContain(exit);
    });
  }

  @Test
  void aContinueThatSkipsTheIncrementIsNotBounded() {
    assertThat(marked("continueSkipsIncrement")).isZero();
  }

  @Test
  void aCounterThatWrapsAroundIsNotBoundedAndNotUnrolled() {
    assertThat(marked("wrapsAround")).isZero();
    assertThat(code("wrapsAround").loopStmts()).as("java int overflow: never leaves")
        .isNotEmpty();
  }

  @Test
  void loopsLeftOtherwiseThanByTheTestAreNotBounded() {
    assertThat(marked("breaksOut")).isZero();
    assertThat(marked("caughtInside")).as("a handler inside the loop").isZero();
    assertThat(marked("caughtOutsideAndReturns")).as("a handler that returns normally")
        .isZero();
  }

  @Test
  void nestedLoopsAreBothBounded() {
    assertThat(marked("nested")).isEqualTo(2);
  }

  @Test
  void aCounterMovedByOneTowardsAnUnchangedBoundIsBounded() {
    assertThat(marked("unknownBound")).isEqualTo(1);
    assertThat(marked("arrayForEach")).isEqualTo(1);
    assertThat(marked("downToUnknown")).isEqualTo(1);
    assertThat(marked("untilEqual")).as("i != n: i++ takes every value").isEqualTo(1);
  }

  @Test
  void anUnknownBoundThatTheCounterMayNeverPassIsNotBounded() {
    assertThat(marked("upToAtMost")).as("i <= Integer.MAX_VALUE").isZero();
    assertThat(marked("stepTwoUnknown")).as("i += 2 jumps over the bound").isZero();
    assertThat(marked("boundMovesAway")).isZero();
    assertThat(marked("counterMovedTwice")).isZero();
  }

  @Test
  void forEachLoopsLeftOnlyByTheirTestAreFound() {
    MethodCode c = code("forEachList");
    assertThat(BoundedLoops.forEachLoops(c)).singleElement().satisfies(l -> {
      assertThat(c.successors(l.test())).contains(l.exit());
      assertThat(l.collection().getName()).isEqualTo(
          ((sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr)
              ((sootup.core.jimple.common.stmt.JAssignStmt) c.stmt(l.iteratorAt()))
                  .getRightOp()).getBase().getName());
    });
    assertThat(BoundedLoops.forEachLoops(code("forEachBreaks"))).isEmpty();
    assertThat(marked("forEachList")).as("not counted without the points-to analysis").isZero();
  }
}
