package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FailingAssertion;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * A program run from {@code main} has assertions disabled (the JVM's default): its
 * {@code assert} never throws, so the thread waiting for what follows the assertion is not left
 * waiting by an {@code AssertionError}.
 */
class AssertionStatusTest {
  @Test
  void anAssertionDoesNotThrowWithoutEa() {
    Program p = RbDump.translate(FailingAssertion.class).program();
    assertThat(RbPrinter.print(p)).doesNotContain("AssertionError");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
