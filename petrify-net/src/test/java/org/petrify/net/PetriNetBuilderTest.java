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

  /** A name built on each call, as a trie node of the encoder is. */
  private record Printed(String text) {
    @Override
    public String toString() {
      return new String(text.toCharArray());
    }
  }

  @Test
  void namesGivenAsObjectsPrintAsTheStringNames() {
    PetriNet plain = twoNodeNet(null);
    PetriNet printed = twoNodeNet(new Object[] {new Printed("p.a"), new Printed("p.b")});
    assertThat(printed.placeName(1)).isEqualTo("p.b");
    assertThat(printed.transitionName(0)).isEqualTo("t");
    assertThat(printed.placeId("p.b")).isEqualTo(1);
    assertThat(printed).isEqualTo(plain).hasSameHashCodeAs(plain);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> {
      PetriNetBuilder b = new PetriNetBuilder("n");
      b.addPlace("x", 0);
      b.build(() -> { }, new Object[0], new Object[0]);
    }).isInstanceOf(InvalidNetException.class);
  }

  private static PetriNet twoNodeNet(Object[] placeNames) {
    PetriNetBuilder b = new PetriNetBuilder("n");
    b.addPlace(placeNames == null ? "p.a" : "0", 1);
    b.addPlace(placeNames == null ? "p.b" : "1", 0);
    b.addTransition("t");
    b.consume(0, 0, 1).produce(0, 1, 1);
    return placeNames == null ? b.build() : b.build(() -> { }, placeNames, new Object[] {"t"});
  }
}
