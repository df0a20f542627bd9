package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.Loops;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;

/** Which loops {@link LoopUnroller} unrolls, and what each unrolled iteration knows. */
class LoopUnrollerTest {

  private static MethodCode code(String method) {
    return TestCode.codeBase().methodCode(TestCode.method(Loops.class, method));
  }

  /** Per {@code new Object()} statement, in order: the constant index of the slot it fills. */
  private static List<Integer> slotIndices(MethodCode code) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < code.size(); i++) {
      if (code.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JArrayRef ar) {
        out.add(code.intValue(i, ar.getIndex()));
      }
    }
    return out;
  }

  private static long allocations(MethodCode code) {
    return code.stmts().stream()
        .filter(s -> s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr).count();
  }

  @Test
  void aCountedLoopBecomesOneCopyPerIterationWithItsIndex() {
    MethodCode c = code("countedUp");
    assertThat(allocations(c)).isEqualTo(5);
    assertThat(slotIndices(c)).containsExactly(0, 1, 2, 3, 4);
    assertThat(c.loopStmts()).as("no cycle is left").isEmpty();
  }

  @Test
  void countingDownAndStepsOtherThanOneAreUnrolledToo() {
    assertThat(slotIndices(code("countedDown"))).containsExactly(3, 2, 1);
    assertThat(slotIndices(code("stepTwo"))).containsExactly(0, 2, 4, 6);
  }

  @Test
  void moreTripsThanTheBoundStayALoop() {
    MethodCode c = code("tooManyTrips");
    assertThat(LoopUnroller.MAX_TRIPS).isEqualTo(16);
    assertThat(allocations(c)).isEqualTo(1);
    assertThat(c.loopStmts()).isNotEmpty();
    assertThat(slotIndices(c)).containsExactly((Integer) null);
  }

  @Test
  void loopsWithNothingToTellApartOrWithoutAKnownTripCountStay() {
    assertThat(code("nothingToSeparate").loopStmts()).isNotEmpty();
    assertThat(code("unknownBound").loopStmts()).isNotEmpty();
    assertThat(code("whileFlag").loopStmts()).isNotEmpty();
  }

  @Test
  void aLoopVariableAlsoChangedInTheBodyStaysALoop() {
    MethodCode c = code("variableChangedInBody");
    assertThat(c.loopStmts()).isNotEmpty();
    assertThat(allocations(c)).isEqualTo(1);
  }

  @Test
  void nestedCountedLoopsAreNotUnrolledCompletely() {
    MethodCode c = code("nested");
    assertThat(c.loopStmts()).as("the outer loop stays").isNotEmpty();
  }

  @Test
  void unrolledStatementsAreMarkedAndTheOriginalBodyIsUntouched() {
    MethodCode c = code("countedUp");
    long copies = 0;
    for (int i = 0; i < c.size(); i++) {
      copies += c.isUnrolled(i) ? 1 : 0;
    }
    assertThat(copies).isPositive();
    assertThat(c.body().getStmts().stream()
        .filter(s -> s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr).count())
        .as("SootUp's body keeps one allocation").isEqualTo(1);
  }
}
