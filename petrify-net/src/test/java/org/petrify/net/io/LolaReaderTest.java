package org.petrify.net.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;

class LolaReaderTest {
  static PetriNet parse(String text) {
    return LolaReader.parse(text, "x.net", "x");
  }

  @Test
  void readsPlacesGroupsMarkingAndWeightlessEntries() {
    PetriNet net = parse("""
        { a comment
          over lines }
        PLACE SAFE: a, b; SAFE 3: c; d, 7;
        MARKING a: 1, b, a;
        TRANSITION t STRONG FAIR
          CONSUME a: 2, b;
          PRODUCE c: 2, "7";
        TRANSITION "odd name" CONSUME ; PRODUCE d;
        """);
    assertThat(net.placeCount()).isEqualTo(5);
    assertThat(net.placeName(4)).isEqualTo("7");
    assertThat(net.initialMarking()).containsExactly(2, 1, 0, 0, 0);
    assertThat(net.consumes(0, 0)).isEqualTo(2);
    assertThat(net.consumes(0, 1)).isEqualTo(1);
    assertThat(net.produces(0, 2)).isEqualTo(2);
    assertThat(net.produces(0, 4)).isEqualTo(1);
    assertThat(net.transitionName(1)).isEqualTo("odd name");
    assertThat(net.produces(1, 3)).isEqualTo(1);
    assertThat(parse("PLACE a; MARKING ;").placeCount()).isEqualTo(1);
  }

  @Test
  void errorsNameLineAndColumn() {
    assertThatThrownBy(() -> parse("PLACE a;\nMARKING b: 1;"))
        .isInstanceOf(NetFormatException.class).hasMessage("x.net:2:9: unknown place 'b'");
    assertThatThrownBy(() -> parse("PLACE a, a; MARKING ;"))
        .hasMessage("x.net:1:10: duplicate place name 'a'");
    assertThatThrownBy(() -> parse("PLACE a; MARKING a: 99999999999;"))
        .hasMessageContaining("out of range");
    assertThatThrownBy(() -> parse("PLACE a; MARKING a: 1; TRANSITION t CONSUME a PRODUCE ;"))
        .hasMessage("x.net:1:47: expected ; but found 'PRODUCE'");
    assertThatThrownBy(() -> parse("PLACE a { oops")).hasMessage("x.net:1:9: unterminated comment");
    assertThatThrownBy(() -> parse("PLACE \"a")).hasMessageContaining("unterminated quoted name");
    assertThatThrownBy(() -> parse("")).hasMessage("x.net:1:1: expected PLACE but found the end of the file");
  }
}
