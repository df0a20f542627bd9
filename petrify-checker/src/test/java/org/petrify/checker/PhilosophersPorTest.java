package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;

/**
 * The deadlock-preserving stubborn sets on the dining philosophers explore no more states than
 * LoLA 2's (measured by the issue: 2N²−4N+5 for the asymmetric, deadlock-free variant), for
 * every N tried, with both search orders; the symmetric variant's deadlock is found along a
 * path of about 2N states. Structural reductions are off: this measures the stubborn sets.
 */
class PhilosophersPorTest {

  private static CheckResult deadlock(PetriNet net, SearchOrder order) {
    return ModelChecker.of(net).options(CheckOptions.defaults().withStructuralReduction(false)
        .withSearch(order)
        .withMaxStates(1_000_000)).checkDeadlock();
  }

  @Test
  void asymmetricNeedsNoMoreStatesThanLola() {
    for (int n = 5; n <= 60; n++) {
      long lola = 2L * n * n - 4L * n + 5;
      CheckResult dfs = deadlock(Philosophers.asymmetric(n), SearchOrder.DFS);
      assertThat(dfs.verdict()).as("asym %d", n).isEqualTo(Verdict.FALSE);
      assertThat(dfs.statistics().states()).as("asym %d DFS", n).isEqualTo(lola);
      if (n % 10 == 0) {
        CheckResult bfs = deadlock(Philosophers.asymmetric(n), SearchOrder.BFS);
        assertThat(bfs.verdict()).as("asym %d BFS", n).isEqualTo(Verdict.FALSE);
        assertThat(bfs.statistics().states()).as("asym %d BFS", n).isLessThanOrEqualTo(lola);
      }
    }
  }

  @Test
  void symmetricDeadlockIsFoundAlongOnePath() {
    for (int n : new int[] {5, 6, 7, 10, 33, 100, 250}) {
      for (SearchOrder order : SearchOrder.values()) {
        CheckResult r = deadlock(Philosophers.symmetric(n), order);
        assertThat(r.verdict()).as("sym %d %s", n, order).isEqualTo(Verdict.TRUE);
        assertThat(r.witness()).isPresent();
        assertThat(r.statistics().states()).as("sym %d %s", n, order)
            .isLessThanOrEqualTo(order == SearchOrder.DFS ? 2L * n : 4L * n * n);
      }
    }
  }
}
