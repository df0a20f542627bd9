package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ValueFunctionSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Results of application methods that are functions of their arguments' values ({@link
 * ValueFunctions}): the field they are stored in stays tracked and the waits it guards are
 * decided; a method that also reads a mutable field is no such function, and its twin still
 * deadlocks.
 */
class ValueFunctionsTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  /** Fails without the rule: {@code state} is untracked and main may wait last. */
  @Test
  void anEnumMethodSwitchingOnItsReceiverDecidesTheWait() {
    assertThat(deadlock(ValueFunctionSamples.EnumNext.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theEnumTwinThatNeverReachesDoneDeadlocks() {
    assertThat(deadlock(ValueFunctionSamples.EnumStuck.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Fails without the rule: an int function with ifs, then a boolean function of its result. */
  @Test
  void staticIntAndBooleanFunctionsDecideTheWait() {
    assertThat(deadlock(ValueFunctionSamples.IntPhase.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aFunctionReadingAMutableFieldStaysUnknownAndItsHangIsFound() {
    assertThat(deadlock(ValueFunctionSamples.MutableInput.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /**
   * Fails without the rule: each constant's body reads its sibling through its own class
   * ({@code Body$1.RUNNING}), which resolves to the enum's constant.
   */
  @Test
  void constantsWithBodiesOfTheirOwnDecideTheWait() {
    assertThat(deadlock(ValueFunctionSamples.EnumBodyNext.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theBodiesTwinThatNeverReachesDoneDeadlocks() {
    assertThat(deadlock(ValueFunctionSamples.EnumBodyStuck.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /**
   * Fails without the rule: the switch expression's default throws, so the call kept an
   * exceptional exit on which the worker died before storing DONE.
   */
  @Test
  void aSwitchExpressionWhoseDefaultNoConstantReachesReturnsNormally() {
    assertThat(deadlock(ValueFunctionSamples.SwitchExpressionNext.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theSwitchExpressionTwinThatNeverReachesDoneDeadlocks() {
    assertThat(deadlock(ValueFunctionSamples.SwitchExpressionStuck.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
