package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
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

    String kept = first.post.firstKey();
    assertThat(second.pre.ceilingKey(name)).isSameAs(kept);
    assertThat(second.pre.get(name)).isEqualTo(1);
    assertThat(second.post.firstKey()).isSameAs(second.pre.lastKey());
  }

  @Test
  void sharingChangesNoArcOrWeight() {
    NetDraft draft = new NetDraft();
    NetDraft.TransitionSpec t = draft.transition("t", TRANSITION);
    t.in(copy("p"), 2).in(copy("p")).out(copy("q"), 0).read(copy("r"), 3);
    Map<String, Integer> pre = new TreeMap<>(Map.of("p", 3, "r", 3));
    assertThat(t.pre).isEqualTo(pre);
    assertThat(t.post).isEqualTo(Map.of("r", 3));
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
