package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SoleThreadSamples;
import org.petrify.ir.frontend.samples.UncaughtSamples;
import org.petrify.ir.rb.Caveat;

/** Where an unchecked exception may skip a signal, and where it cannot. */
class UncaughtExceptionCaveatsTest {

  private static List<Caveat> uncaught(Class<?> main) {
    return RbDump.translate(main).caveats().stream()
        .filter(c -> c.kind().equals(UncaughtExceptionCaveats.KIND)).toList();
  }

  @Test
  void aDivisionByAVariableBeforeCountDownIsUnsound() {
    assertThat(uncaught(UncaughtSamples.Div.class)).singleElement()
        .satisfies(c -> assertThat(c.effect()).isEqualTo(Caveat.Effect.UNSOUND))
        .satisfies(c -> assertThat(c.message()).contains("CountDownLatch.countDown"));
  }

  @Test
  void aCountDownInAFinallyIsNotSkipped() {
    assertThat(uncaught(UncaughtSamples.DivFinally.class)).isEmpty();
  }

  @Test
  void aDivisionByANonZeroConstantCannotThrow() {
    assertThat(uncaught(UncaughtSamples.DivConstant.class)).isEmpty();
  }

  @Test
  void aCallOfAMethodThatMayThrowIsAThrowPoint() {
    assertThat(uncaught(UncaughtSamples.Callee.class)).isNotEmpty()
        .anySatisfy(c -> assertThat(c.message()).contains("Callee.parse"));
  }

  @Test
  void listGetBeforeNotifyAllIsUnsound() {
    assertThat(uncaught(UncaughtSamples.ListGet.class))
        .anySatisfy(c -> assertThat(c.message()).contains("List.get"));
  }

  @Test
  void anExceptionAfterTheLastSignalSkipsNothing() {
    assertThat(uncaught(UncaughtSamples.AfterSignal.class)).isEmpty();
  }

  private static List<Caveat.Effect> effects(Class<?> main) {
    return uncaught(main).stream().map(Caveat::effect).toList();
  }

  @Test
  void anExceptionInMainBeforeAnyThreadStartsEndsTheProgram() {
    assertThat(effects(SoleThreadSamples.Before.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
  }

  @Test
  void anExceptionAfterAThreadStartOrWithAStartBehindItStaysUnsound() {
    assertThat(effects(SoleThreadSamples.Between.class)).contains(Caveat.Effect.UNSOUND);
    assertThat(effects(SoleThreadSamples.CalleeStarts.class)).contains(Caveat.Effect.UNSOUND);
    assertThat(effects(SoleThreadSamples.InFinally.class)).contains(Caveat.Effect.UNSOUND);
    assertThat(effects(SoleThreadSamples.StartedByInitializer.class))
        .contains(Caveat.Effect.UNSOUND);
    assertThat(effects(SoleThreadSamples.InLoop.class)).contains(Caveat.Effect.UNSOUND);
  }

  @Test
  void aSkippedStartOfAThreadRunningAJdkMethodReferenceIsUnsound() {
    assertThat(effects(SoleThreadSamples.BetweenMethodReference.class))
        .contains(Caveat.Effect.UNSOUND);
  }

  @Test
  void aDivisorTestedPositiveOnTheWayCannotBeZero() {
    assertThat(uncaught(UncaughtSamples.DivGuarded.class)).isEmpty();
    assertThat(uncaught(UncaughtSamples.DivTestedNonZero.class)).isEmpty();
    for (Class<?> c : List.of(UncaughtSamples.DivWeaklyGuarded.class,
        UncaughtSamples.DivRetestedField.class)) {
      assertThat(uncaught(c)).as(c.getSimpleName()).singleElement()
          .satisfies(v -> assertThat(v.effect()).isEqualTo(Caveat.Effect.UNSOUND));
    }
  }

  @Test
  void anIndexBelowTheLengthOfItsOwnArrayIsInBounds() {
    assertThat(uncaught(UncaughtSamples.ArrayLoop.class)).isEmpty();
    for (Class<?> c : List.of(UncaughtSamples.ArrayLoopTooFar.class,
        UncaughtSamples.ArrayLoopOtherArray.class, UncaughtSamples.ArrayLoopReplaced.class)) {
      assertThat(uncaught(c)).as(c.getSimpleName()).singleElement()
          .satisfies(v -> assertThat(v.effect()).isEqualTo(Caveat.Effect.UNSOUND));
    }
  }

  @Test
  void makingALambdaStartsNoThreadButRunningOneMay() {
    assertThat(effects(SoleThreadSamples.LambdaBefore.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(effects(SoleThreadSamples.LambdaRunStarts.class)).contains(Caveat.Effect.UNSOUND);
  }

  @Test
  void anInheritedJdkMethodAndADecidedBranchStartNothing() {
    assertThat(effects(SoleThreadSamples.InheritedBefore.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(effects(SoleThreadSamples.DecidedBranch.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(effects(SoleThreadSamples.TakenBranch.class)).contains(Caveat.Effect.UNSOUND);
  }
}
