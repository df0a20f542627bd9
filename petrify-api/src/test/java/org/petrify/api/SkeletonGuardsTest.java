package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;

/** Which tests and writes of tracked values a witness shows: those the skeleton depends on. */
class SkeletonGuardsTest {
  static final String PROGRAM = """
      main main
      var ready { false true } = false
      var count { 0 1 2 } = 0
      var flag { false true } = false
      var busy { false true } = false
      var spin { false true } = false
      var idle { false true } = false

      proc main {
        a0: switch count 0 a1 1 a1 2 a3
        a1: assign count 1
        a2: goto a4
        a3: skip
        a4: fork waiter t1
        b0: switch flag false b2 true b1
        b1: assign ready true
        b2: switch busy false b4 true b3
        b3: call locking
        b4: acquire lock
        b5: notifyAll lock
        b6: release lock
        b7: switch idle false b9 true b8
        b8: skip
        b9: join t1
      }

      proc locking {
        k0: acquire other
        k1: release other
      }

      proc waiter {
        w0: acquire lock
        w1: switch ready false w2 true w4
        w2: wait lock
        w3: goto w1
        w4: release lock
        s0: switch spin false s1 true s2
        s1: acquire lock
        s1b: release lock
        s1c: goto s0
        s2: goto s2
      }
      """;

  @Test
  void switchesGuardWhatIsControlDependentOnThem() {
    SkeletonGuards g = SkeletonGuards.of(RbParser.parse(PROGRAM));
    // ready guards the wait; flag guards a write of ready; busy guards a call that locks;
    // spin guards a lock in a loop that never reaches the exit.
    assertThat(g.isGuardSwitch("waiter", "w1")).isTrue();
    assertThat(g.isGuardSwitch("main", "b0")).isTrue();
    assertThat(g.isGuardSwitch("main", "b2")).isTrue();
    assertThat(g.isGuardSwitch("waiter", "s0")).isTrue();
    for (String v : List.of("ready", "flag", "busy", "spin")) {
      assertThat(g.isGuardVariable(v)).as(v).isTrue();
    }
    // count only decides arithmetic before the fork (which runs either way); idle only a skip.
    assertThat(g.isGuardSwitch("main", "a0")).isFalse();
    assertThat(g.isGuardSwitch("main", "b7")).isFalse();
    assertThat(g.isGuardVariable("count")).isFalse();
    assertThat(g.isGuardVariable("idle")).isFalse();
    assertThat(g.isGuardVariable("nothing")).isFalse();
  }

  @Test
  void postDominatorsOfADiamondAndAnEndlessLoop() {
    // 0: branch to 1 or 2; 1 -> 3; 2 -> 3; 3 -> exit 4 -> virtual exit 5.
    int[] ipdom = SkeletonGuards.postDominators(new int[][] {{1, 2}, {3}, {3}, {4}, {5}, {}}, 5);
    assertThat(ipdom).containsExactly(3, 3, 3, 4, 5, 5);
    // 0: branch to 1 or 2; 1 -> 0 (a loop); 2 -> 2 (endless); the exit 3 is never reached:
    // the endless loop gets the way out, so 1 is control dependent on 0.
    int[] loop = SkeletonGuards.postDominators(new int[][] {{1, 2}, {0}, {2}, {4}, {}}, 4);
    assertThat(loop[0]).isEqualTo(2);
    assertThat(loop[1]).isEqualTo(0);
    assertThat(loop[2]).isEqualTo(4);
  }

  @Test
  void theWitnessOfTheGuardedWaitShowsTheFlagAndItsTest() {
    Report r = RbPrograms.analyze(RbParser.parse(PROGRAM.replace("b1: assign ready true",
        "b1: skip"))).deadlock();
    assertThat(r.violated()).isTrue();
    assertThat(r.witness()).extracting(Step::kind).contains(StepKind.START, StepKind.LOCK,
        StepKind.TRACKED_TEST, StepKind.WAIT, StepKind.NOTIFY);
    for (Step s : r.witness()) {
      switch (s.kind()) {
        case LOCK, UNLOCK, WAIT, NOTIFY -> assertThat(s.subject()).isEqualTo("lock");
        case START, JOIN -> assertThat(s.subject()).isEqualTo("t1");
        case TRACKED_TEST -> assertThat(s.subject()).isIn("ready", "flag", "busy");
        default -> { }
      }
    }
  }

