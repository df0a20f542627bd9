package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BagAddAll;
import org.petrify.ir.frontend.samples.ConcurrentKey;
import org.petrify.ir.frontend.samples.EmptyWaiters;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * The container rules: collections nothing adds to are empty ({@link EmptyContainers}), and a
 * JDK container given an application collection runs that collection's methods in the caller
 * ({@link ContainerReadsModel}). Deadlocks are decided by the rb interpreter, independent of the
 * net encoding; each rule's twin shows it does not hide a real deadlock.
 */
class ContainerRulesTest {
  private static List<String> unsoundKinds(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
  }

  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(500_000).deadlock();
  }

  @Test
  void aQueueNothingAddsToIsEmptySoItsHandOverLoopNeverRuns() {
    FrontendResult r = RbDump.translate(EmptyWaiters.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).doesNotContain("unknown-lock");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aQueueSomeCodeAddsToIsNotTakenForEmpty() {
    Program p = RbDump.translate(EmptyWaiters.Filled.class).program();
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aQueueHandedToTheJdkIsNotTakenForEmpty() {
    FrontendResult r = RbDump.translate(EmptyWaiters.Escaped.class);
    // Collections.addAll adds behind the model: the loop stays a choice. The points-to analysis
    // follows the waiter through the varargs array into the queue (before, the waiter taken
    // from it was an unknown lock, UNSOUND), so the deadlock is found on the waiter itself.
    assertThat(RbPrinter.print(r.program())).contains("acquire java.lang.Object@EmptyWaiters.java:61")
        .doesNotContain("acquire ?java.lang.Object");
    assertThat(deadlock(r.program())).as(RbPrinter.print(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void addAllOfTwoLockingCollectionsIsALockOrderCycle() {
    FrontendResult r = RbDump.translate(BagAddAll.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).doesNotContain("library-callback");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void addAllThatCopiesBeforeLockingHasNoCycle() {
    FrontendResult r = RbDump.translate(BagAddAll.Copied.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).doesNotContain("library-callback");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /**
   * A concurrent container's method given only stored elements runs their code in the caller
   * ({@link LibraryCommands#runsElementsInCaller}): the caveat stays, no thread of dropped code
   * is forked, and the deadlock after the call keeps its witness.
   */
  @Test
  void aConcurrentMapRunsAKeysCodeInTheCaller() {
    FrontendResult r = RbDump.translate(ConcurrentKey.class);
    Program p = r.program();
    String text = RbPrinter.print(p);
    assertThat(unsoundKinds(r)).as(text).contains("library-callback");
    assertThat(text).doesNotContain(org.petrify.ir.rb.Procedure.DROPPED_CALLBACK_THREAD);
    assertThat(deadlock(p)).as(text).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aConcurrentListGivenACollectionKeepsTheThreadOfDroppedCode() {
    FrontendResult r = RbDump.translate(ConcurrentKey.AddAll.class);
    String text = RbPrinter.print(r.program());
    assertThat(unsoundKinds(r)).as(text).contains("library-callback");
    assertThat(text).contains("fork " + org.petrify.ir.rb.Procedure.UNKNOWN_TARGET_THREAD
        + org.petrify.ir.rb.Procedure.DROPPED_CALLBACK_THREAD);
  }

  @Test
  void aComparatorKeptForLaterCallsRunsAtTheComparingCall() {
    // the sorted container keeps its comparator and runs it at put, in the caller
    FrontendResult r = RbDump.translate(BagAddAll.Sorted.class);
    String text = RbPrinter.print(r.program());
    assertThat(unsoundKinds(r)).as(text).doesNotContain("library-callback");
    assertThat(text).contains("Locking.compare");
  }
}
