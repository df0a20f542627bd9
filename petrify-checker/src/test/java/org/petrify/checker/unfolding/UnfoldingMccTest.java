package org.petrify.checker.unfolding;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

/**
 * The unfolding against the state space on the 1-safe Model Checking Contest nets of
 * {@code ../shared/mcc} (skipped with a message where the folder is absent): the same checks as
 * {@link UnfoldingDifferentialTest}, per net, plus the oracle's state count. Nets with more than
 * {@code petrify.unfolding.mccMaxStates} reachable markings (default 100,000) are left out; a net
 * whose prefix exceeds the budget ({@code petrify.unfolding.mccMaxEvents} events or 60 s) is
 * skipped with its statistics. The default of 6,000 events keeps the default build short;
 * 40,000 covers all but one of the nets.
 * One line per net goes to stdout: states, prefix size, cut-offs, time, concurrent pairs.
 */
class UnfoldingMccTest {
  private static final long MAX_STATES = Long.getLong("petrify.unfolding.mccMaxStates", 100_000);
  private static final long MAX_EVENTS = Long.getLong("petrify.unfolding.mccMaxEvents", 6_000);

  static List<String> safeInstances() {
    return Mcc.instances().stream().filter(i -> {
      OracleRow row = Mcc.oracle(i);
      return row.oneSafe() && row.states() <= MAX_STATES;
    }).toList();
  }

  @ParameterizedTest(allowZeroInvocations = true)
  @MethodSource("safeInstances")
  void unfoldingAgreesWithStateSpace(String instance) {
    PetriNet net = Mcc.net(instance);
    OracleRow row = Mcc.oracle(instance);
    Unfolding unfolding = Unfolder.unfold(net,
        UnfoldingOptions.defaults().withMaxEvents(MAX_EVENTS).withTimeout(Duration.ofSeconds(60)));
    Assumptions.assumeTrue(unfolding.complete(),
        () -> instance + ": prefix over budget, " + unfolding.statistics() + " ("
            + unfolding.incompleteReason().orElse("") + ")");
    SafeStateSpace space = SafeStateSpace.explore(net, (int) row.states() + 1);
    assertThat(space.safe).isTrue();
    assertThat(space.complete).isTrue();
    assertThat((long) space.states).isEqualTo(row.states());
    System.out.printf("unfolding-mcc comparing %s: %s%n", instance, unfolding.statistics());
    UnfoldingDifferentialTest.assertAgrees(net, unfolding, space);
    long pairs = 0;
    for (boolean[] r : space.concurrent) {
      for (boolean b : r) {
        pairs += b ? 1 : 0;
      }
    }
    UnfoldingStatistics s = unfolding.statistics();
    System.out.printf("unfolding-mcc\t%s\t%d states\t%d conditions\t%d events\t%d cut-offs\t%d ms"
        + "\t%d concurrent ordered pairs\tagree%n", instance, row.states(), s.conditions(),
        s.events(), s.cutoffs(), s.millis(), pairs);
  }
}
