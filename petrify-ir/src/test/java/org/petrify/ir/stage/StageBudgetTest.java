package org.petrify.ir.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.EncodingOptions;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.frontend.EntryPoint;
import org.petrify.ir.frontend.Frontend;
import org.petrify.ir.frontend.FrontendOptions;
import org.petrify.ir.frontend.samples.DiningLoop;
import org.petrify.ir.rb.Program;

/** Every stage before the check stops when its budget runs out, naming itself. */
class StageBudgetTest {
  static Path testClasses() {
    try {
      return Path.of(DiningLoop.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static StageBudgetExceededException translateUnder(StageBudget budget) {
    try {
      Frontend.translate(List.of(testClasses()), EntryPoint.mainClass(DiningLoop.class.getName()),
          FrontendOptions.defaults(), budget);
    } catch (StageBudgetExceededException e) {
      return e;
    }
    throw new AssertionError("the budget did not run out");
  }

  @Test
  void aTinyDeadlineStopsTheLoadStage() {
    StageBudgetExceededException e = translateUnder(
        StageBudget.of(Duration.ofNanos(1), 0, 0, null));
    assertThat(e.stage()).isEqualTo(Stage.LOAD);
    assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.TIMEOUT);
    assertThat(e.getMessage()).startsWith("timeout of 0 ms reached in stage load (");
  }

  @Test
  void interruptionStopsTheTranslateStageInsideItsLoops() {
    List<Stage> seen = new ArrayList<>();
    StageBudget budget = StageBudget.of(null, 0, 0, f -> {
      seen.add(f.stage());
      if (f.stage() == Stage.TRANSLATE) {
        Thread.currentThread().interrupt();
      }
    });
    StageBudgetExceededException e;
    try {
      e = translateUnder(budget);
    } finally {
      Thread.interrupted();
    }
    // progress reports within a stage may repeat it
    assertThat(seen.stream().distinct().toList()).startsWith(Stage.LOAD, Stage.TRANSLATE);
    assertThat(e.stage()).isEqualTo(Stage.TRANSLATE);
    assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.INTERRUPTED);
    assertThat(e.figures().classes()).isPositive();
    assertThat(e.getMessage()).contains("in stage translate").contains("classes read");
  }

  @Test
  void aDeadlineDuringTheTranslateStageStopsIt() {
    // The deadline is passed once the translate stage has begun (the listener sleeps past it
    // when the stage starts; a short fixed deadline could pass during the load stage already on
    // a busy machine, which checks it too): the first check of the translate stage ends it.
    java.util.concurrent.atomic.AtomicReference<StageBudget> self =
        new java.util.concurrent.atomic.AtomicReference<>();
    StageBudget late = StageBudget.of(Duration.ofSeconds(20), 0, 0, f -> {
      if (f.stage() == Stage.TRANSLATE && self.get() != null) {
        sleep(self.get().remaining().toMillis() + 50);
      }
    });
    self.set(late);
    StageBudgetExceededException e = translateUnder(late);
    assertThat(e.stage()).isEqualTo(Stage.TRANSLATE);
    assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.TIMEOUT);
  }

  @Test
  void aShortDeadlineStopsTheEncoderOfALargeProgramQuickly() {
    Program big = LargePrograms.lockChains(40, 60);
    long start = System.nanoTime();
    StageBudget budget = StageBudget.of(Duration.ofMillis(50), 0, 0, null);
    assertThatThrownBy(() -> NetEncoder.encode(big, EncodingOptions.defaults(), budget))
        .isInstanceOfSatisfying(StageBudgetExceededException.class, e -> {
          assertThat(e.stage()).isEqualTo(Stage.ENCODE);
          assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.TIMEOUT);
          assertThat(e.figures().subnets()).isPositive();
          assertThat(e.getMessage()).contains("in stage encode").contains("subnets");
        });
    long millis = (System.nanoTime() - start) / 1_000_000L;
    // Without a budget the same encoding takes much longer (measured below).
    long fullStart = System.nanoTime();
    EncodedProgram full = NetEncoder.encode(big, EncodingOptions.defaults(), StageBudget.none());
    long fullMillis = (System.nanoTime() - fullStart) / 1_000_000L;
    assertThat(full.net().placeCount()).isGreaterThan(10_000);
    assertThat(millis).as("stopped after %d ms, full encoding %d ms", millis, fullMillis)
        .isLessThan(Math.max(1000, fullMillis / 2));
  }

  @Test
  void theNetSizeBudgetStopsTheEncoder() {
    Program big = LargePrograms.lockChains(4, 20);
    StageBudget budget = StageBudget.of(null, 1_000, 0, null);
    assertThatThrownBy(() -> NetEncoder.encode(big, EncodingOptions.defaults(), budget))
        .isInstanceOfSatisfying(StageBudgetExceededException.class, e -> {
          assertThat(e.stage()).isEqualTo(Stage.ENCODE);
          assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.NET_SIZE);
          assertThat(e.getMessage()).startsWith("net size budget of 1,000 places and"
              + " transitions exceeded in stage encode");
        });
    assertThat(NetEncoder.encode(big, EncodingOptions.defaults(),
        StageBudget.of(null, 10_000_000, 0, null)).net().placeCount()).isPositive();
  }

  @Test
  void theHeapBudgetIsCheckedAfterCollection() {
    System.gc();
    StageBudget budget = StageBudget.of(null, 0, 1, null);
    budget.enter(Stage.TRANSLATE);
    assertThatThrownBy(budget::check)
        .isInstanceOfSatisfying(StageBudgetExceededException.class, e -> {
          assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.MEMORY);
          assertThat(e.getMessage()).contains("memory budget").contains("in stage translate");
        });
    StageBudget roomy = StageBudget.of(null, 0, Long.MAX_VALUE / 2, null);
    roomy.check();
  }

  @Test
  void stageTimesAddUp() {
    StageBudget budget = StageBudget.none();
    budget.enter(Stage.LOAD);
    sleep(20);
    budget.enter(Stage.TRANSLATE);
    assertThat(budget.millis(Stage.LOAD)).isGreaterThanOrEqualTo(15);
    assertThat(budget.millis(Stage.ENCODE)).isZero();
    assertThat(budget.remaining()).isNull();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
