package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SyncArgumentSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * A synchronized collection handed to a JDK method is locked inside it ({@link
 * ArgumentCollectionLocks}): copying it under another lock that its other user takes inside
 * the collection's lock is a lock cycle. Without the rule the copy took no lock and each cycle
 * was missed.
 */
class ArgumentCollectionLocksTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aCopyConstructorLocksItsSynchronizedArgument() {
    assertThat(deadlock(SyncArgumentSamples.CopyUnderLock.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void addAllLocksAVectorArgument() {
    assertThat(deadlock(SyncArgumentSamples.AddAllVectorUnderLock.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theCopyOutsideTheOtherLockIsNoCycle() {
    assertThat(deadlock(SyncArgumentSamples.CopyOutsideLock.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
