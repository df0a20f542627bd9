package org.petrify.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PetriNetBuilderTest {
  @Test
  void rejectsStructuralMistakesWithClearMessages() {
    PetriNetBuilder b = new PetriNetBuilder("n");
    b.addPlace("p", 0);
    b.addTransition("t");
    assertThatThrownBy(() -> b.addPlace("p", 1)).isInstanceOf(InvalidNetException.class)
        .hasMessage("duplicate place name 'p'");
    assertThatThrownBy(() -> b.addTransition("t")).hasMessage("duplicate transition name 't'");
    assertThatThrownBy(() -> b.addPlace("q", -1)).hasMessageContaining("negative initial marking");
    assertThatThrownBy(() -> b.consume("t", "nowhere", 1)).hasMessage("unknown place 'nowhere'");
    assertThatThrownBy(() -> b.produce("u", "p", 1)).hasMessage("unknown transition 'u'");
    assertThatThrownBy(() -> b.consume("t", "p", -2)).hasMessageContaining("negative weight -2");
    assertThatThrownBy(() -> b.addPlace("", 0)).hasMessageContaining("empty name");
    b.consume("t", "p", Integer.MAX_VALUE);
    assertThatThrownBy(() -> b.consume("t", "p", 1)).hasMessageContaining("overflow");
  }

  @Test
  void mergesParallelArcsAndIgnoresZeroWeights() {
    PetriNetBuilder b = new PetriNetBuilder("n");
    b.addPlace("p", 2);
    b.addTransition("t");
    b.consume("t", "p", 1).consume("t", "p", 2).produce("t", "p", 0);
    PetriNet net = b.build();
    assertThat(net.consumes(0, 0)).isEqualTo(3);
    assertThat(net.produces(0, 0)).isZero();
    assertThat(net.arcCount()).isEqualTo(1);
  }

  @Test
  void buildRunsTheCheckPerTransitionAndStopsWhenItThrows() {
    PetriNetBuilder b = new PetriNetBuilder("n");
    b.addPlace("p", 1);
    b.addTransition("t");
    b.addTransition("u");
    int[] runs = {0};
    assertThat(b.build(() -> runs[0]++).transitionCount()).isEqualTo(2);
    assertThat(runs[0]).isEqualTo(4); // two passes over two transitions

    PetriNetBuilder c = new PetriNetBuilder("n");
    c.addTransition("t");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> c.build(() -> {
      throw new IllegalStateException("budget");
    })).hasMessage("budget");
  }
}
