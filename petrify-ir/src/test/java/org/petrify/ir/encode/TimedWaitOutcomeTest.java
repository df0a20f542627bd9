package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * Timed waits with a timeout label ({@code join t timed else L}, {@code until c <= n timed else
 * L}): the timeout is enabled exactly while the wait is pending (an instance of the thread runs,
 * the comparison does not hold), so a wait polled in a loop cannot time out forever once its
 * condition holds, and the wait never blocks where the condition holds.
 */
class TimedWaitOutcomeTest {

  private static final String POLLED_JOIN = """
      main m
      proc m {
        a: fork w t
        b: join t timed else b
        c: skip
      }
      proc w {
        x: skip
      }
      """;

  private static final String POLLED_LATCH = """
      main m
      counter n cap 1 init 1
      proc m {
        a: fork w t
        b: until n <= 0 timed else b
        c: skip
      }
      proc w {
        x: trydown n 1 else exit
      }
      """;

  @Test
  void aTimedJoinTimesOutOnlyWhileTheThreadRuns() {
    EncodedProgram e = NetEncoder.encode(RbParser.parse(POLLED_JOIN), EncodingOptions.defaults());
    NetExplorer net = new NetExplorer(e, 10_000);
    int running = e.origins().runningPlaces().get("t");
    assertTimeoutsOnlyWhere(e, net, m -> m[running] > 0);
    assertAgreesOnDeadlock(POLLED_JOIN, e, net);
  }

  @Test
  void aTimedUntilTimesOutOnlyWhileItsComparisonFails() {
    EncodedProgram e = NetEncoder.encode(RbParser.parse(POLLED_LATCH),
        EncodingOptions.defaults());
    NetExplorer net = new NetExplorer(e, 10_000);
    int count = counterPlace(e, "n");
    assertTimeoutsOnlyWhere(e, net, m -> m[count] > 0);
    assertAgreesOnDeadlock(POLLED_LATCH, e, net);
  }

  @Test
  void aTimedUntilWhoseComparisonNeverHoldsAlwaysTimesOut() {
    String text = """
        main m
        counter n cap 1 init 1
        proc m {
          b: until n >= 2 timed else c
          c: skip
        }
        """;
    EncodedProgram e = NetEncoder.encode(RbParser.parse(text), EncodingOptions.defaults());
    assertAgreesOnDeadlock(text, e, new NetExplorer(e, 10_000));
  }

  private static int counterPlace(EncodedProgram e, String counter) {
    for (int p : e.origins().places(NodeKind.COUNTER)) {
      if (counter.equals(e.origins().place(p).lock())) {
        return p;
      }
    }
    throw new AssertionError("no place of counter " + counter);
  }

  private static void assertTimeoutsOnlyWhere(EncodedProgram e, NetExplorer net,
      java.util.function.Predicate<int[]> pending) {
    assertThat(net.complete).isTrue();
    int timeouts = 0;
    for (int t = 0; t < e.net().transitionCount(); t++) {
      if (!e.net().transitionName(t).endsWith(".timeout")) {
        continue;
      }
      timeouts++;
      for (int[] m : net.states) {
        if (e.net().isEnabled(t, m)) {
          assertThat(pending.test(m)).as(e.net().transitionName(t)).isTrue();
        }
      }
    }
    assertThat(timeouts).isEqualTo(1);
  }

  private static void assertAgreesOnDeadlock(String text, EncodedProgram e, NetExplorer net) {
    Program p = RbParser.parse(text);
    assertThat(RbInterpreter.of(p).explore(10_000).deadlock()).isEqualTo(Answer.NO);
    assertThat(net.deadlocks()).isFalse();
  }
}
