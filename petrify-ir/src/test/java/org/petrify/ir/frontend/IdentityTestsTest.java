package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.EmptyOptionalAction;
import org.petrify.ir.frontend.samples.EmptyOptionalOrElse;
import org.petrify.ir.frontend.samples.InstanceOfMaybeNull;
import org.petrify.ir.frontend.samples.InstanceOfOrder;
import org.petrify.ir.frontend.samples.MixedStringIdentity;
import org.petrify.ir.frontend.samples.NewStringIdentity;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Type and identity tests decided in the translation ({@link LocalValueEvaluator}: {@code
 * instanceof} from a points-to set, a {@code new} object against a string literal) and the
 * value functions of an empty {@code Optional} ({@link EmptyOptionals}), each against a twin
 * the rule must leave undecided; answers from the rb interpreter.
 */
class IdentityTestsTest {
  @Test
  void anInstanceofOnAOneObjectNonNullParameterIsDecided() {
    assertThat(CallerRunsTest.deadlockWithout(InstanceOfOrder.class, "unknown-lock"))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anInstanceofOfAFieldThatMayBeNullKeepsBothWays() {
    assertThat(CallerRunsTest.deadlockWithout(InstanceOfMaybeNull.class, "unknown-lock"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aNewStringIsNeverTheLiteral() {
    assertThat(CallerRunsTest.deadlockWithout(NewStringIdentity.class, "unknown-lock"))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aLocalThatMayBeTheLiteralKeepsBothWays() {
    assertThat(CallerRunsTest.deadlockWithout(MixedStringIdentity.class, "unknown-lock"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anEmptyOptionalNeverRunsItsValueAction() {
    assertThat(CallerRunsTest.deadlockWithout(EmptyOptionalAction.class, "unknown-lock",
        "library-callback")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anEmptyOptionalRunsItsEmptyAction() {
    assertThat(CallerRunsTest.deadlockWithout(EmptyOptionalOrElse.class, "library-callback"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
