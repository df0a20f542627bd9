package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.SearchOrder;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.MccCollection;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

/**
 * The MCC subset bundled in this module's test resources ({@code src/test/resources/mcc}: 20
 * small nets of 20 model families, about 540 kB with their formulas, oracle answers and state
 * counts), so that the engine is checked against known answers on a plain clone without
 * {@code ../shared}. For every net: the full exploration counts exactly the oracle's states and
 * edges; {@code EF DEADLOCK} and every formula of the five examinations (reachability
 * cardinality and fireability, CTL cardinality and fireability, upper bounds) are decided and
 * match the oracle with POR on and off, DFS and BFS, structural reduction on and off, DFS with
 * one and two workers (the full exploration too); a deadlock
 * witness replays on the net to a dead marking; and structural reduction shrinks some of the
 * nets for deadlock (so the comparison is not vacuous).
 */
class MccSubsetTest {
  static final MccCollection SUBSET = MccCollection.resource("/mcc");
  static final Duration TIMEOUT = Duration.ofSeconds(60);

  static List<String> instances() {
    return SUBSET.instances();
  }

  /**
   * POR on and off, DFS and BFS, with structural reduction (the default); POR on and off
   * without it; and POR on and off with two DFS workers.
   */
  static List<CheckOptions> modes() {
    List<CheckOptions> modes = new ArrayList<>();
    for (boolean por : new boolean[] {true, false}) {
      for (SearchOrder order : SearchOrder.values()) {
        modes.add(CheckOptions.defaults().withPartialOrderReduction(por).withSearch(order)
            .withTimeout(TIMEOUT));
      }
      modes.add(CheckOptions.defaults().withPartialOrderReduction(por).withTimeout(TIMEOUT)
          .withStructuralReduction(false));
      modes.add(CheckOptions.defaults().withPartialOrderReduction(por).withTimeout(TIMEOUT)
          .withWorkers(2));
    }
    return modes;
  }

  static String mode(CheckOptions options) {
    return "por=" + options.partialOrderReduction() + " " + options.search() + " reduce="
        + options.structuralReduction() + " workers=" + options.workers();
  }

  @Test
  void theSubsetIsSmallAndVaried() {
    assertThat(instances()).hasSizeBetween(15, 20);
    assertThat(instances().stream().map(i -> i.substring(0, i.indexOf('-'))).distinct())
        .hasSameSizeAs(instances());
    assertThat(instances().stream().filter(i -> SUBSET.oracle(i).deadlock())).hasSizeBetween(5, 15);
  }

  @Test
  void structuralReductionShrinksSomeNets() {
    long shrunk = instances().stream().filter(i -> ModelChecker.of(SUBSET.net(i))
        .reducesStructurally(new org.petrify.net.formula.Formula.EF(
            new org.petrify.net.formula.Formula.Deadlock()))).count();
    assertThat(shrunk).isGreaterThanOrEqualTo(instances().size() / 2);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("instances")
  void explorationCountsTheOracleStatesAndEdges(String instance) {
    OracleRow row = SUBSET.oracle(instance);
    CheckResult full = ModelChecker.of(SUBSET.net(instance)).explore();
    assertThat(full.verdict()).as("%s: %s", instance, full).isEqualTo(Verdict.TRUE);
    assertThat(full.statistics().states()).as("states").isEqualTo(row.states());
    assertThat(full.statistics().edges()).as("edges").isEqualTo(row.edges());
    CheckResult parallel = ModelChecker.of(SUBSET.net(instance))
        .options(CheckOptions.defaults().withWorkers(2)).explore();
    assertThat(parallel.statistics().states()).as("states, 2 workers").isEqualTo(row.states());
    assertThat(parallel.statistics().edges()).as("edges, 2 workers").isEqualTo(row.edges());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("instances")
  void deadlockWitnessesReplayToADeadMarking(String instance) {
    PetriNet net = SUBSET.net(instance);
    for (CheckOptions options : modes()) {
      CheckResult r = ModelChecker.of(net).options(options).checkDeadlock();
      String what = instance + " " + mode(options) + ": " + r;
      assertThat(r.verdict()).as(what)
          .isEqualTo(SUBSET.oracle(instance).deadlock() ? Verdict.TRUE : Verdict.FALSE);
      if (r.verdict() == Verdict.TRUE) {
        int[] end = r.witness().orElseThrow().replay(net);
        for (int t = 0; t < net.transitionCount(); t++) {
          assertThat(net.isEnabled(t, end)).as("%s: %s enabled at the end", what,
              net.transitionName(t)).isFalse();
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("instances")
  void everyFormulaIsDecidedAsTheOracleSays(String instance) {
    List<String> examinations = new ArrayList<>(Mcc.EXAMINATIONS);
    examinations.add(MccSweep.DEADLOCK);
    for (CheckOptions options : modes()) {
      MccSweep.Tally tally = MccSweep.run(SUBSET, instance, options, examinations);
      String mode = mode(options);
      assertThat(tally.formulas()).as(mode).isGreaterThan(50);
      assertThat(tally.mismatches()).as(mode).isEmpty();
      assertThat(tally.undecided()).as(mode).isEmpty();
      assertThat(tally.matched()).as(mode).isEqualTo(tally.formulas());
    }
  }
}
