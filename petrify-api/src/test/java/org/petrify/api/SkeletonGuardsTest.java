package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
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
    Report r = Petrify.analyze(RbParser.parse(PROGRAM.replace("b1: assign ready true",
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
}
