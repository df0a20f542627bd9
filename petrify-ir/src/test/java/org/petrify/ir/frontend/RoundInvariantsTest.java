package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.stage.StageBudget;

/**
 * The race rounds share their {@link RoundInvariants}: on every sample program with a
 * {@code main}, the translation with the analyses shared and the one that builds them afresh
 * for every round give the same rb text and the same caveats, and some samples do run a
 * second round (a {@code value-race} caveat), so the sharing is exercised.
 */
class RoundInvariantsTest {
  private static final AtomicInteger SECOND_ROUNDS = new AtomicInteger();
  private static final AtomicInteger SAMPLES = new AtomicInteger();

  static Stream<String> samples() throws IOException {
    return DemandSetTest.samples();
  }

  @ParameterizedTest
  @MethodSource("samples")
  void sharedAnalysesGiveTheProgramOfFreshOnes(String mainClass) {
    FrontendResult shared = translate(mainClass, true);
    FrontendResult fresh = translate(mainClass, false);
    assertThat(RbPrinter.print(shared.program())).isEqualTo(RbPrinter.print(fresh.program()));
    assertThat(shared.caveats()).isEqualTo(fresh.caveats());
    SAMPLES.incrementAndGet();
    if (shared.caveats().stream().anyMatch(c -> c.kind().equals("value-race"))) {
      SECOND_ROUNDS.incrementAndGet();
    }
  }

  @AfterAll
  static void someSamplesRunASecondRound() {
    System.out.println("round invariants: " + SAMPLES.get() + " samples, "
        + SECOND_ROUNDS.get() + " with a second race round");
    if (SAMPLES.get() > 20) {
      assertThat(SECOND_ROUNDS.get()).isGreaterThan(0);
    }
  }

  private static FrontendResult translate(String mainClass, boolean share) {
    return Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(mainClass),
        FrontendOptions.defaults(), StageBudget.none(), share);
  }
}
