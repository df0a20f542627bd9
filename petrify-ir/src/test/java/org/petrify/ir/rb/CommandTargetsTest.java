package org.petrify.ir.rb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Command#withTargets}: renames exactly the {@link Command#targets()}, keeps the rest. */
class CommandTargetsTest {
  private static final Origin O = new Origin("app.Main", "main", "Main.java", 3, -1);

  private static final List<Command> WITH_TARGETS = List.of(
      new Command.Goto("g", "a", O),
      new Command.Jump("j", List.of("a", "b", "a"), O),
      new Command.Call("c", "p", "h", O),
      new Command.Interruptible("i", "h", O),
      new Command.TryAcquire("t", "k", "f", O),
      new Command.TryDown("d", "n", 2, "f", O),
      new Command.TryUp("u", "n", 1, "f", O),
      new Command.Switch("s", "x", List.of("0", "1"), List.of("a", "b"), O),
      new Command.Join("w", "t", true, "f", O),
      new Command.Until("v", "n", false, 0, true, "f", O));

  @Test
  void renamesEveryTargetInOrderAndKeepsEverythingElse() {
    for (Command c : WITH_TARGETS) {
      List<String> renamed = c.targets().stream().map(t -> t + "'").toList();
      Command r = c.withTargets(renamed);
      assertThat(r.getClass()).isEqualTo(c.getClass());
      assertThat(r.targets()).isEqualTo(renamed);
      assertThat(r.label()).isEqualTo(c.label());
      assertThat(r.origin()).isEqualTo(c.origin());
      assertThat(r.withTargets(c.targets())).as(c.label()).isEqualTo(c);
    }
  }

  @Test
  void aCommandWithoutTargetsIsItself() {
    Command call = new Command.Call("c", "p", O);
    Command acquire = new Command.Acquire("a", "k", O);
    assertThat(call.withTargets(List.of())).isSameAs(call);
    assertThat(acquire.withTargets(List.of())).isSameAs(acquire);
    assertThat(new Command.Raise("r", O).withTargets(List.of()).targets()).isEmpty();
  }

  @Test
  void aTimedWaitWithoutTimeoutLabelHasNoTarget() {
    assertThat(new Command.Join("w", "t", true, O).targets()).isEmpty();
    assertThat(new Command.Until("v", "n", true, 1, true, O).targets()).isEmpty();
    assertThatThrownBy(() -> new Command.Join("w", "t", false, "f", O))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Command.Until("v", "n", true, 1, false, "f", O))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void rejectsAnotherNumberOfTargets() {
    assertThatThrownBy(() -> new Command.Goto("g", "a", O).withTargets(List.of("a", "b")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Command.Acquire("a", "k", O).withTargets(List.of("x")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Command.Switch("s", "x", List.of("0", "1"), List.of("a", "b"),
        O).withTargets(List.of("a"))).isInstanceOf(IllegalArgumentException.class);
  }
}
