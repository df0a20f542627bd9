package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Chains;

/** Replaying witnesses: the final marking, lassos that close and do not, and long paths. */
class WitnessTest {

  @Test
  void replayEndsWhereTheMarkingsEnd() {
    PetriNet ring = Chains.ring(4);
    Witness w = new Witness(new int[] {0, 1, 2}, -1);
    List<int[]> markings = w.markings(ring);
    assertThat(markings).hasSize(4);
    assertThat(w.replay(ring)).containsExactly(markings.get(3)).containsExactly(0, 0, 0, 1);
  }

  @Test
  void aLassoMustReturnToTheMarkingAtItsLoopStart() {
    PetriNet ring = Chains.ring(4);
    assertThat(new Witness(new int[] {0, 1, 2, 3}, 0).replay(ring)).containsExactly(1, 0, 0, 0);
    assertThat(new Witness(new int[] {0, 1, 2, 3, 0}, 1).replay(ring))
        .containsExactly(0, 1, 0, 0);
    assertThatThrownBy(() -> new Witness(new int[] {0, 1, 2, 3, 0}, 2).replay(ring))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("does not close");
    assertThatThrownBy(() -> new Witness(new int[] {0, 1, 2, 3, 0}, 2).markings(ring))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("does not close");
  }

  @Test
  void aLongPathReplaysWithoutKeepingItsMarkings() {
    // 50,001 markings of 50,001 places would be 10 GB; the replay holds two.
    int n = 50_000;
    int[] path = new int[n];
    for (int i = 0; i < n; i++) {
      path[i] = i;
    }
    int[] end = new Witness(path, -1).replay(Chains.chain(n));
    assertThat(end[n]).isEqualTo(1);
    assertThat(end[0]).isZero();
  }
}
