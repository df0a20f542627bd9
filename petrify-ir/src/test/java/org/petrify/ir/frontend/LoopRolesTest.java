package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.LoopRoleSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Threads started in an unrolled loop know the index they were given: a {@code Thread}
 * subclass's final id written after {@code Thread}'s constructor from the loop variable
 * ({@link FinalFieldValues}, {@link ConstructedFinalFields#TRIVIAL_SUPERS}), and a lambda's
 * captured index (the thread runs an argument variant, {@link ArgumentVariants#forThread}).
 * Without them the role was a free choice per thread, and a balanced producer/consumer set
 * could be all producers: a false deadlock.
 */
class LoopRolesTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(2_000_000).deadlock();
  }

  @Test
  void workersWithIdsFromTheLoopKeepTheirRoles() {
    assertThat(deadlock(LoopRoleSamples.BalancedWorkers.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void unbalancedWorkersStillDeadlock() {
    assertThat(deadlock(LoopRoleSamples.UnbalancedWorkers.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void lambdasCapturingTheIndexKeepTheirRoles() {
    assertThat(deadlock(LoopRoleSamples.BalancedLambdas.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void unbalancedLambdasStillDeadlock() {
    assertThat(deadlock(LoopRoleSamples.UnbalancedLambdas.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void forksOrderedByMathMinOfTheLoopIndexesAreNoCycle() {
    assertThat(deadlock(LoopRoleSamples.OrderedForks.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void rolesFromABranchOnTheIndexAreKnownPerThread() {
    assertThat(deadlock(LoopRoleSamples.BalancedBranchRoles.class))
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(LoopRoleSamples.BalancedParityRoles.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void unbalancedRolesFromABranchStillDeadlock() {
    assertThat(deadlock(LoopRoleSamples.UnbalancedBranchRoles.class))
        .isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(LoopRoleSamples.UnbalancedParityRoles.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void tasksSubmittedInALoopKeepTheirCapturedIndex() {
    assertThat(deadlock(LoopRoleSamples.BalancedPoolTasks.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void unbalancedTasksStillDeadlock() {
    assertThat(deadlock(LoopRoleSamples.UnbalancedPoolTasks.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void threadsAStreamMakesKeepTheirCapturedElement() {
    assertThat(deadlock(LoopRoleSamples.StreamLambdas.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(LoopRoleSamples.UnbalancedStreamLambdas.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHelperCalledFromTwoSitesGivesEachThreadItsArgument() {
    assertThat(deadlock(LoopRoleSamples.TwoSites.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(LoopRoleSamples.TwoSitesUnbalanced.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
