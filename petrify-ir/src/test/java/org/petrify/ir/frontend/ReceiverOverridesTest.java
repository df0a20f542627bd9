package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CastReceiver;
import org.petrify.ir.frontend.samples.HookedPool;
import org.petrify.ir.frontend.samples.InheritedGet;
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

  /**
   * The pool's afterExecute runs in the task's thread after the task (PoolHooks), so its lock
   * order against main's is a deadlock of the model, with no caveat; the lock's toString
   * override, which lock() never calls, is not run.
   */
  @Test
  void aHookCalledByAPoolsWorkerRunsInTheTaskAndAnUncalledOverrideDoesNot() {
    FrontendResult r = RbDump.translate(HookedPool.class);
    String text = RbPrinter.print(r.program());
    assertThat(r.caveats()).as(text).noneMatch(c -> c.kind().equals("library-callback"));
    assertThat(text).doesNotContain("toString");
    assertThat(text).containsPattern("proc thread:[^{]*\\{[^}]*call [^\\n]*afterExecute");
    assertThat(RbInterpreter.of(r.program()).explore(200_000).deadlock()).as(text)
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aReceiverThatIsNoInstanceOfTheMethodsClassCallsNothingBack() {
    Program p = RbDump.translate(CastReceiver.class).program();
    assertThat(RbPrinter.print(p)).doesNotContain("OneItem.get");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
