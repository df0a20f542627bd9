package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * The {@code invokeAny} protocol of {@link TaskBatches#joinAny} and {@link
 * TaskBatches#taskOutcome}, run by the rb interpreter for every assignment of outcomes to three
 * tasks (ends normally, raises, blocks forever): the caller returns normally in some run exactly
 * when some task ends normally, takes the failure route in some run exactly when all three
 * raise, and waits forever in some run exactly when no task ends normally and some task blocks;
 * it never takes both routes in one run.
 */
class JoinAnyProtocolTest {
  private static final String B = "b";
  private static final int N = 3;

  private enum Outcome { NORMAL, RAISE, BLOCK }

  private static Program program(Outcome[] outcomes) {
    List<Procedure> procs = new ArrayList<>();
    List<String[]> tasks = new ArrayList<>();
    for (int k = 0; k < N; k++) {
      List<Command> body = new ArrayList<>();
      switch (outcomes[k]) {
        case NORMAL -> body.add(new Command.Skip("s", Origin.NONE));
        case RAISE -> body.add(new Command.Raise("r", Origin.NONE));
        case BLOCK -> body.add(new Command.Until("u", "never", true, 1, Origin.NONE));
      }
      procs.add(new Procedure("fn" + k, body));
      int[] next = {0};
      Supplier<String> label = () -> "t" + next[0]++;
      List<Command> task = new ArrayList<>();
      task.add(new Command.Call("c", "fn" + k, "f", Origin.NONE));
      task.addAll(TaskBatches.taskOutcome(B, N, "f", label, Origin.NONE));
      procs.add(new Procedure("task" + k, task));
      tasks.add(new String[] {"task" + k, "w" + k});
    }
    int[] next = {0};
    Supplier<String> label = () -> "m" + next[0]++;
    List<Command> main = new ArrayList<>(TaskBatches.joinAny(B, tasks, List.of("failed"),
        label, Origin.NONE));
    main.add(new Command.Up("returned", "sawReturn", 1, Origin.NONE));
    main.add(new Command.Goto("out", Procedure.EXIT, Origin.NONE));
    main.add(new Command.Up("failed", "sawFailure", 1, Origin.NONE));
    procs.add(new Procedure("main", main));
    return new Program(procs, "main", List.of(), List.of(
        new Counter(TaskBatches.won(B), 1, 0, false),
        new Counter(TaskBatches.failed(B), N, 0, false),
        new Counter(TaskBatches.allFailed(B), 1, 0, false), new Counter("never", 1, 0, false),
        new Counter("sawReturn", 1, 0, false), new Counter("sawFailure", 1, 0, false)));
  }

  @Test
  void theCallerReturnsFailsOrWaitsAsJavasInvokeAny() {
    for (int code = 0; code < 27; code++) {
      Outcome[] outcomes = new Outcome[N];
      for (int k = 0, c = code; k < N; k++, c /= 3) {
        outcomes[k] = Outcome.values()[c % 3];
      }
      Set<Outcome> present = java.util.EnumSet.copyOf(java.util.Arrays.asList(outcomes));
      Program p = program(outcomes);
      String text = RbPrinter.print(p);
      RbInterpreter rb = RbInterpreter.of(p);
      RbInterpreter.Exploration e = rb.explore(200_000);
      assertThat(e.complete()).isTrue();
      Set<String> ends = new TreeSet<>();
      boolean callerWaits = false;
      List<RbInterpreter.State> stuck = new ArrayList<>();
      for (RbInterpreter.State s : e.states()) {
        int ret = s.counters().getOrDefault("sawReturn", 0);
        int fail = s.counters().getOrDefault("sawFailure", 0);
        assertThat(ret + fail).as(text).isLessThanOrEqualTo(1);
        if (ret == 1) {
          ends.add("return");
        }
        if (fail == 1) {
          ends.add("failure");
        }
        if (rb.successors(s).isEmpty() && s.instances().stream()
            .anyMatch(i -> i.thread().equals(Program.MAIN_THREAD))) {
          callerWaits = true;
          stuck.add(s);
        }
      }
      String what = java.util.Arrays.stream(outcomes).map(Enum::name)
          .collect(Collectors.joining(","));
      assertThat(ends.contains("return")).as("%s\n%s", what, text).isEqualTo(present.contains(Outcome.NORMAL));
      assertThat(ends.contains("failure")).as(what)
          .isEqualTo(present.equals(Set.of(Outcome.RAISE)));
      assertThat(callerWaits).as("%s %s\n%s", what, stuck, text)
          .isEqualTo(!present.contains(Outcome.NORMAL) && present.contains(Outcome.BLOCK));
    }
  }
}
