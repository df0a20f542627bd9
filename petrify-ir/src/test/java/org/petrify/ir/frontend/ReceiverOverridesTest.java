package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CastReceiver;
import org.petrify.ir.frontend.samples.HookedPool;
import org.petrify.ir.frontend.samples.InheritedGet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * JDK methods inherited by application classes call the application's overrides on their
 * receiver ({@code LibraryEffects.receiverOverrides}, {@code CodeBase.overridesCalledBy}):
 * in the caller where the JDK code runs there, with a caveat where a model or another thread
 * runs them, and not at all where the JDK code never calls them.
 */
class ReceiverOverridesTest {
  @Test
  void anInheritedMethodRunsTheOverridesItCalls() {
    Program p = RbDump.translate(InheritedGet.class).program();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHookCalledByAPoolsWorkerIsACaveatAndAnUncalledOverrideIsNot() {
    FrontendResult r = RbDump.translate(HookedPool.class);
    List<Caveat> callbacks = r.caveats().stream()
        .filter(c -> c.kind().equals("library-callback")).toList();
    assertThat(callbacks).as(RbPrinter.print(r.program())).hasSize(1);
    assertThat(callbacks.get(0).message()).contains("afterExecute");
    assertThat(RbPrinter.print(r.program())).doesNotContain("toString");
  }

  @Test
  void aReceiverThatIsNoInstanceOfTheMethodsClassCallsNothingBack() {
    Program p = RbDump.translate(CastReceiver.class).program();
    assertThat(RbPrinter.print(p)).doesNotContain("OneItem.get");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
