package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.structural.DeadlockFreedom;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.structure.StructuralBounds;
import org.petrify.net.testing.MccCollection;

/**
 * The structural deadlock-freedom proofs against exploration: on generated nets (safe,
 * bounded, arbitrary) and on the bundled contest subset, whenever a proof says that no dead
 * marking (satisfying a filter) is reachable, the full state space of the separate
 * {@link ReferenceExplorer} has none; and {@code EF DEADLOCK} through the facade, with the
 * proofs, agrees with the search without them. Proof counts are asserted so that the
 * comparison is not vacuous.
 */
class DeadlockProofDifferentialTest {
  private static final int REFERENCE_LIMIT = 50_000;

  @Test
  void proofsAgreeWithExplorationOnGeneratedNets() {
    Random random = new Random(2121);
    int proved = 0;
    int deadlockFree = 0;
    int filteredProofs = 0;
    for (int round = 0; round < 600; round++) {
      PetriNet net = switch (round % 3) {
        case 0 -> RandomNets.safe(random);
        case 1 -> RandomNets.bounded(random, 3);
        default -> RandomNets.arbitrary(random, 2 + random.nextInt(6), 1 + random.nextInt(6),
            2, 2);
      };
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      boolean dead = full.any(m -> ReferenceExplorer.isDeadlock(net, m));
      if (full.complete && !dead) {
        deadlockFree++;
      }
      long[] bounds = StructuralBounds.of(net);
      Optional<DeadlockFreedom.Proof> proof = DeadlockFreedom.prove(net, bounds, null,
          Duration.ofSeconds(5));
      if (proof.isPresent()) {
        proved++;
        assertThat(dead).as("round %d: %s proved %s", round, net, proof.get()).isFalse();
      }
      // A program-like filter: some place of the first half marked.
      List<Integer> half = java.util.stream.IntStream.range(0, (net.placeCount() + 1) / 2)
          .boxed().toList();
      Formula filter = new Formula.Compare(new IntExpr.Tokens(half), Formula.CompareOp.GT,
          new IntExpr.Constant(0));
      Optional<DeadlockFreedom.Proof> filtered = DeadlockFreedom.prove(net, bounds, filter,
          Duration.ofSeconds(5));
      if (filtered.isPresent()) {
        filteredProofs++;
        assertThat(full.any(m -> ReferenceExplorer.isDeadlock(net, m)
            && half.stream().mapToInt(p -> m[p]).sum() > 0))
            .as("round %d: %s proved with filter %s", round, net, filtered.get()).isFalse();
      }
    }
    assertThat(proved).as("proofs (of %d deadlock-free nets)", deadlockFree).isGreaterThan(30);
    assertThat(filteredProofs).isGreaterThanOrEqualTo(proved);
  }

  @Test
  void facadeWithProofsAgreesWithSearchOnTheBundledSubset() {
    MccCollection subset = MccCollection.resource("/mcc");
    int decidedByProof = 0;
    for (String instance : subset.instances()) {
      PetriNet net = subset.net(instance);
      CheckResult withProofs = ModelChecker.of(net).options(CheckOptions.defaults()
          .withTimeout(Duration.ofSeconds(60))).checkDeadlock();
      CheckResult search = ModelChecker.of(net).options(CheckOptions.defaults()
          .withStructuralReduction(false).withTimeout(Duration.ofSeconds(60))).checkDeadlock();
      assertThat(search.statistics().reduction().decidedBy()).isEmpty();
      assertThat(withProofs.verdict()).as("%s: %s vs %s", instance, withProofs, search)
          .isEqualTo(search.verdict());
      assertThat(withProofs.verdict()).as(instance)
          .isEqualTo(subset.oracle(instance).deadlock() ? Verdict.TRUE : Verdict.FALSE);
      if (withProofs.statistics().reduction().decidedBy().isPresent()) {
        decidedByProof++;
        assertThat(withProofs.statistics().states()).isZero();
      }
    }
    assertThat(decidedByProof).as("subset nets decided by a proof").isGreaterThan(3);
  }
}