  /**
   * On random programs the worklist gives the fixpoint that plain rounds over the definitions
   * give, and the control dependences are those of the textbook definition (computed by brute
   * force, for procedures whose every command reaches the exit).
   */
  @Test
  void randomProgramsAgreeWithRoundsAndBruteForce() {
    int checkedProcedures = 0;
    for (int seed = 0; seed < 300; seed++) {
      Program p = RandomPrograms.generate(new Random(seed));
      SkeletonGuards fast = SkeletonGuards.of(p);
      Set<String> slowSwitches = new HashSet<>();
      Set<String> slowVariables = new HashSet<>();
      rounds(p, slowSwitches, slowVariables);
      for (Procedure proc : p.procedures()) {
        for (Command c : proc.body()) {
          if (c instanceof Command.Switch sw) {
            assertThat(fast.isGuardSwitch(proc.name(), sw.label())).as("seed %d %s %s", seed,
                proc.name(), sw.label()).isEqualTo(slowSwitches.contains(proc.name() + "\n"
                + sw.label()));
            assertThat(fast.isGuardVariable(sw.variable()))
                .isEqualTo(slowVariables.contains(sw.variable()));
          }
        }
        if (bruteForceDependences(proc, SkeletonGuards.controllers(proc))) {
          checkedProcedures++;
        }
      }
    }
    assertThat(checkedProcedures).isGreaterThan(300);
  }

  /** The definitions of the class comment applied in rounds until nothing changes. */
  private static void rounds(Program p, Set<String> switches, Set<String> variables) {
    Set<String> skeletal = new HashSet<>();
    Set<String> containing = new HashSet<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Procedure proc : p.procedures()) {
        int[][] controllers = SkeletonGuards.controllers(proc);
        for (int i = 0; i < proc.body().size(); i++) {
          Command c = proc.body().get(i);
          String key = proc.name() + "\n" + c.label();
          if (skeletal.contains(key)) {
            continue;
          }
          boolean now = SkeletonGuards.isBaseSkeletal(c)
              || c instanceof Command.Call call && containing.contains(call.procedure())
              || c instanceof Command.Assign a && variables.contains(a.variable());
          if (!now && (c instanceof Command.Switch || c instanceof Command.Jump)) {
            for (int d = 0; d < proc.body().size() && !now; d++) {
              for (int b : controllers[d]) {
                now |= b == i && skeletal.contains(proc.name() + "\n"
                    + proc.body().get(d).label());
              }
            }
          }
          if (now) {
            skeletal.add(key);
            changed = true;
            containing.add(proc.name());
            if (c instanceof Command.Switch sw) {
              switches.add(key);
              variables.add(sw.variable());
            }
          }
        }
      }
    }
  }

  /**
   * Checks the control dependences of a procedure against the definition: d depends on branch
   * i iff d post-dominates a successor of i (or is it) and does not strictly post-dominate i.
   * Returns false (checking nothing) if some command cannot reach the exit.
   */
  private static boolean bruteForceDependences(Procedure proc, int[][] controllers) {
    int n = proc.body().size();
    List<int[]> succ = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      succ.add(successors(proc, i));
    }
    for (int i = 0; i < n; i++) {
      if (!reachesExit(succ, n, i, -1)) {
        return false;
      }
    }
    for (int d = 0; d < n; d++) {
      Set<Integer> expected = new HashSet<>();
      for (int i = 0; i < n; i++) {
        if (succ.get(i).length < 2 || (d != i && !reachesExit(succ, n, i, d))) {
          continue; // not a branch, or d strictly post-dominates i
        }
        for (int s : succ.get(i)) {
          if (s == d || (s < n && !reachesExit(succ, n, s, d))) {
            expected.add(i);
          }
        }
      }
      Set<Integer> actual = new HashSet<>();
      for (int b : controllers[d]) {
        actual.add(b);
      }
      assertThat(actual).as("%s command %d", proc.name(), d).isEqualTo(expected);
    }
    return true;
  }

  private static int[] successors(Procedure p, int i) {
    Command c = p.body().get(i);
    List<String> targets = c instanceof Command.Goto g ? List.of(g.target())
        : c instanceof Command.Jump j ? j.targets()
        : c instanceof Command.Switch sw ? sw.targets() : List.of();
    if (!targets.isEmpty()) {
      return targets.stream().mapToInt(p::indexOf).distinct().toArray();
    }
    String failure = c instanceof Command.TryAcquire t ? t.failure()
        : c instanceof Command.TryDown d ? d.failure()
        : c instanceof Command.TryUp u ? u.failure() : null;
    return failure == null ? new int[] {i + 1}
        : java.util.stream.IntStream.of(i + 1, p.indexOf(failure)).distinct().toArray();
  }

  /** True if the exit (index n) is reachable from {@code from} without passing {@code avoid}. */
  private static boolean reachesExit(List<int[]> succ, int n, int from, int avoid) {
    boolean[] seen = new boolean[n + 1];
    List<Integer> stack = new ArrayList<>(List.of(from));
    seen[from] = true;
    while (!stack.isEmpty()) {
      int x = stack.remove(stack.size() - 1);
      if (x == n) {
        return true;
      }
      for (int s : succ.get(x)) {
        if (s != avoid && !seen[s]) {
          seen[s] = true;
          stack.add(s);
        }
      }
    }
    return false;
  }
}
