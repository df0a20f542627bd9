package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.HoldCountMonitor;
import org.petrify.ir.frontend.samples.HoldCountSlip;
import org.petrify.ir.frontend.samples.HoldQueryChoice;
import org.petrify.ir.frontend.samples.HoldsLockNotify;
import org.petrify.ir.frontend.samples.SummaryHolds;
import org.petrify.ir.frontend.samples.WriteHoldSignal;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.RbInterpreter;

/**
 * The running thread's hold queries ({@link HoldQueries}) become {@code holds} tests whose cases
 * pin the answer: the tests of the answer follow the thread's real depth. Each sample that HOLDS
 * deadlocks in the model when the answer is unknown (the rule off).
 */
class HoldQueriesTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  private static long holdTests(FrontendResult r) {
    return r.program().procedures().stream().flatMap(p -> p.body().stream())
        .filter(c -> c instanceof Command.HoldDepth).count();
  }

  /** getHoldCount() == 1 and isHeldByCurrentThread(): the outer leave always signals. */
  @Test
  void theOuterLeaveSignals() {
    FrontendResult r = RbDump.translate(HoldCountMonitor.class);
    assertThat(holdTests(r)).isGreaterThanOrEqualTo(2);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aLeaveAtDepthTwoSignalsNothing() {
    FrontendResult r = RbDump.translate(HoldCountSlip.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void threadHoldsLockKnowsTheMonitor() {
    FrontendResult r = RbDump.translate(HoldsLockNotify.class);
    assertThat(holdTests(r)).isEqualTo(1);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void writeHoldsOfAReadWriteLock() {
    FrontendResult r = RbDump.translate(WriteHoldSignal.class);
    assertThat(holdTests(r)).isEqualTo(2);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /** A choice of locks is not resolved: the answer stays free and the real deadlock is kept. */
  @Test
  void aChoiceOfLocksStaysAFreeChoice() {
    FrontendResult r = RbDump.translate(HoldQueryChoice.class);
    assertThat(holdTests(r)).isZero();
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("hold-query"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  /** A summary lock: depth 0 of its one rb lock means the thread holds none of its objects. */
  @Test
  void aSummaryHeldByNobodyIsNotHeld() {
    FrontendResult r = RbDump.translate(SummaryHolds.class);
    assertThat(holdTests(r)).isEqualTo(1);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /** Holding one object of a summary says nothing about another: the real deadlock is kept. */
  @Test
  void aSummaryHeldOnceMayBeAnotherObject() {
    FrontendResult r = RbDump.translate(SummaryHolds.Other.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("hold-query"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
