package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.net.testing.Mcc;

/**
 * The MCC formulas of {@code <shared>/mcc/queries} are answered as {@code answers/} says, with
 * POR on and with POR off: the fast default subset, every instance with at most
 * {@value #DEFAULT_MAX_STATES} reachable states and at most {@value #DEFAULT_MAX_TRANSITIONS}
 * transitions, all five examinations. The whole collection
 * runs in {@link MccFullSweepTest} when asked for with {@code -Dpetrify.fullMcc=true}. Skips
 * when the shared data is absent.
 */
class MccCtlTest {
  static final long DEFAULT_MAX_STATES = 10_000;
  static final int DEFAULT_MAX_TRANSITIONS = 1_000;

  static Stream<String> smallInstances() {
    return Mcc.instances().stream().filter(i -> Mcc.oracle(i).states() <= DEFAULT_MAX_STATES
        && Mcc.net(i).transitionCount() <= DEFAULT_MAX_TRANSITIONS);
  }

  @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
  @MethodSource("smallInstances")
  void answersMatchTheOracleWithAndWithoutPor(String instance) {
    for (CheckOptions options : List.of(CheckOptions.defaults(),
        CheckOptions.defaults().withPartialOrderReduction(false))) {
      MccSweep.Tally tally = MccSweep.run(instance, options);
      assertThat(tally.mismatches()).as("por=%s", options.partialOrderReduction()).isEmpty();
      assertThat(tally.undecided()).as("por=%s", options.partialOrderReduction()).isEmpty();
      assertThat(tally.formulas()).isGreaterThan(0);
    }
  }

}
