package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

/**
 * The 100 MCC reference nets of {@code shared/mcc} (skipped when absent): a full exploration
 * without reduction counts exactly the oracle's states and edges, and {@code EF DEADLOCK} agrees
 * with the oracle with POR on and off, DFS and BFS; every witness replays to a dead marking.
 *
 * <p>To keep the suite fast, nets with more than {@link #FULL_MATRIX_STATES} states run the
 * exploration, both POR searches and the DFS without POR (which is again a full exploration when
 * there is no deadlock); the BFS without POR, the slowest combination, runs on the smaller ones.
 */
class MccDeadlockTest {
  static final long FULL_MATRIX_STATES = 400_000;

  static List<String> instances() {
    return Mcc.instances();
  }

  @ParameterizedTest(allowZeroInvocations = true)
  @MethodSource("instances")
  void deadlockAndStateCountMatchTheOracle(String instance) {
    OracleRow row = Mcc.oracle(instance);
    PetriNet net = Mcc.net(instance);
    CheckOptions base = CheckOptions.defaults();

    CheckResult full = ModelChecker.of(net).options(base).explore();
    assertThat(full.verdict()).as("%s exploration: %s", instance, full).isEqualTo(Verdict.TRUE);
    assertThat(full.statistics().states()).as("%s states", instance).isEqualTo(row.states());
    assertThat(full.statistics().edges()).as("%s edges", instance).isEqualTo(row.edges());

    for (boolean por : new boolean[] {true, false}) {
      for (SearchOrder order : SearchOrder.values()) {
        if (!por && order == SearchOrder.BFS && row.states() > FULL_MATRIX_STATES) {
          continue;
        }
        CheckOptions options = base.withPartialOrderReduction(por).withSearch(order);
        CheckResult r = ModelChecker.of(net).options(options).checkDeadlock();
        String what = instance + " por=" + por + " " + order + ": " + r;
        assertThat(r.verdict()).as(what).isEqualTo(row.deadlock() ? Verdict.TRUE : Verdict.FALSE);
        if (row.deadlock()) {
          int[] end = r.witness().orElseThrow().replay(net);
          assertThat(ReferenceExplorer.isDeadlock(net, end)).as(what).isTrue();
        }
        if (!por) {
          assertThat(r.statistics().states()).as(what).isLessThanOrEqualTo(row.states());
        }
      }
    }
  }
}
