package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.NameTrie.Name;
import org.petrify.net.PetriNet;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.stage.StageBudget;
import org.petrify.ir.stage.StageBudgetExceededException;

/**
 * {@link NetDraft}: one kept instance per place name, whatever instance the emitters pass, and a
 * freeze that ends with the budget.
 */
class NetDraftTest {

  private static final NodeInfo PLACE = new NodeInfo(NodeKind.LOCATION, "main", null, "l0",
      null, null, 0);
  private static final NodeInfo TRANSITION = new NodeInfo(NodeKind.COMMAND, "main", null, "l0",
      null, null, 0);

  /** A fresh instance equal to {@code s}, as a concatenation in an emitter makes. */
  private static String copy(String s) {
    return new String(s.toCharArray());
  }

  @Test
  void arcsAndPlacesKeepOneInstancePerName() {
    NetDraft draft = new NetDraft();
    String name = "at.main.l0";
    NetDraft.TransitionSpec first = draft.transition("t.first", TRANSITION);
    first.out(copy(name));
    draft.place(copy(name), 1, PLACE);
    NetDraft.TransitionSpec second = draft.transition("t.second", TRANSITION);
    second.in(copy(name)).read(copy("at.main.l1"));
    draft.place(copy("at.main.l1"), 0, PLACE);

    Name kept = first.post.firstKey();
    assertThat(kept).isSameAs(draft.name(name)).hasToString(name);
    assertThat(second.pre.firstKey()).isSameAs(kept);
    assertThat(second.pre.get(kept)).isEqualTo(1);
    assertThat(second.post.firstKey()).isSameAs(second.pre.lastKey());
    assertThat(draft.transitionsInOrder()).map(e -> e.getKey().toString())
        .containsExactly("t.first", "t.second");
  }

  @Test
  void namesChangeNoArcOrWeight() {
    NetDraft draft = new NetDraft();
    NetDraft.TransitionSpec t = draft.transition("t", TRANSITION);
    t.in(copy("p"), 2).in(copy("p")).out(copy("q"), 0).read(copy("r"), 3);
    assertThat(byString(t.pre)).isEqualTo(Map.of("p", 3, "r", 3));
    assertThat(byString(t.post)).isEqualTo(Map.of("r", 3));
    assertThat(t.pre.keySet()).map(Name::toString).containsExactly("p", "r");
  }

  @Test
  void frozenNetHasTheNamesInStringOrder() {
    NetDraft draft = new NetDraft();
    List<String> places = List.of("at.b.x", "at.b$c", "at.b", "at.b.x.y", "at.a_b", "val.v.0");
    for (String p : places) {
      draft.place(p, 0, PLACE);
    }
    draft.transition("t.b.x", TRANSITION).in("at.b.x").out("at.b$c");
    draft.transition("t.b", TRANSITION).in("at.b").out("val.v.0", 2);
    draft.transition("t.b$c", TRANSITION).in("at.b$c");
    PetriNet net = draft.freeze(RbParser.parse("main main\nproc main {\n}\n"),
        EncodingOptions.defaults(), Set.of(), Set.of(), StageBudget.none())
        .net();
    List<String> placeNames = new ArrayList<>();
    for (int p = 0; p < net.placeCount(); p++) {
      placeNames.add(net.placeName(p));
    }
    assertThat(placeNames).isEqualTo(places.stream().sorted().toList());
    assertThat(net.transitionName(0)).isEqualTo("t.b");
    assertThat(net.transitionName(1)).isEqualTo("t.b$c");
    assertThat(net.transitionName(2)).isEqualTo("t.b.x");
    assertThat(net.consumes(2, net.placeId("at.b.x"))).isEqualTo(1);
    assertThat(net.produces(0, net.placeId("val.v.0"))).isEqualTo(2);
  }

  private static Map<String, Integer> byString(Map<Name, Integer> arcs) {
    Map<String, Integer> out = new TreeMap<>();
    arcs.forEach((p, w) -> out.put(p.toString(), w));
    return out;
  }

  @Test
  void freezeEndsWithTheMemoryBudget() {
    NetDraft draft = new NetDraft();
    draft.place("at.main.l0", 1, PLACE);
    draft.transition("t", TRANSITION).in("at.main.l0");
    System.gc(); // the budget reads the heap left after the last collection
    StageBudget oneByte = StageBudget.of(null, 0, 1, null);
    assertThatThrownBy(() -> draft.freeze(RbParser.parse("main main\nproc main {\n}\n"),
        EncodingOptions.defaults(), Set.of(), Set.of(), oneByte))
        .isInstanceOfSatisfying(StageBudgetExceededException.class,
            e -> assertThat(e.kind()).isEqualTo(StageBudgetExceededException.Kind.MEMORY));
  }
}
