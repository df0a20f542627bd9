package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FunctionUnderCowLock;
import org.petrify.ir.frontend.samples.FunctionUnderLockKept;
import org.petrify.ir.frontend.samples.FunctionUnderQueueIterator;
import org.petrify.ir.frontend.samples.FunctionUnderQueueLock;
import org.petrify.ir.frontend.samples.FunctionUnderQueueLockOrdered;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Functions a JDK container runs under its internal lock ({@link ContainerLocks}): the lock
 * cycles they close are found by the rb interpreter (independent of the net encoding) with no
 * UNSOUND {@code library-callback} caveat, the ordered twin has none, and the calls the rule
 * cannot take keep the caveat.
 */
class InternalLockFunctionsTest {
  private static List<String> unsoundKinds(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
  }

  private static void deadlocks(Class<?> sample, RbInterpreter.Answer expected) {
    FrontendResult r = RbDump.translate(sample);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).doesNotContain("library-callback");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(expected);
  }

  @Test
  void aQueueFilterUnderTheQueuesLockClosesACycleWithAPut() {
    deadlocks(FunctionUnderQueueLock.class, RbInterpreter.Answer.YES);
  }

  @Test
  void aCopyOnWriteComparatorUnderTheListsLockClosesACycleWithAnAdd() {
    deadlocks(FunctionUnderCowLock.class, RbInterpreter.Answer.YES);
  }

  @Test
  void anIteratorsActionUnderTheQueuesLockClosesACycleWithAnInheritedIsEmpty() {
    deadlocks(FunctionUnderQueueIterator.class, RbInterpreter.Answer.YES);
  }

  @Test
  void containersCalledOutsideTheFunctionsLockDoNotDeadlock() {
    deadlocks(FunctionUnderQueueLockOrdered.class, RbInterpreter.Answer.NO);
  }

  @Test
  void severalReceiversAndAQueuesStreamKeepTheCaveat() {
    FrontendResult r = RbDump.translate(FunctionUnderLockKept.class);
    List<Caveat> callbacks = r.caveats().stream()
        .filter(c -> c.kind().equals("library-callback")).toList();
    assertThat(callbacks).as(RbPrinter.print(r.program()))
        .extracting(c -> c.where().line()).contains(17, 23);
  }
}
