package org.petrify.ir.rb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The raise texts of a jump ({@link Command.Jump#raises}): an annotation for witnesses that
 * follows its targets through retargeting and merging, and that neither equality nor the text
 * form sees.
 */
class JumpRaisesTest {
  private static final Command.Jump JUMP = new Command.Jump("j", List.of("a", "h", "x"),
      Origin.NONE, List.of("", "throws E at A.java:3, caught at A.java:5",
          "throws E at A.java:3, not caught in m"));

  @Test
  void raisesFollowTheirTargets() {
    assertThat(JUMP.raiseTo("a")).isNull();
    assertThat(JUMP.raiseTo("h")).startsWith("throws E").contains("caught at");
    Command.Jump renamed = (Command.Jump) JUMP.withTargets(List.of("b", "g", "y"));
    assertThat(renamed.raiseTo("g")).isEqualTo(JUMP.raiseTo("h"));
  }

  @Test
  void mergedTargetsKeepTheFirstRaise() {
    Command.Jump merged = JUMP.distinctTargets(List.of("a", "a", "x"));
    assertThat(merged.targets()).containsExactly("a", "x");
    assertThat(merged.raiseTo("a")).isEqualTo(JUMP.raiseTo("h"));
    assertThat(new Command.Jump("j", List.of("a", "b"), Origin.NONE)
        .distinctTargets(List.of("c", "c")).raises()).isEmpty();
  }

  @Test
  void raisesAreNotPartOfTheCommand() {
    assertThat(JUMP).isEqualTo(new Command.Jump("j", List.of("a", "h", "x"), Origin.NONE));
    assertThat(JUMP.hashCode())
        .isEqualTo(new Command.Jump("j", List.of("a", "h", "x"), Origin.NONE).hashCode());
    assertThatThrownBy(() -> new Command.Jump("j", List.of("a", "b"), Origin.NONE, List.of("")))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
