package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BoxLockSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * A cached box used as a monitor is one lock per type and value ({@link CachedBoxes}); before,
 * every such monitor was the one unknown lock, so a cycle between two boxes was a re-entry of
 * that lock and no deadlock.
 */
class CachedBoxesTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void twoBoxesLockedInOppositeOrdersAreALockCycle() {
    FrontendResult r = RbDump.translate(BoxLockSamples.Crossed.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-lock"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void oneBoxReachedTwoWaysIsOneLock() {
    FrontendResult r = RbDump.translate(BoxLockSamples.Same.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-lock"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void boxesOutsideTheCacheStayUnknown() {
    FrontendResult r = RbDump.translate(BoxLockSamples.OutsideTheCache.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("unknown-lock"));
  }

  @Test
  void theBoxOfAKnownLoopIndexIsTheCachedBoxOfThatValue() {
    FrontendResult r = RbDump.translate(BoxLockSamples.LoopIndex.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-lock"));
    assertThat(RbDump.dump(r.program())).contains("acquire java.lang.Integer.valueOf.1")
        .contains("acquire java.lang.Integer.valueOf.2");
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theBoxesOfKnownParametersAreReleasedAsTheyWereTaken() {
    FrontendResult r = RbDump.translate(BoxLockSamples.KnownParameters.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-lock"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theBoxOfAValueNotKnownStaysUnknown() {
    FrontendResult r = RbDump.translate(BoxLockSamples.UnknownValue.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("unknown-lock"));
  }

  @Test
  void boxLockNamesAreOneToken() {
    assertThat(CachedBoxes.lockName("java.lang.Integer", -5))
        .isEqualTo("java.lang.Integer.valueOf.minus5");
    assertThat(CachedBoxes.lockName("java.lang.Boolean", 1))
        .isEqualTo("java.lang.Boolean.valueOf.true");
    assertThat(CachedBoxes.lockName("java.lang.Character", 'a'))
        .isEqualTo("java.lang.Character.valueOf.u0061");
  }
}
