package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.ForEachLoops;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;

/** Which for-each loops {@link IteratorLoops} counts, by the size of their collection. */
class IteratorLoopsTest {

  private static MethodCode code(String method) {
    return TestCode.codeBase().methodCode(TestCode.method(ForEachLoops.class, method));
  }

  /** The allocations of {@code Object}s: one per unrolled trip of the loop that makes them. */
  private static long objects(MethodCode code) {
    return code.stmts().stream().filter(s -> s instanceof JAssignStmt a
        && a.getRightOp() instanceof JNewExpr n
        && n.getType().getFullyQualifiedName().equals("java.lang.Object")).count();
  }

  @Test
  void aForEachOverAnImmutableListRunsOneTripPerElement() {
    MethodCode c = code("overListOf");
    assertThat(c.loopStmts()).as("no cycle is left").isEmpty();
    assertThat(objects(c)).isEqualTo(3);
    assertThat(objects(code("overManyListOf"))).as("List.of(E...) with 12").isEqualTo(12);
    assertThat(objects(code("overAsList"))).isEqualTo(2);
    assertThat(objects(code("overCopyOf"))).isEqualTo(4);
  }

  @Test
  void aListFilledByACountedLoopIsIteratedAsOftenAsItWasFilled() {
    MethodCode c = code("filledThenIterated");
    assertThat(c.loopStmts()).isEmpty();
    assertThat(objects(c)).isEqualTo(3);
    MethodCode d = code("filledByForEachThenIterated");
    assertThat(d.loopStmts()).isEmpty();
    assertThat(objects(d)).isEqualTo(4);
    assertThat(objects(code("copiedIntoNewList"))).isEqualTo(2);
    assertThat(objects(code("copiedThenGrown"))).isEqualTo(3);
  }

  @Test
  void anIndexedLoopUpToTheSizeOfAFilledListRunsOneTripPerElement() {
    MethodCode c = code("filledThenIndexed");
    assertThat(c.loopStmts()).as(c.stmts().toString()).isEmpty();
    assertThat(objects(c)).isEqualTo(6);
    MethodCode d = code("indexedWhileGrowing");
    assertThat(d.loopStmts()).as("a list that grows in the loop has no known size").isNotEmpty();
  }

  @Test
  void aLoopOverAStaticFinalFieldWrittenOnceRunsOneTripPerElement() {
    MethodCode c = code("overStaticListOf");
    assertThat(c.loopStmts()).isEmpty();
    assertThat(objects(c)).isEqualTo(3);
    MethodCode d = code("overStaticArray");
    assertThat(d.loopStmts()).isEmpty();
    assertThat(objects(d)).isEqualTo(4);
    MethodCode e = code("indexedOverStaticArray");
    assertThat(e.loopStmts()).as("i < FOUR.length, the field read in the test").isEmpty();
    assertThat(objects(e)).isEqualTo(4);
  }

  @Test
  void staticFieldsWhoseSizeIsNotFixedStayLoops() {
    for (String m : new String[] {"overNonFinalField", "overFieldWrittenTwice",
        "overStaticGrowingList"}) {
      assertThat(code(m).loopStmts()).as(m).isNotEmpty();
    }
  }

  @Test
  void aBreakStillLeavesTheUnrolledLoop() {
    MethodCode c = code("withBreak");
    assertThat(c.loopStmts()).isEmpty();
    assertThat(objects(c)).isEqualTo(3);
  }

  @Test
  void collectionsWhoseSizeIsNotKnownStayLoops() {
    for (String m : new String[] {"filledOnOnePathOnly", "escapes", "removed",
        "addedInTheLoop", "overAField", "unknownList", "iteratedTwiceInALoop",
        "copiedFromUnknown"}) {
      assertThat(code(m).loopStmts()).as(m).isNotEmpty();
    }
  }
}
