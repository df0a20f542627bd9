package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * {@link GuardedValues}: an assignment right after a switch on its variable, under a lock that
 * every assignment of the variable holds, gets transitions only from the values the switch let
 * through; without such a lock it keeps one transition per value. Net and rb interpreter agree
 * on the deadlock either way.
 */
class GuardedValuesTest {

  /** Two threads: each tests x under k and moves it on; {@code REST} ends main's procedure. */
  private static final String CAS_UNDER_K = """
      main main
      var x { 0 1 2 } = 0
      proc main {
        m0: fork w t1
        m1: call step
        m2: join t1
      }
      proc w {
        w0: call step
      }
      proc step {
        s0: acquire k
        s1: switch x 0 s2 1 s3 2 s4
        s2: assign x 1
        s3: goto s4
        s4: release k
      }
      """;

  @Test
  void anAssignmentAfterASwitchUnderTheGuardingLockStartsOnlyFromTheTestedValue() {
    EncodedProgram e = NetEncoder.encode(RbParser.parse(CAS_UNDER_K), EncodingOptions.defaults());
    assertThat(assignTransitions(e, "s2")).isNotEmpty().allMatch(n -> n.endsWith(".0"));
    assertSameDeadlock(CAS_UNDER_K, Answer.NO);
  }

  @Test
  void anAssignmentOutsideTheLockKeepsEveryValue() {
    String text = CAS_UNDER_K.replace("w0: call step\n", "w0: call step\n  w1: assign x 2\n");
    assertThat(text).contains("w1: assign x 2");
    EncodedProgram e = NetEncoder.encode(RbParser.parse(text), EncodingOptions.defaults());
    assertThat(assignTransitions(e, "s2")).anyMatch(n -> n.endsWith(".1"))
        .anyMatch(n -> n.endsWith(".2"));
    assertSameDeadlock(text, Answer.NO);
  }

  @Test
  void aSwitchWithoutTheLockKeepsEveryValue() {
    String text = """
        main main
        var x { 0 1 } = 0
        proc main {
          m0: fork w t1
          m1: switch x 0 m2 1 m3
          m2: assign x 1
          m3: skip
          m4: join t1
        }
        proc w {
          w0: assign x 1
        }
        """;
    EncodedProgram e = NetEncoder.encode(RbParser.parse(text), EncodingOptions.defaults());
    assertThat(assignTransitions(e, "m2")).anyMatch(n -> n.endsWith(".1"));
    assertSameDeadlock(text, Answer.NO);
  }

  /** A deadlock that needs the assignment's result: the guarded transitions keep it. */
  @Test
  void aDeadlockThroughTheGuardedAssignmentIsKept() {
    String text = """
        main main
        var x { 0 1 } = 0
        proc main {
          m0: fork w t1
          m1: acquire k
          m2: switch x 0 m3 1 m4
          m3: assign x 1
          m4: release k
          m5: join t1
        }
        proc w {
          w0: acquire k
          w1: switch x 0 w2 1 w3
          w2: assign x 1
          w3: release k
          w4: acquire k
          w5: switch x 0 w7 1 w6
          w6: goto w6
          w7: release k
          w8: acquire q
        }
        """.replace("w6: goto w6", "w6: join t0");
    EncodedProgram e = NetEncoder.encode(RbParser.parse(text), EncodingOptions.defaults());
    assertThat(assignTransitions(e, "m3")).isNotEmpty().allMatch(n -> n.endsWith(".0"));
    assertSameDeadlock(text, Answer.YES);
  }

  private static List<String> assignTransitions(EncodedProgram e, String label) {
    List<String> out = new ArrayList<>();
    for (int t = 0; t < e.net().transitionCount(); t++) {
      String n = e.net().transitionName(t);
      if (n.matches(".*\\." + label + "\\.[0-9]+")) {
        out.add(n);
      }
    }
    return out;
  }

  private static void assertSameDeadlock(String text, Answer expected) {
    Program p = RbParser.parse(text);
    assertThat(RbInterpreter.of(p).explore(100_000).deadlock()).isEqualTo(expected);
    NetExplorer net = new NetExplorer(NetEncoder.encode(p, EncodingOptions.defaults()), 100_000);
    assertThat(net.deadlocks()).isEqualTo(expected == Answer.YES);
  }
}
