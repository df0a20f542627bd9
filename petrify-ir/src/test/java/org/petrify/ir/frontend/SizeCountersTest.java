package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ReturnedTokens;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Size counters of small collections ({@link SizeCounters}): a list emptied and filled again
 * answers {@code isEmpty()} by its size, and the steps never lose a run the JVM can take.
 */
class SizeCountersTest {
  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void aTokenGivenBackIsFoundByTheWaitingWorker() {
    FrontendResult r = RbDump.translate(ReturnedTokens.class);
    String rb = RbDump.dump(r.program());
    assertThat(r.program().variable("java.util.LinkedList@ReturnedTokens.java:15.size"))
        .isNotNull();
    assertThat(rb).doesNotContain(".filled");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aTokenNeverGivenBackStillDeadlocks() {
    FrontendResult r = RbDump.translate(ReturnedTokens.Kept.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).contains(".size");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anAddOfAnElementASetHoldsMayAddNothing() {
    FrontendResult r = RbDump.translate(ReturnedTokens.SameElement.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).contains(".size");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void stepsCoverEveryOutcomeOfTheirMethod() {
    int[] n = {0};
    List<Command> take = SizeCounters.update("c", SizeCounters.Op.MAY_TAKE,
        () -> "l" + n[0]++, null, "done");
    String text = take.toString();
    // remove(o): 0 stays (to done), k may go to k-1 or stay, * stays
    assertThat(take.get(0)).isInstanceOf(Command.Switch.class);
    assertThat(text).contains("values=[0, 1, 2, 3, *]", "Jump[", "value=0", "value=2")
        .doesNotContain("value=3", "value=*");
    assertThat(SizeCounters.update("c", SizeCounters.Op.READ, () -> "x", null, "done"))
        .isEmpty();
    assertThat(SizeCounters.answers("isEmpty", 0)).containsExactly(1, 0, 0, 0, null);
    assertThat(SizeCounters.answers("size", 0)).containsExactly(0, 1, 2, 3, null);
    assertThat(SizeCounters.answers("contains", 1)).containsExactly(0, null, null, null, null);
  }
}
