package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

/**
 * The 100 MCC reference nets of {@code shared/mcc} (skipped when absent): a full exploration
 * without reduction counts exactly the oracle's states and edges (with one and two DFS workers),
 * and {@code EF DEADLOCK} agrees with the oracle with POR on and off, DFS (one and two workers)
 * and BFS; every witness replays to a dead marking.
 *
 * <p>To keep the suite fast, nets with more than {@link #FULL_MATRIX_STATES} states run only the
 * exploration (state and edge counts) and the DFS with POR; {@code -Dpetrify.mcc.full=true} runs
 * the whole matrix on all 100 nets (all pass; about 7 minutes on a loaded 2-core machine).
 */
class MccDeadlockTest {
  static final boolean FULL = Boolean.getBoolean("petrify.mcc.full");
  static final long FULL_MATRIX_STATES = FULL ? Long.MAX_VALUE : 150_000;

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
    CheckResult parallel = ModelChecker.of(net).options(base.withWorkers(2)).explore();
    assertThat(parallel.statistics().states()).as("%s states, 2 workers", instance)
        .isEqualTo(row.states());
    assertThat(parallel.statistics().edges()).as("%s edges, 2 workers", instance)
        .isEqualTo(row.edges());

    for (boolean por : new boolean[] {true, false}) {
      for (SearchOrder order : SearchOrder.values()) {
        if ((!por || order == SearchOrder.BFS) && row.states() > FULL_MATRIX_STATES) {
          continue;
        }
        for (int workers = 1; workers <= (order == SearchOrder.DFS ? 2 : 1); workers++) {
          checkDeadlock(instance, net, row,
              base.withPartialOrderReduction(por).withSearch(order).withWorkers(workers));
        }
      }
    }
  }

  private static void checkDeadlock(String instance, PetriNet net, OracleRow row,
      CheckOptions options) {
    CheckResult r = ModelChecker.of(net).options(options).checkDeadlock();
    String what = instance + " por=" + options.partialOrderReduction() + " " + options.search()
        + " workers=" + options.workers() + ": " + r;
    assertThat(r.verdict()).as(what).isEqualTo(row.deadlock() ? Verdict.TRUE : Verdict.FALSE);
    if (row.deadlock()) {
      int[] end = r.witness().orElseThrow().replay(net);
      assertThat(ReferenceExplorer.isDeadlock(net, end)).as(what).isTrue();
    }
    if (!options.partialOrderReduction()) {
      assertThat(r.statistics().states()).as(what).isLessThanOrEqualTo(row.states());
    }
  }
}
