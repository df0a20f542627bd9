package org.petrify.checker.structural;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;
import org.petrify.net.testing.MccCollection;
import org.petrify.net.testing.SharedData;

/**
 * Soundness of the structural deadlock-freedom proofs on the contest's reference nets (skipped
 * when {@code shared/mcc} and {@code shared/mcc-large} are absent): every net proved free of
 * reachable dead markings has the oracle answer FALSE for {@code EF DEADLOCK}, by the full
 * attempt and by the quick state equation alike. Prints the list
 * of nets decided, with the technique and the time; asserts a floor on their number so that a
 * technique that silently stops working fails the test.
 */
class MccDeadlockProofTest {
  private static final Duration PER_NET = Duration.ofSeconds(2);

  @Test
  void everyProofAgreesWithTheOracleOnTheReferenceNets() {
    int proved = sweep("mcc");
    assertThat(proved).as("reference nets proved free of dead markings").isGreaterThan(30);
  }

  @Test
  void everyProofAgreesWithTheOracleOnTheLargeNets() {
    int proved = sweep("mcc-large");
    assertThat(proved).as("large nets proved free of dead markings").isGreaterThan(4);
  }

  private static int sweep(String folder) {
    Path dir = SharedData.assumeDir(folder);
    MccCollection nets = MccCollection.at(dir);
    List<String> decided = new ArrayList<>();
    for (String instance : nets.instances()) {
      PetriNet net = nets.net(instance);
      Optional<DeadlockFreedom.Proof> proof = DeadlockFreedom.prove(net,
          StructuralBounds.of(net), null, PER_NET);
      Optional<DeadlockFreedom.Proof> quick = DeadlockFreedom.proveByStateEquationQuickly(net,
          StructuralBounds.of(net), null, org.petrify.checker.Budget.of(0, PER_NET, 0));
      if (quick.isPresent()) {
        assertThat(nets.oracle(instance).deadlock()).as("%s proved by the quick %s", instance,
            quick.get()).isFalse();
      }
      if (proof.isPresent()) {
        assertThat(nets.oracle(instance).deadlock()).as("%s proved by %s", instance,
            proof.get()).isFalse();
        decided.add(instance + " " + proof.get().technique() + " " + proof.get().millis()
            + " ms");
      }
    }
    System.out.println(folder + ": " + decided.size() + " nets proved free of dead markings: "
        + String.join(", ", decided));
    return decided.size();
  }
}
