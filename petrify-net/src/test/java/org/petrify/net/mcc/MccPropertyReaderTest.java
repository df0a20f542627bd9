package org.petrify.net.mcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.formula.FormulaPrinter;
import org.petrify.net.formula.Formulas;
import org.petrify.net.io.NetFormatException;
import org.petrify.net.testing.Mcc;

class MccPropertyReaderTest {

  @Test
  void readsEveryQueryOfEveryInstanceAndThePrinterRoundTrips() {
    int formulas = 0;
    int bounds = 0;
    for (String instance : Mcc.instances()) {
      PetriNet net = Mcc.net(instance);
      MccAnswers answers = Mcc.answers(instance);
      for (String examination : Mcc.EXAMINATIONS) {
        List<MccProperty> properties = Mcc.queries(instance, examination);
        assertThat(properties).as(instance + " " + examination).hasSize(16);
        for (MccProperty property : properties) {
          assertThat(property.id()).startsWith(instance + "-" + examination);
          assertThat(answers.answer(property.id())).as(property.id()).isNotNull();
          if (examination.equals("UpperBounds")) {
            assertThat(property.isPlaceBound()).isTrue();
            bounds++;
            continue;
          }
          Formula f = property.formula();
          if (examination.startsWith("Reachability")) {
            assertThat(Formulas.isReachability(f)).as(property.id()).isTrue();
          }
          String text = FormulaPrinter.print(f, net);
          assertThat(FormulaParser.parse(text, net)).as(property.id()).isEqualTo(f);
          formulas++;
        }
      }
    }
    if (!Mcc.instances().isEmpty()) {
      assertThat(formulas).isEqualTo(6400);
      assertThat(bounds).isEqualTo(1600);
    }
  }

  @Test
  void unknownNamesAreReportedWithTheirLocation() {
    PetriNet net = FormulaParserTestNets.small();
    String xml = """
        <?xml version="1.0"?>
        <property-set xmlns="http://mcc.lip6.fr/">
          <property><id>x-00</id><formula>
            <exists-path><finally><integer-le><integer-constant>1</integer-constant>
              <tokens-count><place>nope</place></tokens-count></integer-le></finally></exists-path>
          </formula></property>
        </property-set>
        """;
    assertThatThrownBy(() -> MccPropertyReader.read(
        new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "q.xml", net))
        .isInstanceOf(NetFormatException.class)
        .hasMessageStartingWith("q.xml:5:")
        .hasMessageContaining("unknown place 'nope'");
  }

  @Test
  void readsDeadlockTrueFalseAndBounds() {
    PetriNet net = FormulaParserTestNets.small();
    String xml = """
        <property-set>
          <property><id>d</id><formula><exists-path><finally><deadlock/></finally></exists-path></formula></property>
          <property><id>u</id><formula><all-paths><until><before><true/></before><reach><negation><false/></negation></reach></until></all-paths></formula></property>
          <property><id>b</id><formula><place-bound><place>p</place><place>q</place></place-bound></formula></property>
        </property-set>
        """;
    List<MccProperty> props = MccPropertyReader.read(
        new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "q.xml", net);
    assertThat(props.get(0).formula()).isEqualTo(new Formula.EF(new Formula.Deadlock()));
    assertThat(props.get(1).formula()).isEqualTo(
        new Formula.AU(new Formula.True(), new Formula.Not(new Formula.False())));
    assertThat(props.get(2).boundPlaces()).containsExactly(0, 1);
  }
}
