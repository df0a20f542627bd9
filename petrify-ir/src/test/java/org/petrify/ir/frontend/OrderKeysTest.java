package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.LockOrderSamples;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Lock ordering by keys ({@link OrderKeys}): identity hash codes and final ids compared to
 * pick which lock to take first are ranks chosen once at launch, so two threads order the same
 * two objects alike. Each fixed sample fails without the rule (a free choice per comparison
 * lets the threads lock in opposite orders); each broken twin must still deadlock.
 */
class OrderKeysTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  private static long ranks(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name)
        .filter(n -> n.contains(".#")).count();
  }

  @Test
  void identityHashOrderWithATieLockCannotDeadlock() {
    FrontendResult r = RbDump.translate(LockOrderSamples.IdentityWithTie.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theHashOfAnObjectThatMayBeNullIsNoRank() {
    FrontendResult r = RbDump.translate(LockOrderSamples.IdentityMaybeNull.class);
    assertThat(r.program().variables()).map(Variable::name)
        .noneMatch(n -> n.contains("LockOrderSamples.java:65") && n.contains(".#"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void identityHashOrderWithoutATieLockMayDeadlock() {
    FrontendResult r = RbDump.translate(LockOrderSamples.IdentityNoTie.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void idsDrawnFromOneCounterNeverTie() {
    FrontendResult r = RbDump.translate(LockOrderSamples.CounterIds.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aCounterThatIsResetMayRepeatAnId() {
    FrontendResult r = RbDump.translate(LockOrderSamples.CounterReset.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void distinctConstantNamesHaveOneRankOrder() {
    FrontendResult r = RbDump.translate(LockOrderSamples.DistinctNames.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void equalNamesTieAndMayDeadlock() {
    FrontendResult r = RbDump.translate(LockOrderSamples.EqualNames.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void unknownNamesMayTie() {
    FrontendResult r = RbDump.translate(LockOrderSamples.UnknownNames.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void integerCompareOfCounterIdsOrdersLikeLessThan() {
    FrontendResult r = RbDump.translate(LockOrderSamples.ComparedIds.class);
    assertThat(ranks(r)).isEqualTo(2);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }
}
