package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CombineWithSum;
import org.petrify.ir.frontend.samples.CombineWithValueOf;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * A continuation or task whose function is a method reference to a JDK method that takes and
 * is called on values only ({@code Integer::sum}) runs nothing the model needs: no
 * {@code empty-thread} caveat. One that an application object can reach ({@code
 * String::valueOf(Object)} calls its {@code toString}) keeps the caveat.
 */
class InertTargetsTest {
  @Test
  void aCombinationBySumIsNoUnknownThread() {
    FrontendResult r = RbDump.translate(CombineWithSum.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aFunctionAnApplicationObjectReachesStaysUnknown() {
    FrontendResult r = RbDump.translate(CombineWithValueOf.class);
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .isNotEmpty();
  }
}
