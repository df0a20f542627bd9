package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.KeyedLockSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Locks made on demand per known key by {@code computeIfAbsent}/{@code putIfAbsent} on a keyed
 * map ({@code pointsto.KeyedMaps}) are one lock per key; a shared value, a {@code remove} or an
 * unknown key keeps the cycles they allow.
 */
class KeyedLocksTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void literalKeysInOneOrderAreNoCycle() {
    assertThat(deadlock(KeyedLockSamples.SameOrder.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void literalKeysInOppositeOrdersAreACycle() {
    assertThat(deadlock(KeyedLockSamples.Crossed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void enumKeysInOneOrderAreNoCycle() {
    assertThat(deadlock(KeyedLockSamples.EnumSameOrder.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void boxedIntKeysInOneOrderAreNoCycle() {
    assertThat(deadlock(KeyedLockSamples.IntSameOrder.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void putIfAbsentThenGetInOneOrderIsNoCycle() {
    assertThat(deadlock(KeyedLockSamples.PutIfAbsentSameOrder.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aFunctionReturningOneSharedObjectMakesOneLockForEveryKey() {
    assertThat(deadlock(KeyedLockSamples.SharedValue.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aRemovedKeyKeepsEveryValue() {
    assertThat(deadlock(KeyedLockSamples.Removed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anUnknownKeyMayBeAnyKey() {
    assertThat(deadlock(KeyedLockSamples.UnknownKey.class)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
