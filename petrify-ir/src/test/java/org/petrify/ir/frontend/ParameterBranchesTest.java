package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BranchFairness;
import org.petrify.ir.frontend.samples.BranchFairnessReversed;
import org.petrify.ir.frontend.samples.BranchFreshIdentity;
import org.petrify.ir.frontend.samples.BranchFreshIdentityMixed;
import org.petrify.ir.frontend.samples.BranchFreshIdentityTwice;
import org.petrify.ir.frontend.samples.BranchHints;
import org.petrify.ir.frontend.samples.BranchHintsObject;
import org.petrify.ir.frontend.samples.BranchHintsSized;
import org.petrify.ir.frontend.samples.BranchPairs;
import org.petrify.ir.frontend.samples.BranchPairsBackwards;
import org.petrify.ir.frontend.samples.BranchPairsUnknown;
import org.petrify.ir.frontend.samples.BranchTexts;
import org.petrify.ir.frontend.samples.BranchTextsCollide;
import org.petrify.ir.frontend.samples.BranchTextsCrossed;
import org.petrify.ir.frontend.samples.BranchTextsUnknown;
import org.petrify.ir.frontend.samples.BranchTypeTests;
import org.petrify.ir.frontend.samples.LengthGuard;
import org.petrify.ir.frontend.samples.LengthGuardReversed;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Branch-aware points-to ({@code ParameterBranches}): a factory analysed with the argument
 * values its callers pass allocates and returns only what the branches those values take
 * allocate, so the objects of the other branches do not reach the caller. Samples decided by
 * the rb interpreter on their translation; each fixed sample has a bug twin whose chosen
 * branch deadlocks, which must stay a deadlock, and an argument not known at its call keeps
 * both branches.
 */
class ParameterBranchesTest {

  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    RbInterpreter.Answer a = RbInterpreter.of(r.program()).explore(500_000).deadlock();
    assertThat(a).as(RbDump.dump(r.program())).isNotEqualTo(RbInterpreter.Answer.UNKNOWN);
    return a;
  }

  @Test
  void anEnumConstantArgumentKeepsTheOtherCaseAllocationOutOfTheResult() {
    assertThat(deadlock(BranchPairs.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchPairsBackwards.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anArgumentNotKnownAtItsCallKeepsEveryBranch() {
    assertThat(deadlock(BranchPairsUnknown.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aBooleanPassedThroughAConstructorDecidesTheFactoryItCalls() {
    assertThat(deadlock(BranchFairness.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchFairnessReversed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void nullAndIntArgumentsDecideTheirConditions() {
    assertThat(deadlock(BranchHints.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchHintsSized.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(BranchHintsObject.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anArrayLengthIsNonNegativeSoAPositionCheckOfZeroCannotThrow() {
    assertThat(deadlock(LengthGuard.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(LengthGuardReversed.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void stringLiteralsDecideASwitchOnStrings() {
    assertThat(deadlock(BranchTexts.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchTextsCrossed.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(BranchTextsCollide.class)).as("one hash code, two labels")
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchTextsUnknown.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aNewObjectIsNeverTheLiteralItIsComparedWithByIdentity() {
    assertThat(deadlock(BranchFreshIdentity.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchFreshIdentityMixed.class)).as("literal on one path")
        .isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(BranchFreshIdentityTwice.class)).as("one new object, two parameters")
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theClassOfANewObjectDecidesTheInstanceofTestsOfTheParameterItIsPassedTo() {
    assertThat(deadlock(BranchTypeTests.Decided.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(BranchTypeTests.Crossed.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(BranchTypeTests.Subclass.class)).as("a subclass passes its parent's test")
        .isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(BranchTypeTests.Unknown.class)).as("classes not known at the call")
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
