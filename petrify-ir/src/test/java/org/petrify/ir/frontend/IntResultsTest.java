package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.AllocatedSlots;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Int results of application methods ({@link IntResults}): the sum of two counted collections'
 * sizes reaches the caller's test, a bug that waits on it still deadlocks, and every normal
 * exit of an int result variant is just after the assignment of its result variable.
 */
class IntResultsTest {
  private static final String VARIABLE =
      "org.petrify.ir.frontend.samples.AllocatedSlots.allocated#int";

  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(500_000).deadlock();
  }

  @Test
  void aSumOfCountedSizesDecidesTheCallersWait() {
    FrontendResult r = RbDump.translate(AllocatedSlots.class);
    String rb = RbDump.dump(r.program());
    Variable v = r.program().variable(VARIABLE);
    assertThat(v).as(rb).isNotNull();
    assertThat(v.perThread()).isTrue();
    assertThat(v.values()).contains("0", "1", IntResults.UNKNOWN);
    assertThat(rb).contains("#result:int", "assign " + VARIABLE + " 1",
        "switch " + VARIABLE);
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aWaitOnAnIdleButAllocatedSlotStillDeadlocks() {
    FrontendResult r = RbDump.translate(AllocatedSlots.IdleIgnored.class);
    String rb = RbDump.dump(r.program());
    assertThat(rb).contains("#result:int");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCallOfTwoJavaMethodsIsNotCorrelated() {
    FrontendResult r = RbDump.translate(AllocatedSlots.TwoLimits.class);
    String rb = RbDump.dump(r.program());
    // the call stays a plain call of both methods (the verdict then rests on the receiver's
    // two objects, a matter of the points-to analysis, not of this rule)
    assertThat(rb).doesNotContain("#result:int", "#int").contains(".limit[");
  }

  @Test
  void aReturnedConstantOutsideTheCalleesRangeIsKnown() {
    FrontendResult r = RbDump.translate(AllocatedSlots.ReturnedConstant.class);
    String rb = RbDump.dump(r.program());
    // known through an int variant of the callee, or as a value function (ValueFunctions):
    // then the test limit() == 2 is decided and the wait is left when arrived reaches 2
    assertThat(rb).containsAnyOf("limit#int 2", "2 ret_0");
    assertThat(deadlock(r.program())).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void everyNormalExitOfAnIntVariantFollowsTheAssignmentOfItsVariable() {
    for (Class<?> c : List.of(AllocatedSlots.class, AllocatedSlots.IdleIgnored.class)) {
      Program p = RbDump.translate(c).program();
      int variants = 0;
      for (Procedure proc : p.procedures()) {
        if (!proc.name().contains("#result:int")) {
          continue;
        }
        variants++;
        List<Command> body = proc.body();
        for (int k = 0; k < body.size(); k++) {
          Command cmd = body.get(k);
          boolean toExit = cmd instanceof Command.Goto g && g.target().equals("exit")
              || cmd instanceof Command.Jump j && j.targets().contains("exit");
          if (toExit) {
            assertThat(k).as(proc.name()).isPositive();
            assertThat(body.get(k - 1)).as(proc.name() + " at " + cmd)
                .isInstanceOf(Command.Assign.class);
            assertThat(((Command.Assign) body.get(k - 1)).variable()).endsWith("#int");
          }
        }
      }
      assertThat(variants).as(c.getName()).isPositive();
    }
  }
}
