package org.petrify.net.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

class PnmlReaderTest {
  private static final String SMALL = """
      <?xml version="1.0"?>
      <pnml xmlns="http://www.pnml.org/version-2009/grammar/pnml">
        <net id="small" type="http://www.pnml.org/version-2009/grammar/ptnet">
          <name><text>Small</text></name>
          <page id="top">
            <place id="p1"><name><text>P one</text></name>
              <initialMarking><text> 3 </text></initialMarking></place>
            <page id="inner">
              <transition id="t1"><name><text>T</text></name></transition>
              <place id="p2"/>
              <referencePlace id="r1" ref="p1"/>
            </page>
            <arc id="a1" source="r1" target="t1">
              <inscription><text>2</text></inscription>
              <graphics><position x="1" y="2"/></graphics>
            </arc>
            <arc id="a2" source="t1" target="p2"/>
            <toolspecific tool="x" version="1"><anything><place id="bogus"/></anything></toolspecific>
          </page>
        </net>
      </pnml>
      """;

  static PetriNet parse(String text) {
    return PnmlReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.pnml");
  }

  @Test
  void readsNestedPagesReferencesMarkingsAndInscriptions() {
    PetriNet net = parse(SMALL);
    assertThat(net.name()).isEqualTo("small");
    assertThat(net.placeCount()).isEqualTo(2);
    assertThat(net.transitionCount()).isEqualTo(1);
    assertThat(net.placeName(0)).isEqualTo("p1");
    assertThat(net.initialTokens(0)).isEqualTo(3);
    assertThat(net.initialTokens(1)).isZero();
    assertThat(net.consumes(0, 0)).isEqualTo(2);
    assertThat(net.produces(0, 1)).isEqualTo(1);
  }

  @Test
  void detectsGzipByMagicBytes() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
      gz.write(SMALL.getBytes(StandardCharsets.UTF_8));
    }
    PetriNet net = PnmlReader.read(new ByteArrayInputStream(bytes.toByteArray()), "x");
    assertThat(net).isEqualTo(parse(SMALL));
  }

  @Test
  void errorsNameSourceLineAndColumn() {
    assertThatThrownBy(() -> parse(SMALL.replace("target=\"p2\"", "target=\"nowhere\"")))
        .isInstanceOf(NetFormatException.class)
        .hasMessageStartingWith("t.pnml:17:")
        .hasMessageContaining("unknown node 'nowhere'");
    assertThatThrownBy(() -> parse(SMALL.replace("<text> 3 </text>", "<text>three</text>")))
        .isInstanceOf(NetFormatException.class)
        .hasMessageContaining("not a natural number");
    assertThatThrownBy(() -> parse(SMALL.replace("<place id=\"p2\"/>", "<place id=\"t1\"/>")))
        .isInstanceOf(NetFormatException.class)
        .hasMessageContaining("duplicate id 't1'");
    assertThatThrownBy(() -> parse(SMALL.substring(0, 300)))
        .isInstanceOf(NetFormatException.class)
        .hasMessageStartingWith("t.pnml:");
    assertThatThrownBy(() -> parse(SMALL.replace("grammar/ptnet", "grammar/symmetricnet")))
        .hasMessageContaining("not a place/transition net");
    assertThatThrownBy(() -> parse(SMALL.replace("source=\"t1\" target=\"p2\"", "source=\"t1\" target=\"t1\"")))
        .hasMessageContaining("must connect a place and a transition");
  }

  @Test
  void entitiesAndDtdsAreNotExpanded() {
    String bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE pnml [<!ENTITY a "1111111111"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <pnml><net id="n"><page id="g"><place id="p"><initialMarking><text>&b;</text></initialMarking></place></page></net></pnml>
        """;
    assertThatThrownBy(() -> parse(bomb)).isInstanceOf(NetFormatException.class);
  }

  @Test
  void readsEveryMccNetWithTheOracleSize() {
    for (String instance : Mcc.instances()) {
      PetriNet net = Mcc.net(instance);
      assertThat(net.placeCount()).as(instance).isPositive();
      OracleRow row = Mcc.oracle(instance);
      int total = 0;
      int max = 0;
      for (int p = 0; p < net.placeCount(); p++) {
        total += net.initialTokens(p);
        max = Math.max(max, net.initialTokens(p));
      }
      assertThat((long) max).as(instance).isLessThanOrEqualTo(row.maxTokenInPlace());
      assertThat((long) total).as(instance).isLessThanOrEqualTo(row.maxTokenPerMarking());
    }
  }
}
