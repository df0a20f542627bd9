package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.CountedJoins;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * Every joined thread's joins count ({@link CountedJoins}, one rule for the encoder and the rb
 * interpreter, independent of the call depth), and never wait for an instance that was not
 * started (ProgramFacts#of): net and rb interpreter agree, the spurious deadlocks go, the real
 * ones stay, and a start loop the model cannot bound ends in the overflow state.
 */
class CountedJoinTest {

  private static final String WORKER = """
      proc w {
        w0: skip
      }
      """;

  @Test
  void aThirdJoinOfTwoStartedInstancesReturnsAtOnce() {
    assertDeadlock("""
        main main
        proc main {
          m0: fork w t1
          m1: fork w t1
          m2: join t1
          m3: join t1
          m4: join t1
        }
        """ + WORKER, Answer.NO);
  }

  @Test
  void aJoinAfterForksThatMayNotHappenDoesNotWaitForever() {
    assertDeadlock("""
        main main
        proc main {
          m0: jump m1 m3
          m1: fork w t1
          m2: fork w t1
          m3: join t1
          m4: join t1
        }
        """ + WORKER, Answer.NO);
  }

  @Test
  void aJoinOfABlockedInstanceStillDeadlocks() {
    assertDeadlock("""
        main main
        proc main {
          m0: acquire k
          m1: fork h t1
          m2: fork h t1
          m3: join t1
          m4: join t1
          m5: release k
        }
        proc h {
          h0: acquire k
          h1: release k
        }
        """, Answer.YES);
  }

  @Test
  void anUnboundedStartLoopOverflowsInsteadOfDeadlocking() {
    Program p = RbParser.parse("""
        main main
        proc main {
          m0: jump m1 m3
          m1: fork w t1
          m2: goto m0
          m3: join t1
          m4: jump m3 m5
          m5: skip
        }
        """ + WORKER);
    EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults());
    assertThat(e.origins().countedJoinThreads()).containsExactly("t1");
    RbInterpreter.Exploration rb = RbInterpreter.of(p)
        .explore(200_000);
    assertThat(rb.overflow()).isEqualTo(Answer.YES);
    assertThat(RbInterpreter.overflowed(rb.deadlockState())).as("every dead state overflowed")
        .isTrue();
    NetExplorer net = new NetExplorer(e, 200_000);
    assertThat(net.complete).isTrue();
    int ovf = e.origins().overflowPlaces().get(0);
    assertThat(net.deadlock[ovf]).as("the net's dead marking is the overflow").isEqualTo(1);
  }

  @Test
  void aThreadStartedOnceAndJoinedTwiceOrBeforeItsStartNeverBlocks() {
    assertDeadlock("""
        main main
        proc main {
          m0: jump m1 m2
          m1: fork w t1
          m2: join t1
          m3: join t1
        }
        """ + WORKER, Answer.NO);
  }

  @Test
  void aJoinOfTheMainThreadWaitsForItsFirstInstance() {
    assertDeadlock("""
        main main
        proc main {
          m0: fork w t1
          m1: join t1
        }
        proc w {
          w0: join t0
        }
        """, Answer.YES, "t0", "t1");
  }

  /**
   * The encoder's shared subnet of {@code q} (call depth 0) returns to both call sites, so its
   * control graph repeats the fork, while exact returns (depth 1 and more) do not: a join's
   * meaning must not follow that difference, since the interpreter has exact call stacks.
   */
  @Test
  void theMeaningOfAJoinDoesNotDependOnTheCallDepth() {
    assertSameAtEveryDepth(TWO_CALLS + """
          m4: join t1
        }
        proc h {
          h0: skip
        }
        """, Answer.NO);
    assertSameAtEveryDepth(TWO_CALLS + """
          m4: acquire k
          m5: release k
        }
        proc h {
          h0: acquire k
        }
        """, Answer.YES);
  }

  /**
   * {@code q}'s shared subnet (call depth 0) returns to both call sites, so the encoder's
   * control graph repeats the fork of {@code t1}, while exact returns (depth 1 and more) do
   * not; the interpreter has exact call stacks.
   */
  private static final String TWO_CALLS = """
      main main
      proc q {
        q0: skip
      }
      proc main {
        m0: call q
        m1: fork h t1
        m2: call q
        m3: join t1
      """;

  private static void assertSameAtEveryDepth(String text, Answer expected) {
    Program p = RbParser.parse(text);
    assertThat(RbInterpreter.of(p).explore(100_000).deadlock()).isEqualTo(expected);
    for (int depth : new int[] {0, 1, 4}) {
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(depth));
      assertThat(e.origins().countedJoinThreads()).as("depth " + depth)
          .isEqualTo(CountedJoins.of(p)).containsExactly("t1");
      NetExplorer net = new NetExplorer(e, 100_000);
      assertThat(net.complete).isTrue();
      assertThat(net.deadlocks() ? Answer.YES : Answer.NO).as("net at depth " + depth)
          .isEqualTo(expected);
    }
  }

  private static void assertDeadlock(String text, Answer expected) {
    assertDeadlock(text, expected, "t1");
  }

  private static void assertDeadlock(String text, Answer expected, String... counted) {
    Program p = RbParser.parse(text);
    EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults());
    assertThat(e.origins().countedJoinThreads()).containsExactly(counted);
    RbInterpreter.Exploration rb = RbInterpreter.of(p).explore(100_000);
    NetExplorer net = new NetExplorer(e, 100_000);
    assertThat(rb.deadlock()).as("rb interpreter").isEqualTo(expected);
    assertThat(net.complete).isTrue();
    assertThat(net.deadlocks() ? Answer.YES : Answer.NO).as("net").isEqualTo(expected);
  }
}
