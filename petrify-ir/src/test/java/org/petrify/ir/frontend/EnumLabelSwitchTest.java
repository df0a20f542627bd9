package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Qualified enum constants as the labels of a pattern {@code switch} ({@link TypeSwitches},
 * read from the class file): each call takes the case of its constant only; before, the switch
 * was a free choice and a correct program deadlocked in the model.
 */
class EnumLabelSwitchTest {
  private static RbInterpreter.Answer deadlock(String main) {
    Java25Samples.assumeCompiled();
    FrontendResult r = Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(
        "org.petrify.ir.frontend.samples25.EnumLabelSwitch$" + main));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void theOpeningCommandTakesItsOwnCaseOnly() {
    assertThat(deadlock("Opens")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void twoWaitingCommandsDeadlock() {
    assertThat(deadlock("Waits")).isEqualTo(RbInterpreter.Answer.YES);
  }
}
