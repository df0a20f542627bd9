package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * A thread is started several times only if one run of its starter reaches the fork twice along
 * matched calls and returns ({@link RepeatedNodes}), not along the shared subnets' returns to
 * every call site: at every call depth, the threads counted as multi-instance are the same
 * where the program starts them once, and stay multi-instance where it may start them twice.
 * Net and rb interpreter agree on each program.
 */
class RepeatedNodesTest {

  private static final String Q = """
      proc q {
        q0: skip
      }
      """;

  private static final String H = """
      proc h {
        h0: skip
      }
      """;

  @Test
  void aForkBetweenTwoCallsOfASharedProcedureIsStartedOnce() {
    assertInstances("""
        main main
        proc main {
          m0: call q
          m1: fork h t1
          m2: call q
          m3: join t1
        }
        """ + Q + H, false, Answer.NO);
  }

  @Test
  void aForkInAProcedureCalledTwiceIsStartedTwice() {
    assertInstances("""
        main main
        proc main {
          m0: call s
          m1: call s
          m2: join t1
        }
        proc s {
          s0: call q
          s1: fork h t1
        }
        """ + Q + H, true, Answer.NO);
  }

  @Test
  void aForkInAProcedureCalledOnceFromALoopIsStartedTwice() {
    assertInstances("""
        main main
        proc main {
          m0: call q
          m1: call s
          m2: jump m1 m3
          m3: call q
        }
        proc s {
          s0: fork h t1
        }
        """ + Q + H, true, null);
  }

  @Test
  void aForkReachedAgainThroughAHandlerIsStartedTwice() {
    assertInstances("""
        main main
        proc main {
          m0: call s else m0
          m1: call q
        }
        proc s {
          s0: fork h t1
          s1: jump s2 s3
          s2: raise
          s3: skip
        }
        """ + Q + H, true, null);
  }

  @Test
  void aForkInARecursiveProcedureIsStartedTwice() {
    assertInstances("""
        main main
        proc main {
          m0: call s
        }
        proc s {
          s0: fork h t1
          s1: jump s2 s3
          s2: call s
          s3: skip
        }
        """ + H, true, null);
  }

  /**
   * The pool2 shape: {@code k}'s depth at {@code h}'s release is not static, because the shared
   * {@code r} returns (in the control graph) to a site where {@code k} is held and to one where
   * it is not; so the release gets a route for "not held". Counted as multi-instance, {@code t1}
   * would take that route untested while holding {@code k}, finish holding it, and {@code main}
   * would block on {@code k}: a deadlock no run has. As a single instance it reads {@code nheld}.
   */
  @Test
  void aSingleInstanceThreadNeverTakesTheUnheldRouteWhileHoldingItsLock() {
    assertInstances("""
        main main
        proc main {
          m0: call q
          m1: fork h t1
          m2: call q
          m3: join t1
          m4: acquire k
          m5: release k
        }
        proc h {
          h0: jump h1 h4
          h1: acquire k
          h2: call r
          h3: release k
          h3a: goto h5
          h4: call r
          h5: skip
        }
        proc r {
          r0: skip
        }
        """ + Q, false, Answer.NO);
  }

  /**
   * Checks the multi-instance answer for {@code t1} at call depths 0, 1 and 4 and, when
   * {@code deadlock} is given (the program is bounded), the deadlock verdict of the rb
   * interpreter and of the net at each depth.
   */
  private static void assertInstances(String text, boolean multi, Answer deadlock) {
    Program p = RbParser.parse(text);
    for (int depth : new int[] {0, 1, 4}) {
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(depth));
      assertThat(e.origins().isMultiInstance("t1")).as("t1 multi-instance at depth " + depth)
          .isEqualTo(multi);
    }
    if (deadlock == null) {
      return;
    }
    assertThat(RbInterpreter.of(p).explore(100_000).deadlock()).as("rb interpreter")
        .isEqualTo(deadlock);
    for (int depth : new int[] {0, 1, 4}) {
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(depth));
      NetExplorer net = new NetExplorer(e, 100_000);
      assertThat(net.complete).isTrue();
      assertThat(net.deadlocks() ? Answer.YES : Answer.NO).as("net at depth " + depth)
          .isEqualTo(deadlock);
    }
  }
}
